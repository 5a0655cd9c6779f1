import SkinKit
import Testing

@testable import SkinCurses

struct DepthDetectionTests {
    private func depth(
        _ environment: [String: String], colors: Int, name: String = "xterm-256color",
        direct: Bool = false
    ) -> ColorDepth {
        TerminalCapabilities.detectDepth(
            environment: environment, colors: colors, terminalName: name,
            hasDirectColor: direct)
    }

    @Test(arguments: ["1", "0", "yes"])
    func noColorWinsWithAnyNonEmptyValue(value: String) {
        #expect(depth(["NO_COLOR": value, "COLORTERM": "truecolor"], colors: 256, direct: true) == .none)
    }

    /// no-color.org: "when present and not an empty string" — an empty NO_COLOR keeps color.
    @Test func emptyNoColorKeepsColor() {
        #expect(depth(["NO_COLOR": "", "COLORTERM": "truecolor"], colors: 256, direct: true) == .truecolor)
        #expect(depth(["NO_COLOR": ""], colors: 256) == .palette256)
    }

    @Test(arguments: ["truecolor", "24bit", "TrueColor"])
    func colorTermPromisesTruecolor(value: String) {
        #expect(depth(["COLORTERM": value], colors: 256) == .truecolor)
    }

    @Test func otherColorTermValuesAreIgnored() {
        #expect(depth(["COLORTERM": "yes"], colors: 256) == .palette256)
        #expect(depth(["COLORTERM": "gnome-terminal"], colors: 8, name: "xterm") == .palette8)
    }

    @Test func directColorEntryIsTruecolor() {
        #expect(depth([:], colors: 16_777_216, name: "xterm-direct", direct: true) == .truecolor)
        #expect(depth([:], colors: 256, name: "vte-direct") == .truecolor)
        #expect(depth([:], colors: 16_777_216, name: "custom", direct: true) == .truecolor)
    }

    @Test(arguments: [
        (256, ColorDepth.palette256), (88, .palette16), (16, .palette16), (8, .palette8),
        (2, .none), (0, .none),
    ])
    func paletteDepthFromColors(colors: Int, expected: ColorDepth) {
        #expect(depth([:], colors: colors, name: "some-terminal") == expected)
    }

    // MARK: Choosing the terminfo entry

    private static let entries: [String: TerminfoEntry] = [
        "xterm-256color": entry("xterm-256color", colors: 256),
        "xterm-direct": entry("xterm-direct", colors: 16_777_216, direct: true),
        "screen-256color": entry("screen-256color", colors: 256),
        "xterm": entry("xterm", colors: 8),
    ]

    private static func entry(_ name: String, colors: Int, direct: Bool = false) -> TerminfoEntry {
        TerminfoEntry(
            name: name, colors: colors, pairs: colors >= 256 ? 65_536 : 64, hasDirectColor: direct,
            hasItalics: true, canAddressCursor: true)
    }

    private func select(
        _ type: String, _ environment: [String: String],
        known: [String: TerminfoEntry] = entries
    ) -> TerminfoSelection.Choice? {
        TerminfoSelection.select(terminalType: type, environment: environment, load: { known[$0] })
    }

    @Test func truecolorOn256ColorEntrySwitchesToTheDirectEntry() {
        let choice = select("xterm-256color", ["COLORTERM": "truecolor"])
        #expect(choice?.entry.name == "xterm-direct")
        #expect(choice?.depth == .truecolor)
    }

    @Test func truecolorWithoutADirectEntryFallsBackTo256() {
        let choice = select("screen-256color", ["COLORTERM": "truecolor"])
        #expect(choice?.entry.name == "screen-256color")
        #expect(choice?.depth == .palette256)
        var withoutDirect = Self.entries
        withoutDirect["xterm-direct"] = nil
        #expect(select("xterm-256color", ["COLORTERM": "24bit"], known: withoutDirect)?.depth == .palette256)
    }

    @Test func withoutColorTermTheEntryIsKept() {
        let choice = select("xterm-256color", [:])
        #expect(choice?.entry.name == "xterm-256color")
        #expect(choice?.depth == .palette256)
        #expect(select("xterm", [:])?.depth == .palette8)
        #expect(
            select("xterm", ["NO_COLOR": ""])?.depth
                == TerminalCapabilities.detectDepth(
                    environment: ["NO_COLOR": ""], colors: 8, terminalName: "xterm", hasDirectColor: false))
    }

    @Test func unknownTerminalHasNoChoice() {
        #expect(select("nosuch-terminal", [:]) == nil)
    }

    @Test(arguments: [
        ("xterm-256color", ["xterm-direct"]),
        ("tmux-256color", ["tmux-direct"]),
        ("xterm-kitty", ["xterm-kitty-direct", "kitty-direct", "xterm-direct"]),
        ("xterm", ["xterm-direct"]),
        ("alacritty", ["alacritty-direct"]),
        ("xterm-direct", []),
    ])
    func directCandidates(type: String, expected: [String]) {
        #expect(TerminfoSelection.directColorCandidates(for: type) == expected)
    }

    @Test func depthsCompareByHowManyColorsTheyShow() {
        #expect(ColorDepth.truecolor.limited(to: .palette256) == .palette256)
        #expect(ColorDepth.palette8.limited(to: .palette256) == .palette8)
        #expect(ColorDepth.none.limited(to: .truecolor) == .none)
    }
}
