/// Rewrites the SGR sequences of one frame that ncurses wrote so that only what changed is sent.
///
/// ncurses 6.4 sends both `setaf` and `setab` on every color-pair change, `sgr0` (with `ESC ( B`)
/// before any attribute turned off, and colors again after it, even where the cell printed next
/// has the pen the terminal already shows. The compactor keeps the pen ncurses asked for and the
/// pen the terminal has, and before anything that draws with the pen (characters, erases, REP,
/// line feeds, any sequence it does not know) sends one SGR with only the parts that differ, in
/// the forms ncurses used. Cursor moves, CR and backspace pass without it. Each color is sent as
/// the parameter text ncurses wrote for it, so no form is invented for the terminal.
///
/// At the end of a frame the terminal's pen is what ncurses believes it is (plain: ncurses ends
/// each `doupdate` so), which is where the next frame starts. A sequence it cannot
/// read (colon sub-parameters, unknown codes) is passed as written and makes the pen unknown.
struct SGRCompactor {
    /// A pen: colors as ncurses' parameter text (nil: the terminal's default) and attribute codes.
    struct Pen: Equatable {
        var foreground: [UInt8]?
        var background: [UInt8]?
        /// SGR codes on: 1 bold, 2 dim, 3 italic, 4 underline, 5 blink, 7 reverse, 8 invisible, 9 strikethrough.
        var attributes: UInt16 = 0

        static let plain = Pen()
    }

    private static let escape: UInt8 = 0x1B
    /// Attribute codes and the code that turns each off.
    private static let attributeOff: [(code: UInt8, off: [UInt8])] = [
        (1, Array("22".utf8)), (2, Array("22".utf8)), (3, Array("23".utf8)), (4, Array("24".utf8)),
        (5, Array("25".utf8)), (7, Array("27".utf8)), (8, Array("28".utf8)), (9, Array("29".utf8)),
    ]

