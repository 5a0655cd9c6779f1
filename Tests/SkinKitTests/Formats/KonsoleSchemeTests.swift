import Foundation
import Testing

@testable import SkinKit

/// Konsole `.colorscheme` files (the real one is `Data/Schemes/Dracula.colorscheme`, in
/// RealSchemeTests): what a scheme leaves out taken as Konsole's `readColorEntry` takes it.
@Suite struct KonsoleSchemeTests {
    func scheme(_ text: String) throws(SkinError) -> TerminalScheme { try ThemeText.scheme(text, file: "Mine.colorscheme", as: .konsole) }

    /// An intense color left out is its normal one; a normal one is Konsole's default; `R,G,B,A`
    /// drops the alpha; `[General] Description` names the scheme.
    @Test func leftOutColorsAreKonsoles() throws {
        let read = try scheme(
            """
            [General]
            Description=Mine

            [Background]
            Color=16,32,48,255

            [Foreground]
            Color=#eeeeee

            [Color1]
            Color=200,0,0
            """)
        #expect(read.name == "Mine")
        #expect(read.background.hexString == "#102030")
        #expect(read.foreground.hexString == "#EEEEEE")
        #expect(read.ansi[1].hexString == "#C80000")
        #expect(read.ansi[9].hexString == "#C80000")
        #expect(read.ansi[2].hexString == "#18B218")
        #expect(read.warnings.count == 15)
        #expect(
            read.warnings.map(\.description).contains("Color1Intense.Color: missing color 'Color1Intense': its normal color #C80000 taken, as Konsole does"))
    }

    @Test func aWrongColorIsAnErrorAtItsLine() {
        do {
            _ = try scheme("[Background]\nColor=0,0,0\n\n[Foreground]\nColor=256,0,0\n")
            Issue.record("a wrong color was read")
        } catch {
            #expect(error.description == "Mine.colorscheme:5: Foreground.Color: '256,0,0' is not a color (expected R,G,B in 0–255 or #RRGGBB)")
        }
    }

    /// A folder scan reads `.colorscheme` files, and one that is not a scheme is an error there.
    @Test func aFolderScanReadsColorSchemeFiles() throws {
        let folder = try TemporaryFolder()
        try folder.write("Night.colorscheme", "[Background]\nColor=0,0,0\n[Foreground]\nColor=255,255,255\n")
        try folder.write("Broken.colorscheme", "not a scheme\n")
        let result = SkinLoader().load(path: folder.url.path)
        #expect(result.skins.map(\.name) == ["night"])
        #expect(result.errors.map(\.description) == ["\(folder.url.path)/Broken.colorscheme: \(ThemeFormat.triedFormatsMessage)"])
    }
}
