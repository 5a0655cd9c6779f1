import CNcurses
import Glibc
import SkinKit

extension CursesScreen {
    /// The cell at (x, y) of ncurses' virtual screen (`mvwin_wch` → `getcchar` → `extended_pair_content`).
    func virtualCell(x: Int, y: Int) -> VirtualCell? {
        guard !isClosed else { return nil }
        set_term(screen)
        var stored = cchar_t()
        guard mvwin_wch(window, Int32(y), Int32(x), &stored) != termskin_err() else { return nil }
        var characters = [wchar_t](repeating: 0, count: Int(termskin_cchar_max()) + 1)
        var attributes: attr_t = 0
        var shortPair: Int16 = 0
        var pair: Int32 = 0
        guard getcchar(&stored, &characters, &attributes, &shortPair, &pair) != termskin_err() else { return nil }
        var foreground: Int32 = -1
        var background: Int32 = -1
        if capabilities.colorPairs > 0 { extended_pair_content(pair, &foreground, &background) }
        let scalars = characters.prefix { $0 != 0 }.compactMap { Unicode.Scalar(UInt32(bitPattern: $0)) }
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars)
        return VirtualCell(
            character: text, attributes: TextAttributes(cursesAttributes: attributes), pair: pair,
            foreground: foreground, background: background)
    }
}