    /// Rewrites `frame`: the same screen, with fewer SGR bytes and each `ESC ( B` after the first
    /// dropped (ncurses sends it inside every `sgr0`; the compactor passes any other charset
    /// designation and then keeps the next `ESC ( B`).
    /// - Parameter repeats: the terminal has `rep` (`ESC [ n b`, repeat the last character): a run of
    ///   one character is then sent once and repeated where that is shorter, as ncurses does only
    ///   for ASCII (box-drawing lines are most of a switch's characters).
    static func compact(_ frame: [UInt8], repeats: Bool = false) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(frame.count)
        // What the terminal has (nil: unknown). ncurses ends every doupdate with the plain pen, and
        // the compactor ends every frame with what ncurses believes: a frame starts plain.
        var shown: Pen? = .plain
        var wanted = Pen.plain   // what ncurses asked for
        var charsetIsASCII = false
        var opaque = false       // after an SGR the compactor could not read
        var index = 0
        func realize() {
            guard !opaque, shown != wanted else { return }
            append(sgr(from: shown, to: wanted), to: &output)
            shown = wanted
        }
        while index < frame.count {
            let byte = frame[index]
            if byte == escape, index + 1 < frame.count {
                let next = frame[index + 1]
                if next == UInt8(ascii: "("), index + 2 < frame.count {
                    if frame[index + 2] == UInt8(ascii: "B"), charsetIsASCII {
                        index += 3
                        continue
                    }
                    charsetIsASCII = frame[index + 2] == UInt8(ascii: "B")
                    output.append(contentsOf: frame[index..<index + 3])
                    index += 3
                    continue
                }
                if next == UInt8(ascii: "["), let end = csiEnd(frame, from: index + 2) {
                    let final = frame[end]
                    let parameters = frame[(index + 2)..<end]
                    if final == UInt8(ascii: "m"), !opaque, let pen = apply(parameters, to: wanted) {
                        wanted = pen
                    } else if final == UInt8(ascii: "m") {
                        // Unreadable, or after one: sent as written until a reset makes the pen known again.
                        realize()
                        output.append(contentsOf: frame[index...end])
                        shown = nil
                        let resets = parameters.first.map { $0 == UInt8(ascii: ";") || $0 == UInt8(ascii: "0") } ?? true
                        if opaque, resets, let pen = apply(parameters, to: .plain) {
                            opaque = false
                            wanted = pen
                            shown = pen
                        } else {
                            opaque = true
                        }
                    } else {
                        if !isCursorMove(final, parameters) { realize() }
                        output.append(contentsOf: frame[index...end])
                    }
                    index = end + 1
                    continue
                }
                // Any other escape sequence: sent with the pen in place.
                realize()
                if next == 0x0E || next == 0x0F { charsetIsASCII = false }
                output.append(byte)
                index += 1
                continue
            }
            if byte == 0x0D || byte == 0x08 {
                output.append(byte)
            } else if repeats, byte >= 0x20, let run = Self.run(in: frame, at: index) {
                realize()
                output.append(contentsOf: frame[index..<index + run.length])
                output.append(contentsOf: Array("\u{1B}[\(run.count - 1)b".utf8))
                index += run.length * run.count
                continue
            } else {
                if byte == 0x0E || byte == 0x0F { charsetIsASCII = false }
                realize()
                output.append(byte)
            }
            index += 1
        }
        realize()
        return output
    }

    /// A run of one character (its UTF-8 length, how many in a row) starting at `start`, when
    /// sending it once and REP is shorter; nil otherwise. Only characters that stand alone
    /// (printable, below U+1100 or box drawing and block elements, not a combining mark) and not
    /// followed by a combining mark are repeated.
    static func run(in bytes: [UInt8], at start: Int) -> (length: Int, count: Int)? {
        guard let (scalar, length) = scalar(in: bytes, at: start), scalar >= 0x21, scalar != 0x7F,
              scalar < 0x1100 || (0x2500...0x25FF).contains(scalar), !isCombining(scalar) else { return nil }
        var count = 1
        var next = start + length
        while next + length <= bytes.count, bytes[next..<next + length].elementsEqual(bytes[start..<start + length]) {
            count += 1
            next += length
        }
        if count > 1, let (following, _) = Self.scalar(in: bytes, at: next), isCombining(following) { count -= 1 }
        let repeatBytes = 3 + String(count - 1).utf8.count
        guard count > 1, length + repeatBytes < length * count else { return nil }
        return (length, count)
    }

    /// The scalar whose UTF-8 starts at `index`, and its length; nil for a byte that starts none.
    private static func scalar(in bytes: [UInt8], at index: Int) -> (UInt32, Int)? {
        guard index < bytes.count else { return nil }
        let lead = bytes[index]
        let length = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 0
        guard length > 0, index + length <= bytes.count else { return nil }
        guard length > 1 else { return (UInt32(lead), 1) }
        var value = UInt32(lead) & (0xFF >> (length + 1))
        for offset in 1..<length {
            let byte = bytes[index + offset]
            guard byte & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        return (value, length)
    }

    private static func isCombining(_ scalar: UInt32) -> Bool {
        (0x300...0x36F).contains(scalar) || (0x1AB0...0x1AFF).contains(scalar) || (0x1DC0...0x1DFF).contains(scalar)
            || (0x20D0...0x20FF).contains(scalar) || (0xFE00...0xFE2F).contains(scalar) || scalar == 0x200D
    }

    /// The index of a CSI sequence's final byte, its parameters starting at `start`; nil when cut short.
    private static func csiEnd(_ bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        while index < bytes.count {
            if (0x40...0x7E).contains(bytes[index]) { return index }
            index += 1
        }
        return nil
    }

    /// CUP, HVP, HPA, VPA, CUU/CUD/CUF/CUB (no private parameters): moves that draw nothing.
    private static func isCursorMove(_ final: UInt8, _ parameters: ArraySlice<UInt8>) -> Bool {
        guard "HfGdABCD".utf8.contains(final) else { return false }
        return parameters.allSatisfy { (0x30...0x39).contains($0) || $0 == UInt8(ascii: ";") }
    }

    /// `pen` after the SGR parameters; nil for parameters the compactor does not read.
    static func apply(_ parameters: ArraySlice<UInt8>, to pen: Pen) -> Pen? {
        guard parameters.allSatisfy({ (0x30...0x39).contains($0) || $0 == UInt8(ascii: ";") }) else { return nil }
        let fields = parameters.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
        var pen = pen
        var index = fields.startIndex
        while index < fields.endIndex {
            let field = fields[index]
            guard field.count <= 3, let code = Int(String(decoding: field, as: UTF8.self)) ?? (field.isEmpty ? 0 : nil) else { return nil }
            switch code {
            case 0: pen = .plain
            case 1, 2, 3, 4, 5, 7, 8, 9: pen.attributes |= 1 << code
            case 22: pen.attributes &= ~(1 << 1 | 1 << 2)
            case 23, 24, 25, 27, 28, 29: pen.attributes &= ~(1 << (code - 20))
            case 30...37, 90...97: pen.foreground = Array(field)
            case 40...47, 100...107: pen.background = Array(field)
            case 39: pen.foreground = nil
            case 49: pen.background = nil
            case 38, 48:
                // 38;5;N or 38;2;R;G;B, kept as written.
                guard index + 1 < fields.endIndex else { return nil }
                let count = fields[index + 1].elementsEqual("5".utf8) ? 2 : fields[index + 1].elementsEqual("2".utf8) ? 4 : 0
                guard count > 0, index + count < fields.endIndex else { return nil }
                let text = Array(fields[index...(index + count)].joined(separator: [UInt8(ascii: ";")]))
                if code == 38 { pen.foreground = text } else { pen.background = text }
                index += count
            default: return nil
            }
            index += 1
        }
        return pen
    }

    /// The shortest SGR taking the terminal from `old` (nil: unknown) to `new`: the parts that
    /// changed, or a reset and every part of `new`, whichever is shorter.
    static func sgr(from old: Pen?, to new: Pen) -> [UInt8] {
        var fromReset: [[UInt8]] = [Array("0".utf8)]
        for code: UInt8 in [1, 2, 3, 4, 5, 7, 8, 9] where new.attributes & 1 << code != 0 { fromReset.append([0x30 + code]) }
        if let foreground = new.foreground { fromReset.append(foreground) }
        if let background = new.background { fromReset.append(background) }
        var best = fromReset
        if let old {
            var changes: [[UInt8]] = []
            var attributes = old.attributes
            for (code, off) in attributeOff where old.attributes & 1 << code != 0 && new.attributes & 1 << code == 0 {
                if !changes.contains(off) { changes.append(off) }
                attributes &= code == 1 || code == 2 ? ~(1 << 1 | 1 << 2) : ~(1 << code)
            }
            for code: UInt8 in [1, 2, 3, 4, 5, 7, 8, 9] where new.attributes & 1 << code != 0 && attributes & 1 << code == 0 {
                changes.append([0x30 + code])
            }
            if new.foreground != old.foreground { changes.append(new.foreground ?? Array("39".utf8)) }
            if new.background != old.background { changes.append(new.background ?? Array("49".utf8)) }
            if length(changes) < length(fromReset) { best = changes }
        }
        guard !best.isEmpty else { return [] }
        return [escape, UInt8(ascii: "[")] + Array(best.joined(separator: [UInt8(ascii: ";")])) + [UInt8(ascii: "m")]
    }

    private static func length(_ parts: [[UInt8]]) -> Int {
        parts.reduce(max(0, parts.count - 1)) { $0 + $1.count }
    }

    private static func append(_ bytes: [UInt8], to output: inout [UInt8]) {
        output.append(contentsOf: bytes)
    }
}
