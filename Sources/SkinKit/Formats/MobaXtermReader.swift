/// MobaXterm's terminal colors: the `[Colors]` section of `MobaXterm.ini` (the whole settings file,
/// or the snippet iTerm2-Color-Schemes writes for pasting into it), a Windows INI file:
/// `BackgroundColour`, `ForegroundColour`, `CursorColour` and the 16 colors `Black` … `White`,
/// `BoldBlack` … `BoldWhite`, each `R,G,B` in decimal. Only `[Colors]` is read; its other keys
/// (`DefaultColorScheme`) and the other sections (bookmarks, fonts) are passed over.
///
/// MobaXterm is closed source and documents no parser or defaults, so this reproduces the file
/// as MobaXterm writes it and as the collection's template (`tools/templates/mobaxterm.ini`,
/// mbadolato/iTerm2-Color-Schemes 4cbae627) fills it, read by the rules of Windows' INI files
/// (`GetPrivateProfileString`; MobaXterm's own reader is not public): section and key names in any
/// case, `;` comment lines, the first line of a key winning. Decided here: each of the 19 colors is required, since MobaXterm's own values are
/// not published (a key left out is an error naming it, at the `[Colors]` line), and a value that
/// is not three decimals 0–255 separated by commas (spaces around them allowed) is an error at its line.
enum MobaXtermReader {
    static let section = "colors"
    /// The 16 colors' keys in ANSI order: the normal eight, then their `Bold` (bright) forms.
    static let ansiKeys: [String] = {
        let names = ["Black", "Red", "Green", "Yellow", "Blue", "Magenta", "Cyan", "White"]
        return names + names.map { "Bold" + $0 }
    }()
    static let colorKeys = ["BackgroundColour", "ForegroundColour", "CursorColour"] + ansiKeys

    /// True for a `[Colors]` section (any case) that sets one of MobaXterm's color keys to `R,G,B`.
    static func matches(_ text: String) -> Bool {
        let known = Set(colorKeys.map { $0.lowercased() })
        var inColors = false
        for line in LeadingLines.of(text, count: 1000) {
            let trimmed = String(line).trimmingSpaces
            if let name = KeyFileText.header(trimmed) {
                inColors = name.trimmingSpaces.lowercased() == section
            } else if inColors, let (key, value) = KeyFileText.entry(trimmed), known.contains(key.lowercased()), channels(value) != nil {
                return true
            }
        }
        return false
    }

    static func read(_ text: String) throws(SkinError) -> TerminalScheme {
        var header: Int?
        var values: [String: KeyFileText.Value] = [:]
        var inColors = false
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(rawLine).trimmingSpaces
            if line.hasPrefix(";") { continue }
            if let name = KeyFileText.header(line) {
                inColors = name.trimmingSpaces.lowercased() == section
                if inColors, header == nil { header = index + 1 }
            } else if inColors, let (key, value) = KeyFileText.entry(line), values[key.lowercased()] == nil {
                values[key.lowercased()] = KeyFileText.Value(text: value, line: index + 1)
            }
        }
        func color(_ key: String) throws(SkinError) -> RGBColor {
            guard let value = values[key.lowercased()] else {
                throw SkinError(
                    keyPath: ["Colors", key], line: header,
                    message: "missing color '\(key)': MobaXterm's own is not published, so the [Colors] section must set all 19 colors")
            }
            guard let color = channels(value.text) else {
                throw SkinError(keyPath: ["Colors", key], line: value.line, message: "'\(value.text)' is not a MobaXterm color (expected R,G,B, each 0–255)")
            }
            return color
        }
        let (background, foreground, cursor) = (try color("BackgroundColour"), try color("ForegroundColour"), try color("CursorColour"))
        var ansi: [RGBColor] = []
        for key in ansiKeys { ansi.append(try color(key)) }
        return TerminalScheme(name: nil, background: background, foreground: foreground, cursor: cursor, ansi: ansi)
    }

    /// `R,G,B`: three decimals 0–255, spaces around each allowed; nil for anything else.
    static func channels(_ text: String) -> RGBColor? {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { Whitespace.trimmingSpaces($0) }
        guard parts.count == 3 else { return nil }
        var read: [UInt8] = []
        for part in parts {
            guard (1...3).contains(part.count), part.allSatisfy({ ("0"..."9").contains($0) }), let value = UInt8(part) else { return nil }
            read.append(value)
        }
        return RGBColor(red: read[0], green: read[1], blue: read[2])
    }
}
