/// How many colors an output can show; colors are reduced to this depth only at the output.
public enum ColorDepth: String, CaseIterable, Hashable, Sendable, Codable {
    case truecolor
    case palette256 = "256"
    case palette16 = "16"
    case palette8 = "8"
    case none

    /// The next depth in the previewer's cycle: truecolor → 256 → 16 → 8 → none → truecolor.
    public var next: ColorDepth {
        let all = ColorDepth.allCases
        let index = all.firstIndex(of: self) ?? 0
        return all[(index + 1) % all.count]
    }

    /// A short label for status lines: `truecolor`, `256`, `16`, `8`, `mono`.
    public var label: String { self == .none ? "mono" : rawValue }

    /// True for the depths that reduce colors to palette entries 0–15, which a skin's own terminal
    /// palette replaces (256 colors use only entries 16–255).
    public var usesTerminalPalette: Bool { TerminalPalette.candidateIndices(for: self).contains(0) }
}
