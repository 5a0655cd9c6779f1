import SkinKit
import SkinUI

/// Text helpers shared by the SVG and HTML exporters: escaping and fixed number formatting.
enum Markup {
    /// Escapes `&`, `<`, `>`, `"` and `'` for XML/HTML text and attribute values, and replaces the
    /// characters XML 1.0 forbids (C0 controls but tab/newline/return, U+FFFE, U+FFFF) with U+FFFD.
    /// What a browser shows when the pointer rests on a run of cells: the skin keys that painted
    /// it (the inspector's question, answered in a screenshot); nil when no key painted it.
    static func keysTitle(_ cell: Cell, foreground: Bool = true) -> String? {
        var parts: [String] = []
        if foreground, let key = cell.foregroundKey { parts.append("fg: \(key)") }
        if let key = cell.backgroundKey { parts.append("bg: \(key)") }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }

    /// True when two cells were painted by the same skin keys.
    static func sameKeys(_ a: Cell, _ b: Cell) -> Bool {
        a.foregroundKey == b.foregroundKey && a.backgroundKey == b.backgroundKey
    }

    static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    result += "\u{FFFD}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// A length given in tenths of a pixel, written without float formatting: 84 → `8.4`, 170 → `17`.
    static func pixels(_ tenths: Int) -> String {
        let sign = tenths < 0 ? "-" : ""
        let magnitude = abs(tenths)
        let whole = magnitude / 10
        let fraction = magnitude % 10
        return sign + (fraction == 0 ? "\(whole)" : "\(whole).\(fraction)")
    }

    /// `#RRGGBB`, alpha ignored.
    static func hex(_ color: RGBColor) -> String {
        color.withAlpha(1).hexString
    }

    /// Parses `#RRGGBB` (or `#RRGGBBAA`, alpha ignored) into an opaque color.
    static func color(fromHex text: String) -> RGBColor? {
        guard text.hasPrefix("#") else { return nil }
        let digits = text.dropFirst()
        guard digits.count == 6 || digits.count == 8, let value = UInt32(digits.prefix(6), radix: 16) else { return nil }
        return RGBColor(hex: value)
    }

    /// The colors a cell shows: foreground and background swapped under reverse.
    static func shownColors(_ cell: Cell) -> (foreground: RGBColor, background: RGBColor) {
        cell.attributes.contains(.reverse) ? (cell.background, cell.foreground) : (cell.foreground, cell.background)
    }

    /// Attribute names as written in `data-attrs` (`bold italic`), in `TextAttributes.names` order.
    static func attributeList(_ attributes: TextAttributes) -> String {
        attributes.names.joined(separator: " ")
    }

    /// Reads a `data-attrs` value back; unknown names are ignored.
    static func attributes(fromList text: String) -> TextAttributes {
        var result: TextAttributes = []
        for name in text.split(separator: " ") {
            switch name {
            case "bold": result.insert(.bold)
            case "dim": result.insert(.dim)
            case "italic": result.insert(.italic)
            case "underline": result.insert(.underline)
            case "strikethrough": result.insert(.strikethrough)
            case "reverse": result.insert(.reverse)
            default: break
            }
        }
        return result
    }
}
