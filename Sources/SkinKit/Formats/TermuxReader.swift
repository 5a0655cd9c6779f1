/// Termux's `~/.termux/colors.properties`: Java properties lines (`key=value`, `key: value` or
/// `key value`; `#` and `!` comment lines) of `foreground`, `background`, `cursor` and `color0` …
/// `color258` (16–258 are not read: 256–258 are the slots of its foreground, background and cursor), read as Termux reads them (`TerminalColorScheme.updateWith`
/// and `TerminalColors.parse` in termux/termux-app 30ebb2de): `#RGB` … `#RRRRGGGGBBBB` and
/// `rgb:R/G/B` of equal parts, each channel scaled to 8 bits; a value is taken to the end of its
/// line, and any other key makes Termux refuse the file, so both are errors at their line. What a
/// file leaves out is Termux's own, with a warning; a cursor left out follows the background
/// (white on a dark one, black on a light one), as Termux's `setCursorColorForBackground` does.
enum TermuxReader {
    static let defaultForeground: UInt32 = 0xFFFFFF
    static let defaultBackground: UInt32 = 0x000000
    static let defaultCursor: UInt32 = 0xFFFFFF
    /// `DEFAULT_COLORSCHEME`'s first 16 entries.
    static let defaultColors: [UInt32] = [
        0x000000, 0xCD0000, 0x00CD00, 0xCDCD00, 0x6495ED, 0xCD00CD, 0x00CDCD, 0xE5E5E5,
        0x7F7F7F, 0xFF0000, 0x00FF00, 0xFFFF00, 0x5C5CFF, 0xFF00FF, 0x00FFFF, 0xFFFFFF,
    ]
    /// Termux's color table is 259 entries: 256 indexed colors and three defaults.
    static let indexedColors = 256

    struct Property {
        var key: String
        var value: String
        var line: Int
    }

    /// True when every property in the text's head is one of Termux's keys and one is a color.
    static func matches(_ text: String) -> Bool {
        var keys = 0
        for (index, line) in LeadingLines.of(text, count: 400).enumerated() {
            guard let property = property(String(line), line: index + 1) else { continue }
            guard isTermuxKey(property.key) else { return false }
            keys += 1
        }
        return keys > 0
    }

    private static func isTermuxKey(_ key: String) -> Bool {
        ["foreground", "background", "cursor"].contains(key) || colorIndex(key) != nil
    }

    /// `colorN`'s N, read as Java's `Integer.parseInt` reads it (decimal digits).
    private static func colorIndex(_ key: String) -> Int? {
        guard key.hasPrefix("color"), key.count > 5, key.dropFirst(5).allSatisfy({ ("0"..."9").contains($0) }) else { return nil }
        return Int(key.dropFirst(5))
    }

    /// One line as `java.util.Properties` reads it; nil for a blank or comment line. The value
    /// keeps its trailing white space, as Java's does.
    static func property(_ line: String, line number: Int) -> Property? {
        let text = line.drop { $0 == " " || $0 == "\t" || $0 == "\u{0C}" }
        guard let first = text.first, first != "#", first != "!", first != "\r" else { return nil }
        let separators: Set<Character> = ["=", ":", " ", "\t", "\u{0C}"]
        let key = text.prefix { !separators.contains($0) }
        var rest = text.dropFirst(key.count).drop { $0 == " " || $0 == "\t" || $0 == "\u{0C}" }
        if rest.first == "=" || rest.first == ":" { rest = rest.dropFirst().drop { $0 == " " || $0 == "\t" || $0 == "\u{0C}" } }
        if rest.last == "\r" { rest = rest.dropLast() }
        return Property(key: String(key), value: String(rest), line: number)
    }

    static func read(_ text: String) throws(SkinError) -> TerminalScheme {
        var values: [String: Property] = [:]
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard let property = property(String(line), line: index + 1) else { continue }
            if let slot = colorIndex(property.key), slot >= indexedColors + 3 {
                throw SkinError(keyPath: [property.key], line: property.line, message: "Termux has no color \(slot) (its table ends at color258)")
            }
            guard isTermuxKey(property.key) else {
                throw SkinError(
                    keyPath: [property.key], line: property.line,
                    message: "Termux refuses a file with the key '\(property.key)' (it reads foreground, background, cursor, color0–color255)")
            }
            _ = try Self.color(property)
            values[property.key] = property
        }
        var warnings: [SkinError] = []
        func color(_ key: String, orTerminals fallback: UInt32) throws(SkinError) -> RGBColor {
            if let property = values[key] { return try Self.color(property) }
            let taken = RGBColor(hex: fallback)
            warnings.append(SkinError(keyPath: [key], message: SchemeColorText.leftOut(key: key, color: taken, terminal: "Termux")))
            return taken
        }
        var ansi: [RGBColor] = []
        for (slot, fallback) in defaultColors.enumerated() { ansi.append(try color("color\(slot)", orTerminals: fallback)) }
        let background = try color("background", orTerminals: defaultBackground)
        let cursor = try values["cursor"].map { (property) throws(SkinError) in try Self.color(property) } ?? cursorColor(on: background)
        return TerminalScheme(
            name: nil, background: background, foreground: try color("foreground", orTerminals: defaultForeground), cursor: cursor,
            ansi: ansi, warnings: warnings)
    }

    /// Termux's cursor for a background when the file sets none: white below a perceived
    /// brightness of 130, black above, its own default at brightness 0.
    static func cursorColor(on background: RGBColor) -> RGBColor {
        let (r, g, b) = (Double(background.red), Double(background.green), Double(background.blue))
        let brightness = Int((r * r * 0.241 + g * g * 0.691 + b * b * 0.068).squareRoot().rounded(.down))
        if brightness == 0 { return RGBColor(hex: defaultCursor) }
        return RGBColor(hex: brightness < 130 ? 0xFFFFFF : 0x000000)
    }

    static func color(_ property: Property) throws(SkinError) -> RGBColor {
        let value = Substring(property.value)
        var read: RGBColor?
        if value.hasPrefix("#") {
            read = ColorChannels.runs(value.dropFirst(), GhosttyColorText.fromHex)
        } else if value.hasPrefix("rgb:") {
            let parts = value.dropFirst(4).split(separator: "/", omittingEmptySubsequences: false)
            if Set(parts.map(\.count)).count == 1 { read = ColorChannels.parts(value.dropFirst(4), GhosttyColorText.fromHex) }
        }
        guard let read else {
            throw SkinError(
                keyPath: [property.key], line: property.line,
                message: "'\(property.value)' is not a color Termux reads (#RGB … #RRRRGGGGBBBB or rgb:R/G/B, nothing after it)")
        }
        return read
    }
}
