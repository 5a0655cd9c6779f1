/// Rewrites the SGR sequences of one frame that ncurses wrote so that only what changed is sent.
///
/// ncurses 6.4 sends both `setaf` and `setab` on every color-pair change, `sgr0` (with `ESC ( B`)
/// before any attribute turned off, and colors again after it, even where the cell printed next
/// has the pen the terminal already shows. The compactor keeps the pen ncurses asked for and the
/// pen the terminal has, and before anything that draws with the pen (characters, erases, REP,
/// line feeds, any sequence it does not know) sends one SGR with only the parts that differ, in
/// the forms ncurses used (`31`, `91`, `38;5;N`, `38;2;R;G;B`). Cursor moves, CR and backspace
/// pass without it.
///
/// At the end of a frame the terminal's pen is what ncurses believes it is (plain: ncurses ends
/// each `doupdate` so), which is where the next frame starts. A sequence it cannot read (colon
/// sub-parameters, unknown codes) is passed as written, and so is every SGR after it until one
/// that starts with a reset.
struct SGRCompactor {
    /// A pen: each color as the form ncurses wrote it (0: the terminal's default; `1 << 24 | code`
    /// for a one-number code, `2 << 24 | N` for `38;5;N`, `3 << 24 | RGB` for `38;2;R;G;B`) and the
    /// attribute codes on as bits (1 bold, 2 dim, 3 italic, 4 underline, 5 blink, 7 reverse,
    /// 8 invisible, 9 strikethrough).
    struct Pen: Equatable {
        var foreground: UInt32 = 0
        var background: UInt32 = 0
        var attributes: UInt16 = 0

        static let plain = Pen()
    }

    private static let escape: UInt8 = 0x1B
    private static let attributeCodes: [UInt16] = [1, 2, 3, 4, 5, 7, 8, 9]

    private var output: [UInt8] = []
    private var shown = Pen.plain
    private var shownIsKnown = true
    private var wanted = Pen.plain
    private var opaque = false
    private var charsetIsASCII = false
    private var delta: [UInt8] = []
    private var reset: [UInt8] = []

    /// Rewrites `frame`: the same screen, with fewer SGR bytes and each `ESC ( B` after the first
    /// dropped (ncurses sends it inside every `sgr0`; any other charset change is passed, and the
    /// next `ESC ( B` kept).
    /// - Parameter repeats: the terminal has `rep` (`ESC [ n b`, repeat the last character): a run of
    ///   one non-ASCII character is then sent once and repeated where that is shorter (ncurses does
    ///   it only for ASCII; box-drawing lines are most of a switch's characters).
    static func compact(_ frame: [UInt8], repeats: Bool = false) -> [UInt8] {
        var compactor = SGRCompactor()
        compactor.output.reserveCapacity(frame.count)
        frame.withUnsafeBufferPointer { compactor.run($0, repeats: repeats) }
        return compactor.output
    }

