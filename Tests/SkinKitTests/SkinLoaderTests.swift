import Foundation
import Testing

@testable import SkinKit

struct SkinLoaderTests {
    let loader = SkinLoader()

    @Test func readsSeveralSkinsFromOneJSONFile() throws {
        let json = """
            {
              "default": { "Color": { "bg": "0x036EB7" }, "Font": { "title": { "Name": "Menlo-Bold", "Size": "20" } } },
              "night": { "Color": { "bg": { "light": "#FFFFFF", "dark": "#000000" } }, "Image": { "icon": "★" } }
            }
            """
        let result = loader.load(data: Data(json.utf8), file: "two.json")
        #expect(result.errors.isEmpty)
        #expect(result.skins.map(\.name) == ["default", "night"])
        let base = try #require(result.skins.first)
        #expect(base.colors["bg"]?.resolve(in: TraitCollection()) == RGBColor(hex: 0x036EB7))
        let font = try #require(base.fonts["title"]?.resolve(in: TraitCollection()))
        #expect(font.size == 20 && font.attributes.contains(.bold))
        #expect(result.skins[1].images["icon"]?.resolve(in: TraitCollection()).lines == ["★"])
    }

    @Test func readsTheSeedPlistLayoutWithNonASCIIKeys() throws {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
              <key>default</key>
              <dict>
                <key>Color</key>
                <dict>
                  <key>顏色1</key><string>0x036EB7</string>
                  <key>顏色2</key><string>0x025893</string>
                </dict>
                <key>Font</key>
                <dict>
                  <key>字型1</key>
                  <dict><key>Name</key><string>Marker Felt</string><key>Size</key><string>14</string></dict>
                </dict>
              </dict>
            </dict>
            </plist>
            """
        let result = loader.load(data: Data(plist.utf8), file: "CJSkin.plist")
        #expect(result.errors.isEmpty)
        let skin = try #require(result.skins.first)
        #expect(skin.colors["顏色2"]?.resolve(in: TraitCollection()) == RGBColor(hex: 0x025893))
        #expect(skin.fonts["字型1"]?.resolve(in: TraitCollection()).name == "Marker Felt")
    }

    @Test func aBrokenColorNamesFileKeyPathAndLine() throws {
        let json = """
            {
              "ocean": {
                "Color": {
                  "good": "#FFFFFF",
                  "navBar.background": "c(#GG0000)"
                }
              }
            }
            """
        let result = loader.load(data: Data(json.utf8), file: "Skins/ocean.json")
        let error = try #require(result.errors.first)
        #expect(result.errors.count == 1)
        #expect(error.file == "Skins/ocean.json")
        #expect(error.keyPath == ["ocean", "Color", "navBar.background"])
        #expect(error.line == 5)
        #expect(error.description.hasPrefix("Skins/ocean.json:5: ocean.Color.navBar.background: invalid color"))
        // The skin still loads with its good keys.
        #expect(result.skins.first?.colors["good"] != nil)
    }

    @Test func invalidJSONGivesLineAndColumn() throws {
        let json = "{\n  \"a\": {\n    \"Color\": { \"x\": #fff }\n  }\n}"
        let result = loader.load(data: Data(json.utf8), file: "bad.json")
        let error = try #require(result.errors.first)
        #expect(error.line == 3)
        #expect(error.message.hasPrefix("not valid JSON"))
    }

    /// Issue 20, item 16: a file cut short has the line where it ends, in plain words.
    @Test func truncatedJSONIsPlacedWhereTheFileEnds() throws {
        for json in ["{\n  \"t\": {\n    \"Color\": {\n      \"accent\": \"#112233\",\n", "{\n  \"t\": {\n    \"Color\": {\n      \"accent\": \"#1122"] {
            let result = loader.load(data: Data(json.utf8), file: "cut.json")
            let error = try #require(result.errors.first)
            #expect(error.line == 4, "\(error)")
            #expect(error.description.hasPrefix("cut.json:4:"), "\(error)")
            #expect(
                error.message == "not valid JSON (the file ends inside the JSON: an object, array or string is not closed); "
                    + "a skin file is a JSON object or an XML property list")
        }
    }

    @Test func aFileThatIsNeitherJSONNorPlistIsAClearError() throws {
        let result = loader.load(data: Data("just some words\n".utf8), file: "notes.json")
        let error = try #require(result.errors.first)
        #expect(error.description.hasPrefix("notes.json"))
        #expect(error.message.contains("not valid JSON"))
        let garbage = loader.load(data: Data("<not a plist".utf8), file: "x.plist")
        #expect(garbage.errors.first?.message.contains("property list") == true)
    }

    @Test func unknownSectionsAndVariantsAreReported() {
        let json = ##"{"default": {"Colour": {}, "Color": {"a": {"light": "#fff", "dusk": "#000"}}}}"##
        let result = loader.load(data: Data(json.utf8), file: "typo.json")
        let messages = result.errors.map(\.message)
        #expect(messages.contains { $0.contains("unknown section 'Colour'") && $0.contains("Color") })
        #expect(messages.contains { $0.contains("unknown variant 'dusk'") })
    }

    @Test func loadsAFolderAndTextArtImagesFromTheSkinBundle() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.json", ##"{"alpha": {"Image": {"top": "top.png"}}}"##)
        try folder.write("alpha.bundle/top.txt", "/\\\n\\/\n")
        try folder.write("notes.md", "ignored")
        try folder.write(
            "archive/CJSkin.plist",
            """
            <plist version="1.0"><dict><key>beta</key><dict><key>Color</key><dict><key>k</key><string>#010101</string></dict></dict></dict></plist>
            """)
        let result = loader.load(path: folder.url.path)
        #expect(result.errors.isEmpty)
        #expect(Set(result.skins.map(\.name)) == ["alpha", "beta"])
        let image = try #require(result.skins.first { $0.name == "alpha" }?.images["top"]?.resolve(in: TraitCollection()))
        #expect(image.lines == ["/\\", "\\/"])
        // Saved with Windows line ends, the same two lines.
        let windows = try TemporaryFolder()
        try windows.write("a.json", ##"{"alpha": {"Image": {"top": "top.png"}}}"##)
        try windows.write("alpha.bundle/top.txt", "/\\\r\n\\/\r\n")
        let again = SkinLoader().load(path: windows.url.path)
        #expect(try #require(again.skins.first?.images["top"]?.resolve(in: TraitCollection())).lines == ["/\\", "\\/"])
    }

    /// Issue 8: the file usually lives in the app's asset catalog, so it is a warning, not an error.
    @Test func aMissingImageFileIsAWarningAndThePlaceholder() {
        let result = loader.load(
            data: Data(##"{"a": {"Image": {"top": "top.png"}}}"##.utf8), file: "a.json",
            baseDirectory: FileManager.default.temporaryDirectory)
        #expect(result.errors.isEmpty)
        #expect(result.warnings.first?.message.contains("top.txt") == true)
        #expect(result.warnings.first?.keyPath == ["a", "Image", "top"])
        #expect(result.skins.first?.images["top"]?.resolve(in: TraitCollection()).lines == SkinImage.placeholder.lines)
    }

    @Test func fontsAcceptExplicitStyleKeys() throws {
        let json = ##"{"a": {"Font": {"f": {"Name": "", "Size": 30, "Weight": "light", "Italic": true, "Underline": "yes"}}}}"##
        let result = loader.load(data: Data(json.utf8), file: "f.json")
        let font = try #require(result.skins.first?.fonts["f"]?.resolve(in: TraitCollection()))
        #expect(font.name == nil)
        #expect(font.attributes == [.dim, .italic, .underline])
        #expect(font.isLarge)
        let bad = loader.load(data: Data(##"{"a": {"Font": {"f": {"Size": "big"}}}}"##.utf8), file: "f.json")
        #expect(bad.errors.first?.keyPath == ["a", "Font", "f"])
    }

    @Test func embeddedDefaultSkinLoadsCleanly() {
        let (catalog, errors) = EmbeddedSkin.catalog()
        #expect(errors.isEmpty, "\(errors)")
        #expect(catalog.defaultSkin.colors.count > 30)
        #expect(catalog.defaultSkin.source == .embedded)
    }

    @Test func aSkinDefinedInTwoFilesIsReportedAndTheLaterFileWins() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.json", ##"{"sea": {"Color": {"k": "#111111", "only.a": "#222222"}}}"##)
        try folder.write("b.json", ##"{"sea": {"Color": {"k": "#333333"}}}"##)
        let library = SkinLibrary.load(paths: [folder.url.path])
        #expect(library.errors.count == 1)
        #expect(library.errors.first?.message.contains("also defined in") == true)
        let store = SkinStore(catalog: library.catalog, skinName: "sea")
        #expect(store.resolvedColor("k") == RGBColor(hex: 0x333333))
        #expect(store.resolvedColor("only.a") == RGBColor(hex: 0x222222))
        #expect(library.catalog["sea"]?.origin.contains("a.json + ") == true)
    }

    /// The texts the Palette page shows as macro chains are kept for macro values only, and a later
    /// plain value of the same key drops the earlier chain.
    @Test func colorTextsKeepMacroValuesOnly() throws {
        let json = ##"{"s": {"Define": {"ink": "#102030"}, "Color": {"a": "d(ink)", "b": "#FFFFFF", "c": {"light": "d(ink)", "dark": "#000000"}}}}"##
        let skin = try #require(loader.load(data: Data(json.utf8), file: "s.json").skins.first)
        #expect(skin.colorTexts["a"] == [Skin.singleValueVariant: "d(ink)"])
        #expect(skin.colorTexts["b"] == nil)
        #expect(skin.colorTexts["c"] == ["light": "d(ink)", "dark": "#000000"])
        let later = try #require(loader.load(data: Data(##"{"s": {"Color": {"a": "#000000"}}}"##.utf8), file: "t.json").skins.first)
        let merged = skin.merging(later)
        #expect(merged.colorTexts["a"] == nil)
        #expect(merged.colorTexts["c"] != nil)
    }
}
