import CNcurses
import SkinUI

/// What one `get_wch` result means to the previewer.
enum DecodedInput: Hashable, Sendable {
    case key(KeyPress)
    case resize
}

/// Maps `get_wch` results to keys; pure (the ncurses constants are read through the shim), so the
/// whole table is tested without a terminal.
enum KeyDecoder {
    static let keyCodeYes = termskin_key_code_yes()
    static let ok = termskin_ok()
    /// The key code of a mouse event; its position is read with `getmouse` (`termskin_mouse_click`).
    static let mouse = termskin_key_mouse()

    private static let keyCodes: [Int32: DecodedInput] = {
        var table: [Int32: DecodedInput] = [
            termskin_key_up(): .key(.up), termskin_key_down(): .key(.down),
            termskin_key_left(): .key(.left), termskin_key_right(): .key(.right),
            termskin_key_home(): .key(.home), termskin_key_end(): .key(.end),
            termskin_key_ppage(): .key(.pageUp), termskin_key_npage(): .key(.pageDown),
            termskin_key_enter(): .key(.enter), termskin_key_backspace(): .key(.backspace),
            termskin_key_dc(): .key(.delete), termskin_key_btab(): .key(.backTab),
            termskin_key_resize(): .resize,
        ]
        for n in Int32(1)...12 { table[termskin_key_f(n)] = .key(.function(Int(n))) }
        return table
    }()

    /// Decodes the status returned by `get_wch` (`OK` for a character, `KEY_CODE_YES` for a key
    /// code, anything else for nothing) and the value it stored; nil for input the previewer ignores.
    static func decode(status: Int32, value: UInt32) -> DecodedInput? {
        if status == keyCodeYes { return keyCodes[Int32(bitPattern: value)] }
        guard status == ok else { return nil }
        return character(value).map(DecodedInput.key)
    }

    /// A character from the terminal: enter (CR, LF), tab, backspace (DEL, ctrl-H), escape,
    /// ctrl + letter, or printable Unicode; nil for other control codes.
    static func character(_ value: UInt32) -> KeyPress? {
        switch value {
        case 13, 10: return .enter
        case 9: return .tab
        case 127, 8: return .backspace
        case 27: return .escape
        case 1...26: return Unicode.Scalar(96 + value).map { .control(Character($0)) }
        case 0..<32, 128..<160: return nil
        default: return Unicode.Scalar(value).map { .character(Character($0)) }
        }
    }
}
