import FoundationEssentials

/// Terminal.app profiles (`.terminal`: an XML property list exported from Terminal's settings).
/// Each color is a `<data>` value holding an `NSKeyedArchiver` archive of one `NSColor`
/// (`ArchivedColor`): `ANSIBlackColor` … `ANSIWhiteColor`, `ANSIBrightBlackColor` …
/// `ANSIBrightWhiteColor`, `BackgroundColor`, `TextColor`, `CursorColor`, `SelectionColor`;
/// `name` names the profile. A color left out is Terminal.app's own (its Basic profile: black
/// text on white, and the ANSI colors of the table in Wikipedia's "ANSI escape code" article),
/// with a warning.
enum TerminalAppReader {
    /// The ANSI color keys in index order.
    static let ansiKeys: [String] = {
        let names = ["Black", "Red", "Green", "Yellow", "Blue", "Magenta", "Cyan", "White"]
        return names.map { "ANSI\($0)Color" } + names.map { "ANSIBright\($0)Color" }
    }()
    /// Terminal.app's own ANSI colors, 0–15.
    static let defaultANSI: [UInt32] = [
        0x000000, 0xC23621, 0x25BC24, 0xADAD27, 0x492EE1, 0xD338D3, 0x33BBC8, 0xCBCCCD,
        0x818383, 0xFC391F, 0x31E722, 0xEAEC23, 0x5833FF, 0xF935F8, 0x14F0F0, 0xE9EBEB,
    ]
    static let defaultBackground: UInt32 = 0xFFFFFF
    static let defaultText: UInt32 = 0x000000

    /// The keys whose values are read as colors.
    static let colorKeys = ansiKeys + ["BackgroundColor", "TextColor", "CursorColor", "SelectionColor"]

    /// True for a property-list dictionary with one of the color keys as `<data>`, or a profile
    /// (`type` `Window Settings`).
    static func matches(_ object: Any) -> Bool {
        guard let table = object as? [String: Any] else { return false }
        return colorKeys.contains { table[$0] is Data } || table["type"] as? String == "Window Settings"
    }

    /// `matches` for a property list read into a tree (one without `<data>`, so without colors).
    static func matches(_ node: SkinNode) -> Bool {
        guard case .dictionary(let table) = node else { return false }
        return table["type"] == .string("Window Settings")
    }

    static func read(_ object: Any) throws(SkinError) -> TerminalScheme {
        guard let table = object as? [String: Any] else { throw SkinError(message: "expected a dictionary of colors") }
        guard colorKeys.contains(where: { table[$0] != nil }) else {
            throw SkinError(message: "a Terminal.app profile that sets no color (none of \(colorKeys.joined(separator: ", ")))")
        }
        var warnings: [SkinError] = []
        func color(_ key: String) throws(SkinError) -> RGBColor? {
            guard let value = table[key] else { return nil }
            guard let archive = value as? Data else {
                throw SkinError(keyPath: [key], message: "a color must be <data> holding an archived NSColor")
            }
            return try ArchivedColor.read(archive, keyPath: [key])
        }
        func color(_ key: String, orTerminals fallback: UInt32) throws(SkinError) -> RGBColor {
            if let read = try color(key) { return read }
            let taken = RGBColor(hex: fallback)
            warnings.append(SkinError(keyPath: [key], message: SchemeColorText.leftOut(key: key, color: taken, terminal: "Terminal.app")))
            return taken
        }
        var ansi: [RGBColor] = []
        for (key, fallback) in zip(ansiKeys, defaultANSI) { ansi.append(try color(key, orTerminals: fallback)) }
        return TerminalScheme(
            name: (table["name"] as? String).flatMap { $0.trimmingSpaces.isEmpty ? nil : $0 },
            background: try color("BackgroundColor", orTerminals: defaultBackground),
            foreground: try color("TextColor", orTerminals: defaultText), cursor: try color("CursorColor"),
            selection: try color("SelectionColor"), ansi: ansi, warnings: warnings)
    }
}
