/// A script that loads Pantheon Terminal's colors with `dconf load /org/pantheon/terminal/settings/
/// <<WORD` (iTerm2-Color-Schemes' `pantheonterminal/`), read as text, never run. The here-document
/// is read as `dconf load` reads it: a GLib key file (`KeyFileText`; a line GLib refuses fails the
/// load, an error) whose `[/]` group holds GVariant text (`GVariantText`; a value that is none
/// fails the load too). Its `$`, `` ` `` and `\` would be the shell's with an unquoted `WORD`: refused.
///
/// The keys are read as the Pantheon Terminal that read this path read them (elementary/terminal
/// 184b6e99, the last commit before the schema moved to `/io/elementary/terminal/settings/`;
/// `src/Widgets/TerminalWidget.vala` `restore_settings` and `org.pantheon.terminal.gschema.xml`;
/// today's elementary Terminal reads another path, and its palette only with `theme='custom'`):
/// `foreground`, `background`, `cursor-color` and `palette` by `Gdk.RGBA.parse` (`GdkColorText`;
/// one it cannot read leaves the zeroed `Gdk.RGBA`, transparent black, with a warning). Its
/// palette loop stores an entry only when it meets a `:`, so of `'#c0:#c1:…:#c15'` the last entry is
/// never stored and color 15 keeps its own `#EEEEEE` (a warning), and a palette of fewer entries
/// keeps its own colors after them; more than 16 `:` would write past its 16 colors, an error.
/// The background's alpha (`rgba(40,42,54,.95)`) made the window translucent; a skin is opaque
/// and takes the color, as the GNOME Terminal and LXTerminal readers do. What the file leaves out
/// is the schema's default, with a warning. `name` (not read by Pantheon Terminal) names the scheme.
enum PantheonTerminalReader {
    static let path = "/org/pantheon/terminal/settings/"
    static let defaultForeground = "#94a3a5"
    static let defaultBackground = "rgba(37, 46, 50, 0.95)"
    static let defaultCursor = "#839496"
    /// The schema's default `palette`.
    static let defaultPalette =
        "#073642:#dc322f:#859900:#b58900:#268bd2:#ec0048:#2aa198:#94a3a5:#586e75:#cb4b16:#859900:#b58900:#268bd2:#d33682:#2aa198:#6c71c4"
    /// `restore_settings`' `hex_palette`: the colors a palette does not store.
    static let ownPalette = [
        "#000000", "#FF6C60", "#A8FF60", "#FFFFCC", "#96CBFE", "#FF73FE", "#C6C5FE", "#EEEEEE",
        "#000000", "#FF6C60", "#A8FF60", "#FFFFB6", "#96CBFE", "#FF73FE", "#C6C5FE", "#EEEEEE",
    ]

    /// True for a `dconf load` of Pantheon Terminal's settings path from a here-document.
    static func matches(_ text: String) -> Bool {
        LeadingLines.of(text, count: 20).contains { load($0) != nil }
    }

    /// The here-document's word of a `dconf load /org/pantheon/terminal/settings/ <<WORD` line
    /// (`<<-`, `'WORD'` and `"WORD"` too), and whether it is quoted.
    private static func load(_ line: Substring) -> (word: String, quoted: Bool)? {
        let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard words.count >= 3, words[0] == "dconf", words[1] == "load", words[2] == path else { return nil }
        var rest = words.dropFirst(3).joined(separator: " ")
        guard rest.hasPrefix("<<") else { return nil }
        rest = String(rest.dropFirst(2))
        if rest.hasPrefix("-") { rest = String(rest.dropFirst()) }
        rest = rest.trimmingSpaces
        if let quote = rest.first, quote == "'" || quote == "\"", rest.count >= 2, rest.last == quote {
            return (String(rest.dropFirst().dropLast()), true)
        }
        return rest.isEmpty || !ShellWords.isName(rest) ? nil : (rest, false)
    }

