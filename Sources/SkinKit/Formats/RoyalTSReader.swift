/// Royal TS / Royal TSX color palettes (`.termcolors`: `{"userInterface": false, "terminal": true,
/// "colors": [{"name": "Foreground", "color": "#fcfcfa", "terminalMapping": "foreground"}, …],
/// "paletteName": "0x96f"}`). Royal TS is closed source and its palette format is not published:
/// this reads what mbadolato/iTerm2-Color-Schemes' template writes (`tools/templates/royalts.termcolors`,
/// 4cbae627), by `terminalMapping` (case ignored, as .NET's enum parsing does; the template writes
/// both `boldforeground` and `cursorForeground`): `foreground`, `background`, `cursorBackground`
/// (the cursor) and `ansiBlack` … `ansiBrightWhite`; `boldforeground`, `boldbackground` and
/// `cursorForeground` are known but have no slot in a scheme (not taken). An entry without a mapping
/// (a user interface color) is passed over; an unknown mapping is passed over with a warning; a
/// mapping given twice takes the later entry, with a warning at it; a color other than `#RRGGBB`
/// is an error at its entry. What the file leaves out is xterm's (Royal TS's own defaults are not
/// published), with a warning. The skin is named by `paletteName`.
enum RoyalTSReader {
    static let colorsKey = "colors"
    static let mappingKey = "terminalMapping"
    /// `ansiBlack` … `ansiBrightWhite`, lowercased, in ANSI order.
    static let ansiMappings: [String] =
        TerminalScheme.ansiNames.map { "ansi\($0)" } + TerminalScheme.ansiNames.map { "ansibright\($0)" }
    /// Mappings Royal TS knows that a scheme has no slot for.
    static let unusedMappings: Set<String> = ["boldforeground", "boldbackground", "cursorforeground"]

    /// True for a JSON object whose `colors` array has an entry with a `terminalMapping`.
    static func matches(_ object: Any) -> Bool {
        guard let table = object as? [String: Any], let colors = table[colorsKey] as? [Any] else { return false }
        return colors.contains { ($0 as? [String: Any])?[mappingKey] != nil }
    }

    /// `matches` for a document the skin loader read into a tree.
    static func matches(_ node: SkinNode) -> Bool {
        guard case .dictionary(let table) = node, case .array(let colors)? = table[colorsKey] else { return false }
        return colors.contains {
            guard case .dictionary(let entry) = $0 else { return false }
            return entry[mappingKey] != nil
        }
    }

    static func read(_ object: Any) throws(SkinError) -> TerminalScheme {
        guard let table = object as? [String: Any], let colors = table[colorsKey] as? [Any] else {
            throw SkinError(keyPath: [colorsKey], message: "a Royal TS palette needs a 'colors' array")
        }
        var warnings: [SkinError] = []
        if table["terminal"] as? Bool == false {
            warnings.append(
                SkinError(
                    keyPath: ["terminal"], message: "Royal TS offers this palette to no terminal (terminal: false); its terminal colors are read all the same"))
        }
        var taken: [String: (color: RGBColor, index: Int)] = [:]
        for (index, value) in colors.enumerated() {
            let place = "\(colorsKey)[\(index)]"
            guard let entry = value as? [String: Any] else { throw SkinError(keyPath: [place], message: "a palette entry must be an object") }
            guard let mappingValue = entry[mappingKey] else { continue }
            guard let mapping = mappingValue as? String else {
                throw SkinError(keyPath: [place, mappingKey], message: "'\(mappingValue)' is not a terminal mapping (expected a string)")
            }
            let key = mapping.lowercased()
            let color = try color(entry["color"], keyPath: [place, "color"])
            guard key == "foreground" || key == "background" || key == "cursorbackground" || ansiMappings.contains(key) else {
                if !unusedMappings.contains(key) {
                    warnings.append(
                        SkinError(keyPath: [place, mappingKey], message: "'\(mapping)' is no terminal color Royal TS is known to map: passed over"))
                }
                continue
            }
            if let earlier = taken[key] {
                warnings.append(
                    SkinError(
                        keyPath: [place, mappingKey], message: "'\(mapping)' mapped again (first at \(colorsKey)[\(earlier.index)]): this later one taken"))
            }
            taken[key] = (color, index)
        }
        func slot(_ key: String, spelled: String, fallback: RGBColor) -> RGBColor {
            if let found = taken[key] { return found.color }
            warnings.append(
                SkinError(
                    keyPath: [colorsKey],
                    message: "missing terminal mapping '\(spelled)': xterm's \(fallback.hexString) taken (Royal TS's own is not published)"))
            return fallback
        }
        var ansi: [RGBColor] = []
        for (index, key) in ansiMappings.enumerated() {
            let name = TerminalScheme.ansiNames[index % 8]
            let spelled = index < 8 ? "ansi" + name.prefix(1).uppercased() + name.dropFirst() : "ansiBright" + name.prefix(1).uppercased() + name.dropFirst()
            ansi.append(slot(key, spelled: spelled, fallback: TerminalPalette.xtermBase[index]))
        }
        let background = slot("background", spelled: "background", fallback: RGBColor(hex: XresourcesReader.defaultBackground))
        let foreground = slot("foreground", spelled: "foreground", fallback: RGBColor(hex: XresourcesReader.defaultForeground))
        let name = (table["paletteName"] as? String).flatMap { $0.isEmpty ? nil : $0 }
        return TerminalScheme(
            name: name, background: background, foreground: foreground, cursor: taken["cursorbackground"]?.color, ansi: ansi, warnings: warnings)
    }

    /// `#RRGGBB`, as the collection's template writes it; anything else is an error.
    private static func color(_ value: Any?, keyPath: [String]) throws(SkinError) -> RGBColor {
        guard let text = value as? String, text.utf8.count == 7, text.hasPrefix("#"), text.dropFirst().allSatisfy(\.isHexDigit),
            let hex = UInt32(text.dropFirst(), radix: 16)
        else {
            let shown = value.map { "'\($0)'" } ?? "nothing"
            throw SkinError(keyPath: keyPath, message: "\(shown) is not a color a Royal TS palette holds (#RRGGBB)")
        }
        return RGBColor(hex: hex)
    }
}
