import Foundation
import Testing

@testable import SkinKit

/// MobaXterm's `[Colors]` (the real one is `Data/Schemes/Dracula.ini`, in RealSchemeTests): read
/// as Windows reads an INI file, every color required.
@Suite struct MobaXtermColorsTests {
    static let colors: String = {
        let keys = MobaXtermReader.ansiKeys.enumerated().map { "\($1)=\($0 * 10),\($0 * 10 + 1),\($0 * 10 + 2)" }
        return (["BackgroundColour=38,36,39", "ForegroundColour=252, 252, 250", "CursorColour=1,2,3"] + keys).joined(separator: "\n")
    }()

    func scheme(_ text: String) throws(SkinError) -> TerminalScheme { try ThemeText.scheme(text, file: "MobaXterm.ini", as: .mobaXterm) }

    /// The whole settings file: only `[Colors]` read (in any case), `;` comments, the first line of
    /// a key winning, spaces around the numbers allowed; `DefaultColorScheme` passed over.
    @Test func theColorsSectionIsReadAsWindowsReadsIt() throws {
        let read = try scheme(
            """
            ;comment
            [Bookmarks]
            Black=9,9,9
            [colors]
            DefaultColorScheme=0
            \(Self.colors)
            black=200,200,200
            [Font]
            Size=10
            """)
        #expect(read.background.hexString == "#262427")
        #expect(read.foreground.hexString == "#FCFCFA")
        #expect(read.cursor?.hexString == "#010203")
        #expect(read.ansi[0].hexString == "#000102")
        #expect(read.ansi[1].hexString == "#0A0B0C")
        #expect(read.ansi[8].hexString == "#505152")
        #expect(read.ansi[15].hexString == "#969798")
        #expect(read.selection == nil)
        #expect(read.warnings.isEmpty)
    }

    /// A color left out (MobaXterm's own are not published) and a value that is not `R,G,B` of
    /// 0–255 are errors, at the section's line and the value's.
    @Test(arguments: [
        (
            "ForegroundColour=252, 252, 250", "",
            "MobaXterm.ini:1: Colors.ForegroundColour: missing color 'ForegroundColour': "
                + "MobaXterm's own is not published, so the [Colors] section must set all 19 colors"
        ),
        (
            "BackgroundColour=38,36,39", "BackgroundColour=1,2,256",
            "MobaXterm.ini:2: Colors.BackgroundColour: '1,2,256' is not a MobaXterm color (expected R,G,B, each 0–255)"
        ),
        ("Red=10,11,12", "Red=#ff0000", "MobaXterm.ini:6: Colors.Red: '#ff0000' is not a MobaXterm color (expected R,G,B, each 0–255)"),
    ])
    func whatCannotBeShownIsAnError(line: String, replacement: String, message: String) {
        let text = "[Colors]\n" + Self.colors.replacingOccurrences(of: line, with: replacement)
        #expect(ThemeText.problem(text, file: "MobaXterm.ini") == message)
    }

    /// foot's `[colors]`, an INI file without MobaXterm's keys and a `[Colors]` of other values stay theirs.
    @Test func otherINIFilesAreNotMobaXterms() {
        #expect(!MobaXtermReader.matches("[colors]\nbackground=262427\nregular0=000000\n"))
        #expect(!MobaXtermReader.matches("[Colors]\nBlack=#000000\n"))
        #expect(!MobaXtermReader.matches("[Misc]\nBlack=0,0,0\n"))
        #expect(MobaXtermReader.matches(";Theme: x\n[COLORS]\nblack=0,0,0\n"))
        #expect(MobaXtermReader.channels(" 1 , 2 ,3") == RGBColor(red: 1, green: 2, blue: 3))
        #expect(MobaXtermReader.channels("1,2") == nil)
        #expect(MobaXtermReader.channels("1,2,-3") == nil)
    }
}
