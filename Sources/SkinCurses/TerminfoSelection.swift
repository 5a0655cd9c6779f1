import SkinKit

/// Chooses the terminfo entry ncurses runs with and the color depth it can show.
///
/// When `COLORTERM` promises truecolor but `TERM` is a 256-color entry (`xterm-256color` in most
/// terminals), ncurses cannot emit RGB with that entry. The selection then tries the `-direct`
/// variant of the same terminal (`xterm-direct`, `tmux-direct`, …, from Debian's `ncurses-term`),
/// which differs only in how colors are sent; when none is installed it falls back to the palette
/// depth of `TERM`, so colors are quantized by CIEDE2000 rather than sent wrong.
enum TerminfoSelection {
    struct Choice: Hashable, Sendable {
        let entry: TerminfoEntry
        let depth: ColorDepth
    }

    /// The entry and depth for `terminalType`, or nil when terminfo does not know it.
    static func select(
        terminalType: String, environment: [String: String],
        load: (String) -> TerminfoEntry?
    ) -> Choice? {
        guard let entry = load(terminalType) else { return nil }
        let wanted = TerminalCapabilities.detectDepth(
            environment: environment, colors: entry.colors,
            terminalName: entry.name,
            hasDirectColor: entry.hasDirectColor)
        guard wanted == .truecolor, !entry.hasDirectColor else { return Choice(entry: entry, depth: wanted) }
        for candidate in directColorCandidates(for: terminalType) {
            if let direct = load(candidate), direct.hasDirectColor, direct.canAddressCursor {
                return Choice(entry: direct, depth: .truecolor)
            }
        }
        return Choice(entry: entry, depth: TerminalCapabilities.paletteDepth(colors: entry.colors))
    }

    /// Direct-color entry names to try for a terminal type, most specific first:
    /// `xterm-256color` → `xterm-direct`; `xterm-kitty` → `xterm-kitty-direct`, `kitty-direct`, `xterm-direct`.
    static func directColorCandidates(for terminalType: String) -> [String] {
        let colorSuffixes = ["-256color", "-88color", "-16color", "-truecolor", "-24bit", "-color"]
        var base = terminalType
        if let suffix = colorSuffixes.first(where: { base.hasSuffix($0) }) { base.removeLast(suffix.count) }
        guard !base.hasSuffix("-direct") else { return [] }
        var candidates = [base + "-direct"]
        if base.hasPrefix("xterm-") { candidates.append(String(base.dropFirst("xterm-".count)) + "-direct") }
        if base.hasPrefix("xterm") { candidates.append("xterm-direct") }
        var seen = Set<String>()
        return candidates.filter { seen.insert($0).inserted }
    }
}
