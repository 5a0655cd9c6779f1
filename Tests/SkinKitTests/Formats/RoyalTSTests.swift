import Foundation
import Testing

@testable import SkinKit

/// Royal TS `.termcolors` palettes (the real one is `Data/Schemes/Dracula.termcolors`, in
/// RealSchemeTests): read by `terminalMapping`, as iTerm2-Color-Schemes' template writes them.
@Suite struct RoyalTSTests {
    func entry(_ mapping: String, _ color: String) -> String {
        "{\"name\": \"x\", \"color\": \"\(color)\", \"terminalMapping\": \"\(mapping)\"}"
    }

    func palette(_ entries: [String], name: String = "Mine") -> String {
        "{\n\"userInterface\": false,\n\"terminal\": true,\n\"colors\": [\n" + entries.joined(separator: ",\n") + "\n],\n\"paletteName\": \"\(name)\"\n}"
    }

    /// Mappings with the template's spellings (and any case), the later of two taken with a warning,
    /// an unknown one passed over with a warning, user interface colors and bold colors passed over,
    /// what is left out xterm's with a warning.
    @Test func mappingsAreReadAsTheTemplateWritesThem() throws {
        let text = palette([
            entry("foreground", "#fcfcfa"), entry("background", "#262427"), entry("boldforeground", "#ffffff"),
            entry("cursorBackground", "#fcfcfa"), entry("cursorForeground", "#000000"), entry("ansiBlack", "#262427"),
            entry("ANSIRED", "#ff666d"), entry("ansiRed", "#ff0000"), entry("ansiBrightWhite", "#fcfcfb"),
            entry("ansiOrange", "#ff8000"), "{\"name\": \"Window\", \"color\": \"#123456\"}",
        ])
        let read = try ThemeText.scheme(text, file: "Mine.termcolors", as: .royalTS)
        #expect(read.name == "Mine")
        #expect(read.foreground.hexString == "#FCFCFA")
        #expect(read.background.hexString == "#262427")
        #expect(read.cursor?.hexString == "#FCFCFA")
        #expect(read.selection == nil)
        #expect(read.ansi[0].hexString == "#262427")
        #expect(read.ansi[1].hexString == "#FF0000")
        #expect(read.ansi[2].hexString == "#00CD00")
        #expect(read.ansi[15].hexString == "#FCFCFB")
        #expect(read.warnings.count == 15)
        #expect(
            read.warnings.prefix(3).map(\.description) == [
                "colors[7].terminalMapping: 'ansiRed' mapped again (first at colors[6]): this later one taken",
                "colors[9].terminalMapping: 'ansiOrange' is no terminal color Royal TS is known to map: passed over",
                "colors: missing terminal mapping 'ansiGreen': xterm's #00CD00 taken (Royal TS's own is not published)",
            ])
    }

    /// A bad color or entry is an error at its line.
    @Test(arguments: [
        (
            ["{\"color\": \"#fcfcfa\", \"terminalMapping\": \"foreground\"}", "{\"color\": \"#fcfcf\", \"terminalMapping\": \"background\"}"],
            "Bad.termcolors:6: colors[1].color: '#fcfcf' is not a color a Royal TS palette holds (#RRGGBB)"
        ),
        (
            ["{\"color\": \"#fcfcfa\", \"terminalMapping\": \"foreground\"}", "{\"terminalMapping\": 4}"],
            "Bad.termcolors:6: colors[1].terminalMapping: '4' is not a terminal mapping (expected a string)"
        ),
    ])
    func aBadEntryIsAnErrorAtItsLine(entries: [String], message: String) {
        #expect(ThemeText.problem(palette(entries), file: "Bad.termcolors") == message)
    }

    /// A JSON document of another kind is no Royal TS palette: a skin with a `colors` array stays a skin.
    @Test func otherDocumentsAreNotPalettes() throws {
        #expect(!RoyalTSReader.matches(["colors": [["name": "a", "color": "#000000"]]] as [String: Any]))
        #expect(RoyalTSReader.matches(["colors": [["terminalMapping": "foreground"]]] as [String: Any]))
        #expect(RoyalTSReader.matches(SkinNode.dictionary(["colors": .array([.dictionary(["terminalMapping": "foreground"])])])))
    }
}
