/// How many terminal cells text takes: 2 for East Asian wide characters and emoji, 0 for controls,
/// else 1. The one width table of the project (SkinUI's `DisplayWidth` delegates here).
public enum TextWidth {
    public static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        let v = first.value
        if v < 0x20 || (0x7F..<0xA0).contains(v) { return 0 }
        // Fast path (every cell of a screen comes here): a lone scalar below U+231A, the first with
        // emoji presentation, or a box-drawing or block element, needs no Unicode property lookup.
        if v < 0x231A || (0x2500..<0x25A0).contains(v), scalars.index(after: scalars.startIndex) == scalars.endIndex {
            return isWide(v) ? 2 : 1
        }
        if first.properties.isEmojiPresentation { return 2 }
        if first.properties.isEmoji && character.unicodeScalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
        return isWide(v) ? 2 : 1
    }

    public static func of(_ text: String) -> Int {
        text.reduce(0) { $0 + of($1) }
    }

    private static func isWide(_ v: UInt32) -> Bool {
        switch v {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
