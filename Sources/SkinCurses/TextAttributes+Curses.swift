import CNcurses
import SkinKit

extension TextAttributes {
    /// The ncurses attribute bits (no color bits); strikethrough has none and is left out.
    var cursesAttributes: attr_t {
        var value = termskin_a_normal()
        if contains(.bold) { value |= termskin_a_bold() }
        if contains(.dim) { value |= termskin_a_dim() }
        if contains(.italic) { value |= termskin_a_italic() }
        if contains(.underline) { value |= termskin_a_underline() }
        if contains(.reverse) { value |= termskin_a_reverse() }
        return value
    }

    /// The attributes that ncurses bits stand for (used to read the virtual screen back).
    init(cursesAttributes value: attr_t) {
        self = []
        if value & termskin_a_bold() != 0 { insert(.bold) }
        if value & termskin_a_dim() != 0 { insert(.dim) }
        if value & termskin_a_italic() != 0 { insert(.italic) }
        if value & termskin_a_underline() != 0 { insert(.underline) }
        if value & termskin_a_reverse() != 0 { insert(.reverse) }
    }
}