    static func read(_ text: String) throws(SkinError) -> TerminalScheme {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var body: (first: Int, lines: [Substring])?
        var index = 0
        while index < lines.count {
            let line = lines[index]
            let trimmed = Whitespace.trimmingSpaces(line)
            if body == nil, let (word, quoted) = load(line) {
                let first = index + 1
                guard let end = lines[first...].firstIndex(where: { $0.drop { $0 == "\t" } == word }) else {
                    throw SkinError(line: index + 1, message: "the here-document '\(ControlCharacters.escaped(word))' never ends")
                }
                if !quoted, let shell = lines[first..<end].firstIndex(where: { $0.contains { "$`\\".contains($0) } }) {
                    throw SkinError(line: shell + 1, message: "a $, ` or \\ in a here-document is the shell's: not read without running the script")
                }
                body = (first, Array(lines[first..<end]))
                index = end + 1
                continue
            }
            guard trimmed.isEmpty || trimmed.hasPrefix("#") else {
                throw SkinError(
                    line: index + 1,
                    message: "'\(OSCColorState.quoted(trimmed))' is not read: only the dconf load of \(path) is (the script is not run)")
            }
            index += 1
        }
        guard let body else { throw SkinError(message: "no dconf load of \(path) here") }
        return try scheme(body.lines, offset: body.first)
    }

    /// The here-document's `[/]` group as Pantheon Terminal reads it; `offset` is its first line's index.
    private static func scheme(_ lines: [Substring], offset: Int) throws(SkinError) -> TerminalScheme {
        for (index, line) in lines.enumerated() where KeyFileText.isRefusedByGLib(Whitespace.trimmingSpaces(line)) {
            throw SkinError(
                line: offset + index + 1,
                message: "'\(OSCColorState.quoted(Whitespace.trimmingSpaces(line)))' is no group, key=value or # comment: dconf load refuses the file")
        }
        let group = KeyFileText.groups(lines.joined(separator: "\n"))["/"]
        var warnings: [SkinError] = []
        func string(_ key: String) throws(SkinError) -> (text: String, line: Int?)? {
            guard let value = group?.values[key] else { return nil }
            let line = offset + value.line
            guard let read = GVariantText.string(value.text) else {
                throw SkinError(
                    keyPath: [key], line: line, message: "'\(OSCColorState.quoted(value.text))' is not a GVariant string: dconf load refuses it")
            }
            return (read, line)
        }
        func color(_ text: String, key: String, line: Int?) -> RGBColor {
            if let read = GdkColorText.parse(text) { return read }
            let message = "'\(OSCColorState.quoted(text))' is not a color GTK reads (\(GdkColorText.notations)): Pantheon Terminal takes transparent black"
            warnings.append(SkinError(keyPath: [key], line: line, message: message))
            return RGBColor(hex: 0x000000)
        }
        func setting(_ key: String, default fallback: String) throws(SkinError) -> RGBColor {
            if let (text, line) = try string(key) { return color(text, key: key, line: line) }
            let taken = color(fallback, key: key, line: nil)
            warnings.append(SkinError(keyPath: [key], message: SchemeColorText.leftOut(key: key, color: taken, terminal: "Pantheon Terminal")))
            return taken
        }
        let foreground = try setting("foreground", default: defaultForeground)
        let background = try setting("background", default: defaultBackground)
        let cursor = try setting("cursor-color", default: defaultCursor)
        let palette = try string("palette")
        if palette == nil {
            warnings.append(
                SkinError(
                    keyPath: ["palette"],
                    message: SchemeColorText.leftOut("color 'palette'", taking: "its default '\(defaultPalette)'", as: "Pantheon Terminal")))
        }
        let entries = (palette?.text ?? defaultPalette).split(separator: ":", omittingEmptySubsequences: false)
        guard entries.count <= 17 else {
            throw SkinError(
                keyPath: ["palette"], line: palette?.line,
                message: "\(entries.count) colors: Pantheon Terminal's palette loop would store past its 16 colors")
        }
        var ansi = ownPalette.map { color($0, key: "palette", line: nil) }
        for (slot, entry) in entries.dropLast().enumerated() { ansi[slot] = color(String(entry), key: "palette", line: palette?.line) }
        if let last = entries.last, !last.isEmpty {
            let slot = entries.count - 1
            let kept = slot < ownPalette.count ? ": color \(slot) is its own \(ownPalette[slot])" : ""
            let message =
                "'\(OSCColorState.quoted(String(last)))' after the last ':' is never stored (Pantheon Terminal's loop stores an entry at a ':')\(kept)"
            warnings.append(SkinError(keyPath: ["palette"], line: palette?.line, message: message))
        }
        return TerminalScheme(
            name: try string("name")?.text, background: background, foreground: foreground, cursor: cursor, ansi: ansi, warnings: warnings)
    }
}
