/// X resources (`~/.Xresources`, as xterm, URxvt and st read them): `name: value` lines whose
/// resource ends in `foreground`, `background`, `cursorColor`, `highlightColor` (the selection) or
/// `color0` … `color15`, whatever the prefix (`*`, `*.`, `XTerm*`, `URxvt.`); `!` comment lines;
/// `#define NAME value` (base16-xresources' macros) replaced in values; the last line of a
/// resource wins. A color left out is xterm's own (`TerminalPalette.xtermBase`, black on white).
enum XresourcesReader {
    static let colorResources = ["foreground", "background", "cursorColor", "highlightColor"] + (0..<16).map { "color\($0)" }
    static let defaultBackground: UInt32 = 0xFFFFFF
    static let defaultForeground: UInt32 = 0x000000

    /// One resource line: its name's last part, the value (macros replaced) and the line.
    struct Entry {
        var resource: String
        var value: String
        var line: Int
    }

    /// True when at least two lines set one of the color resources under a prefix and no line is an
    /// INI section.
    static func matches(_ text: String) -> Bool {
        var hits = 0
        for line in LeadingLines.of(text, count: 400) {
            let trimmed = String(line).trimmingSpaces
            if trimmed.hasPrefix("[") { return false }
            // A resource written with its prefix (`*.color0`, `URxvt.background`), as X resource files
            // do: a YAML file's `background: …` is not one.
            if let entry = entry(trimmed, line: 0, macros: [:]), colorResources.contains(entry.resource),
                trimmed.prefix(while: { $0 != ":" }).contains(where: { $0 == "*" || $0 == "." })
            {
                hits += 1
            }
        }
        return hits >= 2
    }

    /// `prefix.resource: value` → the resource's last part (after the last `.` or `*`) and the value.
    static func entry(_ line: String, line number: Int, macros: [String: String]) -> Entry? {
        guard !line.hasPrefix("!"), !line.hasPrefix("#"), let colon = line.firstIndex(of: ":") else { return nil }
        let name = String(line[..<colon]).trimmingSpaces
        guard !name.isEmpty, !name.contains(" ") else { return nil }
        let resource = name.split(whereSeparator: { $0 == "." || $0 == "*" }).last.map(String.init) ?? ""
        let value = String(line[line.index(after: colon)...]).trimmingSpaces
        return Entry(resource: resource, value: macros[value] ?? value, line: number)
    }

    static func read(_ text: String) throws(SkinError) -> TerminalScheme {
        var macros: [String: String] = [:]
        var entries: [String: Entry] = [:]
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(rawLine).trimmingSpaces
            if line.hasPrefix("#define") {
                let parts = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
                if parts.count >= 3 { macros[String(parts[1])] = parts[2...].joined(separator: " ") }
                continue
            }
            guard let entry = entry(line, line: index + 1, macros: macros), colorResources.contains(entry.resource) else { continue }
            entries[entry.resource] = entry
        }
        var warnings: [SkinError] = []
        func color(_ resource: String, fallback: RGBColor?) throws(SkinError) -> RGBColor? {
            guard let entry = entries[resource] else {
                if let fallback {
                    warnings.append(
                        SkinError(keyPath: [resource], message: SchemeColorText.leftOut(key: resource, color: fallback, terminal: "xterm")))
                }
                return fallback
            }
            return try XColorText.color(entry.value, keyPath: [resource], line: entry.line)
        }
        var ansi: [RGBColor] = []
        for (index, fallback) in TerminalPalette.xtermBase.enumerated() {
            ansi.append(try color("color\(index)", fallback: fallback) ?? fallback)
        }
        let background = try color("background", fallback: RGBColor(hex: defaultBackground)) ?? RGBColor(hex: defaultBackground)
        let foreground = try color("foreground", fallback: RGBColor(hex: defaultForeground)) ?? RGBColor(hex: defaultForeground)
        return TerminalScheme(
            name: nil, background: background, foreground: foreground, cursor: try color("cursorColor", fallback: nil),
            selection: try color("highlightColor", fallback: nil), ansi: ansi, warnings: warnings)
    }
}
