import Foundation
import Testing

@testable import SkinKit

/// Issue 20, item 4: lookalikes of `default` are one name, refused by archive and theme import.
struct SkinNameTests {
    static let lookalikes = [
        "default", "Default", "DEFAULT", "ｄｅｆａｕｌｔ", "de\u{200B}fault", "\u{FEFF}default",
        "def\u{00AD}ault", "default\u{200D}", " default ",
    ]

    @Test(arguments: lookalikes) func aLookalikeReadsAsDefault(name: String) {
        #expect(SkinName.isReserved(name), "\(name.unicodeScalars.map(\.value))")
    }

    @Test func otherNamesAreNotReserved() {
        for name in ["defaults", "default-2", "my-default", "dark", "déFault"] { #expect(!SkinName.isReserved(name), "\(name)") }
        #expect(SkinName.normalized("ＯＣＥＡＮ") == "ocean")
    }

    @Test(arguments: lookalikes) func anArchiveMayNotDefineALookalike(name: String) throws {
        let folder = try TemporaryFolder()
        let zip = folder.url.appendingPathComponent("pack.zip")
        let manifest = ##"{"\##(name)": {"Color": {"accent": "#FF3366"}}}"##
        try SkinArchiveTests.zip([("skins.json", manifest)], at: zip)
        let skins = folder.url.appendingPathComponent("Skins").path
        #expect {
            try SkinArchive(url: zip).install(into: skins)
        } throws: { error in
            "\(error)".contains("may not define the 'default' skin or one whose name reads as it")
        }
        #expect(!FileManager.default.fileExists(atPath: skins))
    }

    @Test func themeImportWritesNoDefaultSkinByNameOrByScheme() throws {
        let folder = try TemporaryFolder()
        let light = try folder.write("light.conf", SchemeSamples.kitty)
        let dark = try folder.write("dark.conf", SchemeSamples.kitty)
        let named = try folder.write("named.conf", SchemeSamples.kitty.replacingOccurrences(of: "## name: Sample Scheme", with: "## name: Default"))
        let skins = folder.url.appendingPathComponent("Skins").path
        let importer = ThemeImporter(skinsDirectory: skins, replace: true)
        for name in ["default", "DEFAULT", "ｄｅｆａｕｌｔ"] {
            let pair = importer.importPair(light: light, dark: dark, name: name)
            #expect(pair.written.isEmpty, "\(name)")
            #expect(pair.errors.map(\.description).first?.contains("reads as 'default'") == true, "\(pair.errors)")
        }
        let scheme = importer.importFiles([named])
        #expect(scheme.written.isEmpty)
        #expect(
            scheme.errors.map(\.description) == [
                "\(named): the skin would be named 'default', which reads as 'default' "
                    + "(it would restyle every other skin); give --name or rename the scheme"
            ])
        let written = (try? FileManager.default.contentsOfDirectory(atPath: skins)) ?? []
        #expect(written.isEmpty, "\(written)")
    }
}