    private mutating func run(_ frame: UnsafeBufferPointer<UInt8>, repeats: Bool) {
        let count = frame.count
        var index = 0
        while index < count {
            let byte = frame[index]
            if byte == Self.escape, index + 1 < count {
                index = escapeSequence(frame, at: index)
                continue
            }
            if byte == 0x0D || byte == 0x08 {
                output.append(byte)
                index += 1
                continue
            }
            if byte == 0x0E || byte == 0x0F { charsetIsASCII = false }
            realize()
            if repeats, byte >= 0xC2, let run = Self.run(in: frame, at: index) {
                output.append(contentsOf: UnsafeBufferPointer(rebasing: frame[index..<index + run.length]))
                output.append(Self.escape)
                output.append(UInt8(ascii: "["))
                appendNumber(run.count - 1)
                output.append(UInt8(ascii: "b"))
                index += run.length * run.count
                continue
            }
            // The characters up to the next escape, control or run, copied at once.
            var end = index + 1
            while end < count {
                let next = frame[end]
                if next < 0x20 || next == 0x7F || (repeats && next >= 0xC2 && Self.run(in: frame, at: end) != nil) { break }
                end += 1
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: frame[index..<end]))
            index = end
        }
        realize()
    }

    /// Handles the escape sequence at `start`; returns the index after it.
    private mutating func escapeSequence(_ frame: UnsafeBufferPointer<UInt8>, at start: Int) -> Int {
        let next = frame[start + 1]
        if next == UInt8(ascii: "("), start + 2 < frame.count {
            let isASCII = frame[start + 2] == UInt8(ascii: "B")
            if !(isASCII && charsetIsASCII) {
                output.append(contentsOf: UnsafeBufferPointer(rebasing: frame[start..<start + 3]))
            }
            charsetIsASCII = isASCII
            return start + 3
        }
        guard next == UInt8(ascii: "["), let end = Self.csiEnd(frame, from: start + 2) else {
            // Any other escape: sent with the pen in place.
            realize()
            output.append(Self.escape)
            return start + 1
        }
        let final = frame[end]
        if final == UInt8(ascii: "m") {
            if !opaque, let pen = parse(frame, from: start + 2, to: end, over: wanted) {
                wanted = pen
            } else {
                // Unreadable, or after one: as written, until a reset makes the pen known again.
                realize()
                output.append(contentsOf: UnsafeBufferPointer(rebasing: frame[start...end]))
                let first = start + 2 < end ? frame[start + 2] : UInt8(ascii: "0")
                if opaque, first == UInt8(ascii: "0") || first == UInt8(ascii: ";"),
                    let pen = parse(frame, from: start + 2, to: end, over: .plain)
                {
                    opaque = false
                    wanted = pen
                    shown = pen
                    shownIsKnown = true
                } else {
                    opaque = true
                    shownIsKnown = false
                }
            }
        } else {
            if !Self.isCursorMove(frame, from: start + 2, to: end) { realize() }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: frame[start...end]))
        }
        return end + 1
    }

    /// Sends the SGR that gives the terminal the pen ncurses asked for, if it has another.
    private mutating func realize() {
        guard !opaque, !shownIsKnown || shown != wanted else { return }
        // Without an attribute going off or a color going back to the default, the changes are a
        // part of what a reset would send: written straight out, no need to weigh the reset.
        let resetMayBeShorter =
            !shownIsKnown || shown.attributes & ~wanted.attributes != 0
            || (wanted.foreground == 0 && shown.foreground != 0) || (wanted.background == 0 && shown.background != 0)
        output.append(Self.escape)
        output.append(UInt8(ascii: "["))
        if resetMayBeShorter {
            delta.removeAll(keepingCapacity: true)
            reset.removeAll(keepingCapacity: true)
            if shownIsKnown { Self.parts(of: wanted, over: shown, into: &delta, from: 0) }
            Self.parts(of: wanted, over: nil, into: &reset, from: 0)
            output.append(contentsOf: shownIsKnown && delta.count < reset.count ? delta : reset)
        } else {
            Self.parts(of: wanted, over: shown, into: &output, from: output.count)
        }
        output.append(UInt8(ascii: "m"))
        shown = wanted
        shownIsKnown = true
    }

    /// The SGR parameters taking `old` to `new` (nil: from a reset, which comes first), appended to
    /// `parts` whose parameters start at `start`.
    private static func parts(of new: Pen, over old: Pen?, into parts: inout [UInt8], from start: Int) {
        func add(_ number: Int) {
            if parts.count > start { parts.append(UInt8(ascii: ";")) }
            appendNumber(number, to: &parts)
        }
        var attributes: UInt16 = 0
        if let old {
            attributes = old.attributes
            let off = old.attributes & ~new.attributes
            if off & (1 << 1 | 1 << 2) != 0 {
                add(22)
                attributes &= ~(1 << 1 | 1 << 2)
            }
            for code: UInt16 in [3, 4, 5, 7, 8, 9] where off & 1 << code != 0 {
                add(Int(20 + code))
                attributes &= ~(1 << code)
            }
        } else {
            add(0)
        }
        for code in attributeCodes where new.attributes & 1 << code != 0 && attributes & 1 << code == 0 { add(Int(code)) }
        let base = old ?? .plain
        if new.foreground != base.foreground { addColor(new.foreground, isBackground: false, to: &parts, from: start) }
        if new.background != base.background { addColor(new.background, isBackground: true, to: &parts, from: start) }
    }

    private static func addColor(_ color: UInt32, isBackground: Bool, to parts: inout [UInt8], from start: Int) {
        if parts.count > start { parts.append(UInt8(ascii: ";")) }
        let value = Int(color & 0xFF_FFFF)
        switch color >> 24 {
        case 0: appendNumber(isBackground ? 49 : 39, to: &parts)
        case 1: appendNumber(value, to: &parts)
        case 2:
            parts.append(contentsOf: isBackground ? [0x34, 0x38, 0x3B, 0x35, 0x3B] : [0x33, 0x38, 0x3B, 0x35, 0x3B])  // 48;5; / 38;5;
            appendNumber(value, to: &parts)
        default:
            parts.append(contentsOf: isBackground ? [0x34, 0x38, 0x3B, 0x32, 0x3B] : [0x33, 0x38, 0x3B, 0x32, 0x3B])  // 48;2; / 38;2;
            appendNumber(value >> 16, to: &parts)
            parts.append(UInt8(ascii: ";"))
            appendNumber(value >> 8 & 0xFF, to: &parts)
            parts.append(UInt8(ascii: ";"))
            appendNumber(value & 0xFF, to: &parts)
        }
    }

    private mutating func appendNumber(_ number: Int) { Self.appendNumber(number, to: &output) }

    private static func appendNumber(_ number: Int, to bytes: inout [UInt8]) {
        if number >= 10 { appendNumber(number / 10, to: &bytes) }
        bytes.append(UInt8(48 + number % 10))
    }

    /// The pen after the SGR parameters in `frame[from..<to]` laid over `pen`; nil for parameters the
    /// compactor does not read. The parameters are read one at a time from the frame (no array):
    /// an empty one is 0, as is an empty list.
    private func parse(_ frame: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, over pen: Pen) -> Pen? {
        var index = start
        var exhausted = false
        // The next parameter, moving past it and its `;`: `Self.noMoreParameters` after the last,
        // `Self.unreadable` for a byte that is neither a digit nor `;`, or a number too long.
        func next() -> Int {
            if exhausted { return Self.noMoreParameters }
            var value = 0
            while index < end {
                let byte = frame[index]
                index += 1
                if byte == UInt8(ascii: ";") { return value }
                guard byte >= 0x30, byte <= 0x39, value < 100_000 else { return Self.unreadable }
                value = value * 10 + Int(byte - 0x30)
            }
            exhausted = true
            return value
        }
        var pen = pen
        while true {
            let code = next()
            switch code {
            case Self.noMoreParameters: return pen
            case 0: pen = .plain
            case 1, 2, 3, 4, 5, 7, 8, 9: pen.attributes |= 1 << code
            case 22: pen.attributes &= ~(1 << 1 | 1 << 2)
            case 23, 24, 25, 27, 28, 29: pen.attributes &= ~(1 << (code - 20))
            case 30...37, 90...97: pen.foreground = 1 << 24 | UInt32(code)
            case 40...47, 100...107: pen.background = 1 << 24 | UInt32(code)
            case 39: pen.foreground = 0
            case 49: pen.background = 0
            case 38, 48:
                let color: UInt32
                switch next() {
                case 5:
                    let index = next()
                    guard (0..<256).contains(index) else { return nil }
                    color = 2 << 24 | UInt32(index)
                case 2:
                    let red = next()
                    let green = next()
                    let blue = next()
                    guard (0..<256).contains(red), (0..<256).contains(green), (0..<256).contains(blue) else { return nil }
                    color = 3 << 24 | UInt32(red << 16 | green << 8 | blue)
                default: return nil
                }
                if code == 38 { pen.foreground = color } else { pen.background = color }
            default: return nil
            }
        }
    }

    /// What `parse`'s reader gives after the last parameter, and for one it cannot read.
    private static let noMoreParameters = -1
    private static let unreadable = -2

    /// A run of one character (its UTF-8 length, how many in a row) starting at `start`, when
    /// sending it once and REP is shorter; nil otherwise. Only non-ASCII characters that stand
    /// alone (below U+1100, or box drawing, blocks and geometric shapes, not a combining mark)
    /// and not followed by a combining mark are repeated.
    static func run(in bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> (length: Int, count: Int)? {
        let lead = bytes[start]
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        guard start + 2 * length <= bytes.count, bytes[start + length] == lead,
            let (scalar, _) = scalar(in: bytes, at: start),
            scalar < 0x1100 || (0x2500...0x25FF).contains(scalar), !isCombining(scalar)
        else { return nil }
        var count = 1
        var next = start + length
        while next + length <= bytes.count, (0..<length).allSatisfy({ bytes[next + $0] == bytes[start + $0] }) {
            count += 1
            next += length
        }
        if count > 1, let (following, _) = Self.scalar(in: bytes, at: next), isCombining(following) { count -= 1 }
        let repeatBytes = 3 + (count - 1 < 10 ? 1 : count - 1 < 100 ? 2 : count - 1 < 1_000 ? 3 : 4)
        guard count > 1, length + repeatBytes < length * count else { return nil }
        return (length, count)
    }

    /// The scalar whose UTF-8 starts at `index`, and its length; nil for a byte that starts none.
    private static func scalar(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (UInt32, Int)? {
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
    private static func csiEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var index = start
        while index < bytes.count {
            if bytes[index] >= 0x40, bytes[index] <= 0x7E { return index }
            index += 1
        }
        return nil
    }

    /// CUP, HVP, HPA, VPA, CUU/CUD/CUF/CUB (digits and `;` only): moves that draw nothing.
    private static func isCursorMove(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Bool {
        switch bytes[end] {
        case UInt8(ascii: "H"), UInt8(ascii: "f"), UInt8(ascii: "G"), UInt8(ascii: "d"),
            UInt8(ascii: "A"), UInt8(ascii: "B"), UInt8(ascii: "C"), UInt8(ascii: "D"):
            for index in start..<end where !(bytes[index] >= 0x30 && bytes[index] <= 0x39) && bytes[index] != UInt8(ascii: ";") {
                return false
            }
            return true
        default:
            return false
        }
    }
}
