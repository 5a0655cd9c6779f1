import SkinKit
import Testing

/// A skin as terminal colors, and the sequences that set and reset them.
struct TerminalColorsTests {
    @Test func anAppSkinsPaletteComesFromItsRolesAndTheRestIsXterms() throws {
        let store = SkinStore(catalog: EmbeddedSkin.catalog().catalog, traits: TraitCollection(userInterfaceStyle: .light))
        let colors = TerminalColors(store: store)
        #expect(colors.background == RGBColor(hex: 0xF2F2F7) && colors.foreground == RGBColor(hex: 0x1C1C1E))
        #expect(colors.cursor == RGBColor(hex: 0x007AFF), "no cursor key: the accent")
        #expect(colors.palette[1] == RGBColor(hex: 0xD70015), "red is the error color")
        #expect(colors.palette[2] == RGBColor(hex: 0x34C759), "green is switch.on")
        #expect(colors.palette[4] == RGBColor(hex: 0x007AFF), "blue is the accent")
        #expect(colors.palette[8] == RGBColor(hex: 0x6C6C70), "bright black is secondaryText")
        #expect(colors.palette[5] == TerminalPalette.xterm256[5], "magenta: no role, xterm's")
        #expect(colors.palette.count == 16)
    }

    @Test func theSequencesSetEveryEntryAndResetOneByOne() {
        let colors = TerminalColors(
            foreground: RGBColor(hex: 0xE0E0E0), background: RGBColor(hex: 0x102030), cursor: RGBColor(hex: 0x0A0B0C),
            palette: (0..<16).map { RGBColor(hex: UInt32($0) * 0x010101) })
        let set = TerminalColorSequences.set(colors)
        #expect(set.hasPrefix("\u{1B}]4;0;rgb:00/00/00;1;rgb:01/01/01;"))
        #expect(set.contains(";15;rgb:0f/0f/0f\u{1B}\\"))
        #expect(set.hasSuffix("\u{1B}]10;rgb:e0/e0/e0\u{1B}\\\u{1B}]11;rgb:10/20/30\u{1B}\\\u{1B}]12;rgb:0a/0b/0c\u{1B}\\"))
        let reset = TerminalColorSequences.reset
        #expect((0..<16).allSatisfy { reset.contains("\u{1B}]104;\($0)\u{1B}\\") }, "st ignores a bare 104")
        #expect(reset.hasSuffix("\u{1B}]110\u{1B}\\\u{1B}]111\u{1B}\\\u{1B}]112\u{1B}\\"))
    }

    @Test func aSnapshotGivesBackTheAnswersAsWrittenAndResetsTheRest() {
        var snapshot = TerminalColorSnapshot()
        snapshot.record(.background, spec: "rgb:2828/2c2c/3434")
        snapshot.record(.palette(3), spec: "rgb:cd/cd/00")
        snapshot.record(.cursor, spec: "rgb:1/2/3\u{1B}]0;title")
        let restore = snapshot.restoreSequences
        #expect(restore.contains("\u{1B}]11;rgb:2828/2c2c/3434\u{1B}\\") && restore.contains("\u{1B}]4;3;rgb:cd/cd/00\u{1B}\\"))
        #expect(restore.contains("\u{1B}]104;2\u{1B}\\") && !restore.contains("\u{1B}]104;3\u{1B}\\"))
        #expect(restore.contains("\u{1B}]110\u{1B}\\") && restore.contains("\u{1B}]112\u{1B}\\"), "an unsafe spec is not kept: reset")
        #expect(!restore.contains("title"))
        #expect(TerminalColorSnapshot().restoreSequences == TerminalColorSequences.reset)
        let query = TerminalColorSequences.query
        #expect(query.hasPrefix("\u{1B}]4;0;?\u{1B}\\") && query.hasSuffix("\u{1B}]12;?\u{1B}\\\u{1B}[c"))
    }
}
