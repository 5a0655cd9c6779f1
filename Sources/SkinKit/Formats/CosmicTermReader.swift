/// cosmic-term color schemes (`.ron`, as its Import reads them: `ron::de::from_reader::<_, ColorScheme>`
/// in `src/main.rs`, pop-os/cosmic-term 032a1079): a RON `ColorScheme` struct (`RONText`) of `name`,
/// `foreground`, `background`, `cursor`, `bright_foreground`, `dim_foreground` and the
/// `ColorSchemeAnsi` structs `normal`, `bright`, `dim` (`black` … `white`), every field optional
/// (`#[serde(default, deny_unknown_fields)]` in `src/config.rs`: an unknown or repeated field is an
/// error). Colors are `hex_color` 3.0.0's `HexColor::parse` (`src/lib.rs`, seancroach/hex_color
/// 2fddfd86): `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA` (alpha dropped, as `terminal_theme.rs` keeps
/// only r, g, b); anything else is an error at its line and column. What a scheme leaves out is
/// what cosmic-term draws (`convert_color` in `src/terminal.rs`), with a warning: black for a color
/// (`Rgb::default()`), and for the background the COSMIC window's, here COSMIC Dark's `gray_1`
/// #1B1B1B (libcosmic 23d45b1f `cosmic-theme/src/model/dark.ron`, the background of a theme
/// without `bg_color`); without a cursor cosmic-term draws the cell reversed (none taken). `bright_foreground`,
/// `dim_foreground` and `dim` have no slot in a scheme. The skin is named by `name` unless it is empty.
enum CosmicTermReader {
    static let schemeFields = ["name", "foreground", "background", "cursor", "bright_foreground", "dim_foreground", "normal", "bright", "dim"]
    static let ansiTables = ["normal", "bright", "dim"]
    /// COSMIC Dark's window background, which cosmic-term shows when a scheme has none.
    static let windowBackground: UInt32 = 0x1B1B1B

    /// True when the text opens a RON struct whose first field is one of a `ColorScheme`'s.
    static func matches(_ text: String) -> Bool {
        let head = text.unicodeScalars.prefix(4096)
        let opening = head.drop(while: RONText.isWhitespace)
        guard let first = opening.first, "(/C".unicodeScalars.contains(first) || opening.starts(with: "#![".unicodeScalars) else { return false }
        var ron = RONText(String(head))
        var isScheme = false
        // Read up to the first field's value: what comes before it decides.
        do throws(SkinError) {
            try ron.readAttributes()
            try ron.readStruct(named: "ColorScheme", fields: schemeFields) { _, _, _ throws(SkinError) in
                isScheme = true
                throw SkinError(message: "a ColorScheme field")
            }
        } catch {}
        return isScheme
    }

    static func read(_ text: String) throws(SkinError) -> TerminalScheme {
        var ron = RONText(text)
        try ron.readAttributes()
        var name = ""
        var colors: [String: RGBColor] = [:]
        try ron.readStruct(named: "ColorScheme", fields: schemeFields) { ron, field, _ throws(SkinError) in
            if field == "name" {
                name = try ron.string()
            } else if ansiTables.contains(field) {
                try ron.readStruct(named: "ColorSchemeAnsi", fields: TerminalScheme.ansiNames) { ron, color, _ throws(SkinError) in
                    colors["\(field).\(color)"] = try hexColor(&ron, keyPath: [field, color])
                }
            } else {
                colors[field] = try hexColor(&ron, keyPath: [field])
            }
        }
        try ron.end()
        var warnings: [SkinError] = []
        func color(_ key: String, orDrawn fallback: RGBColor, as drawn: String) -> RGBColor {
            if let color = colors[key] { return color }
            warnings.append(
                SkinError(
                    keyPath: key.split(separator: ".").map(String.init), message: SchemeColorText.leftOut("color '\(key)'", taking: drawn, as: "cosmic-term")))
            return fallback
        }
        let black = RGBColor(hex: 0x000000)
        let ansi = ["normal", "bright"].flatMap { table in
            TerminalScheme.ansiNames.map { color("\(table).\($0)", orDrawn: black, as: "black (#000000)") }
        }
        let background = RGBColor(hex: windowBackground)
        return TerminalScheme(
            name: name.isEmpty ? nil : name,
            background: color("background", orDrawn: background, as: "the COSMIC window's background, COSMIC Dark's #1B1B1B"),
            foreground: color("foreground", orDrawn: black, as: "black (#000000)"), cursor: colors["cursor"], ansi: ansi, warnings: warnings)
    }

    /// A string read as `HexColor::parse` reads it, or an error at the string.
    private static func hexColor(_ ron: inout RONText, keyPath: [String]) throws(SkinError) -> RGBColor {
        let start = ron.position
        let text = try ron.string()
        guard let color = hexColor(text) else {
            throw ron.error("'\(text)' is not a color cosmic-term reads (#RGB, #RGBA, #RRGGBB or #RRGGBBAA)", at: start, keyPath: keyPath)
        }
        return color
    }

    /// `HexColor::parse`: `#` and 3, 4, 6 or 8 more bytes; a two-digit channel is read by Rust's
    /// `u8::from_str_radix`, which also takes `+` and one digit.
    static func hexColor(_ text: String) -> RGBColor? {
        let bytes = Array(text.utf8)
        guard bytes.first == UInt8(ascii: "#") else { return nil }
        func digit(_ byte: UInt8) -> UInt8? {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - 48
            case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - 87
            case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - 55
            default: return nil
            }
        }
        var channels: [UInt8] = []
        switch bytes.count {
        case 4, 5:
            for byte in bytes.dropFirst() {
                guard let value = digit(byte) else { return nil }
                channels.append(value * 0x11)
            }
        case 7, 9:
            for offset in stride(from: 1, to: bytes.count, by: 2) {
                let (high, low) = (bytes[offset], bytes[offset + 1])
                if high == UInt8(ascii: "+"), let value = digit(low) {
                    channels.append(value)
                } else if let high = digit(high), let low = digit(low) {
                    channels.append(high << 4 | low)
                } else {
                    return nil
                }
            }
        default:
            return nil
        }
        return RGBColor(red: channels[0], green: channels[1], blue: channels[2])
    }
}
