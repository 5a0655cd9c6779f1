import Foundation
import Testing

@testable import SkinKit

@Suite struct ThemeImporterTests {
    @Test func writesEditableSkinsThatLoadBackWithTheSameColors() throws {
        let folder = try TemporaryFolder()
        let kitty = try folder.write("in/sample.conf", SchemeSamples.kitty)
        let skins = folder.url.appendingPathComponent("Skins").path
        let report = ThemeImporter(skinsDirectory: skins, replace: false).importFiles([kitty])
        #expect(report.errors.isEmpty)
        #expect(report.written.map(\.skin) == ["sample-scheme"])
        let loaded = SkinLoader().load(path: skins)
        #expect(loaded.errors.isEmpty, "\(loaded.errors)")
        let skin = try #require(loaded.skins.first)
        let original = SchemeSkinTable.skin(named: "sample-scheme", from: try KittyReader.read(SchemeSamples.kitty), source: .code)
        let traits = TraitCollection(userInterfaceStyle: .dark)
        #expect(skin.colors.count == original.colors.count)
        for (key, color) in original.colors { #expect(skin.colors[key]?.resolve(in: traits) == color.resolve(in: traits), "\(key)") }
        #expect(skin.palette?.resolve(in: traits).map(\.hexString) == SchemeSamples.ansi)
    }

    @Test func refusesToOverwriteWithoutReplaceAndMakesNamesUnique() throws {
        let folder = try TemporaryFolder()
        let a = try folder.write("a.conf", SchemeSamples.kitty)
        let b = try folder.write("b.toml", SchemeSamples.alacritty.replacingOccurrences(of: "# a sample", with: "# b"))
        let skins = folder.url.appendingPathComponent("Skins").path
        let first = ThemeImporter(skinsDirectory: skins, replace: false).importFiles([a, a, b])
        #expect(first.written.map(\.skin) == ["sample-scheme", "sample-scheme-2", "b"])
        let again = ThemeImporter(skinsDirectory: skins, replace: false).importFiles([a])
        #expect(again.written.isEmpty)
        #expect(again.errors.first?.message == "already exists; pass --replace to overwrite it")
        #expect(ThemeImporter(skinsDirectory: skins, replace: true).importFiles([a]).written.count == 1)
    }

    @Test func aLightAndADarkSchemeBecomeOneDynamicSkin() throws {
        let folder = try TemporaryFolder()
        let light = try folder.write("light.yaml", SchemeSamples.base16Tinted.replacingOccurrences(of: "#101820", with: "#F8F8F0"))
        let dark = try folder.write("dark.yaml", SchemeSamples.base16Tinted)
        let skins = folder.url.appendingPathComponent("Skins").path
        let report = ThemeImporter(skinsDirectory: skins, replace: false).importPair(light: light, dark: dark, name: "Sample")
        #expect(report.written.map(\.skin) == ["sample"])
        let skin = try #require(SkinLoader().load(path: skins).skins.first)
        #expect(skin.colors["background"]?.resolve(in: TraitCollection(userInterfaceStyle: .light)).hexString == "#F8F8F0")
        #expect(skin.colors["background"]?.resolve(in: TraitCollection(userInterfaceStyle: .dark)).hexString == "#101820")
        #expect(skin.palette?.resolve(in: TraitCollection(userInterfaceStyle: .light)).first?.hexString == "#F8F8F0")
    }

    @Test func unknownFilesAndSkinFilesAreRefusedOneLineEach() throws {
        let folder = try TemporaryFolder()
        let notes = try folder.write("notes.txt", "hello\n")
        let skin = try folder.write("ocean.json", ##"{"ocean": {"Color": {"text": "#000000"}}}"##)
        let report = ThemeImporter(skinsDirectory: folder.url.appendingPathComponent("S").path, replace: false).importFiles([notes, skin])
        #expect(report.written.isEmpty)
        #expect(report.errors.map(\.message) == [ThemeFormat.triedFormatsMessage, "already a TermSkin skin file: copy it into the skins folder instead"])
    }

    @Test func folderScansNameTheFilesTheySkip() throws {
        let folder = try TemporaryFolder()
        try folder.write("README.md", "# notes\n")
        try folder.write("docker-compose.yaml", "services:\n  web:\n    image: nginx\n")
        try folder.write("theme.conf", SchemeSamples.kitty)
        try folder.write("more/theme.conf", SchemeSamples.kitty)
        try folder.write("art.bundle/logo.txt", "*")
        let result = SkinLoader().load(path: folder.url.path)
        #expect(result.errors.isEmpty)
        #expect(result.skins.map(\.name) == ["sample-scheme"])
        let skipped = result.skipped.map { (($0.path as NSString).lastPathComponent, $0.reason) }
        #expect(skipped.map(\.0) == ["README.md", "docker-compose.yaml", "more"])
        #expect(skipped[1].1 == ThemeFormat.triedFormatsMessage)
        #expect(skipped[2].1 == SkippedFile.folderReason)
        #expect(SkinLibrary.load(paths: [folder.url.path]).skipped.count == 3)
    }
}

@Suite struct SkinFileWriterTests {
    @Test func namesWithQuotesAndControlCharactersStayValidJSON() throws {
        let skin = Skin(name: "a \"b\" \\ c\u{1}", colors: ["x\ny": Dynamic(RGBColor(hex: 0x123456))])
        let json = SkinFileWriter.json(of: skin)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object.keys.first == "a \"b\" \\ c\u{1}")
    }
}
