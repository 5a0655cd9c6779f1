import Testing

@testable import SkinKit

/// One of iTerm2-Color-Schemes' Dracula exports in `Data/Schemes`, and how it differs from the
/// export it is held to (`RealSchemeTests.exportAgreesWithItsReference`).
struct ExportCase: Sendable, CustomTestStringConvertible {
    /// A slot a format has no color for.
    enum Slot: Sendable { case cursor, selection }

    var file: String
    var format: ThemeFormat
    /// The Ghostty export (`Dracula`), or the Windows Terminal one (`Dracula.json`).
    var reference = "Dracula"
    var lacks: Set<Slot> = []
    var name: String?
    var warnings = 0
    /// A background the program shows instead of the file's (`#RRGGBB`).
    var background: UInt32?
    /// Color 15 the program keeps as its own (`#RRGGBB`).
    var ownColor15: UInt32?

    var testDescription: String { file }

    static let all: [ExportCase] = [
        // xrdb's defines hold every slot; Royal TS has no selection; cosmic-term no background (COSMIC
        // Dark's, a warning) and no selection.
        ExportCase(file: "Dracula.xrdb", format: .xrdbDefines, reference: "Dracula.json"),
        ExportCase(file: "Dracula.termcolors", format: .royalTS, reference: "Dracula.json", lacks: [.selection], name: "Dracula"),
        ExportCase(
            file: "Dracula.ron", format: .cosmicTerm, reference: "Dracula.json", lacks: [.selection], name: "Dracula", warnings: 1,
            background: 0x1B1B1B),
        // None of the three is written a selection. Only termite colors the cursor: Terminator and
        // xfce4-terminal are written a key their terminal does not use (a warning); both name the scheme.
        ExportCase(file: "Dracula termite", format: .termite, lacks: [.selection]),
        ExportCase(file: "Dracula.config", format: .terminator, lacks: [.cursor, .selection], name: "Dracula", warnings: 1),
        ExportCase(file: "Dracula.theme", format: .xfceTerminal, lacks: [.cursor, .selection], name: "Dracula", warnings: 1),
        // No selection in MobaXterm's or LXTerminal's, no cursor in LXTerminal's, whose file is a
        // snippet for `[general]` (a warning).
        ExportCase(file: "Dracula.ini", format: .mobaXterm, lacks: [.selection]),
        ExportCase(file: "Dracula lxterminal.conf", format: .lxTerminal, lacks: [.cursor, .selection], warnings: 1),
        ExportCase(file: "Dracula.colors", format: .remmina),
        // The scripts: Pantheon Terminal stores 15 of the palette (color 15 its own, a warning), has
        // no selection, and its `name` names the scheme.
        ExportCase(file: "Dracula dynamic-colors.sh", format: .oscScript),
        ExportCase(file: "Dracula iterm-dynamic-colors.sh", format: .oscScript),
        ExportCase(
            file: "Dracula pantheonterminal.sh", format: .pantheonTerminal, lacks: [.selection], name: "Dracula", warnings: 1,
            ownColor15: 0xEEEEEE),
        // termframe has no cursor or selection, wayst no cursor; electerm's names its scheme (`themeName`).
        ExportCase(file: "Dracula termframe.toml", format: .termframe, lacks: [.cursor, .selection]),
        ExportCase(file: "Dracula wayst", format: .wayst, lacks: [.cursor]),
        ExportCase(file: "Dracula.txt", format: .electerm, name: "Dracula"),
    ]
}
