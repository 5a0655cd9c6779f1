import SkinKit

/// Separates the terminal's answers and reports from the keys typed around them, so the first frame
/// never waits for an answer: while the screen listens, the input is read raw, replies are taken out
/// (`TerminalReply`: OSC 4/10/11/12 color reports, DA1, DECRPM, the light/dark reports of DEC mode
/// 2031, the focus events of mode 1004; SGR mouse reports, which ncurses cannot decode from bytes
/// given back), every other byte
/// goes on to the key decoder in order.
///
/// A tail that may be the start of a reply is held back until more bytes come or `flush()`.
struct BackgroundReplyFilter {
    /// The background color the terminal reported, once seen.
    private(set) var background: RGBColor?
    /// True once a DA1 reply came: the terminal answered all it will.
    var isComplete: Bool { sentinels > 0 }
    /// DA1 replies seen: each ends one query.
    private(set) var sentinels = 0
    /// Replies seen and not yet taken by `takeReplies()`.
    private var replies: [TerminalReply] = []
    private var pending: [UInt8] = []

    /// True while a possible start of a reply is held back.
    var isHolding: Bool { !pending.isEmpty }

    /// The longest reply held while incomplete; longer bytes are passed on as typed input.
    static let longestReply = 128

    /// Takes `bytes` read from the terminal and returns those that are not part of a reply.
    mutating func take(_ bytes: [UInt8]) -> [UInt8] {
        pending += bytes
        var passed: [UInt8] = []
        var index = 0
        while index < pending.count {
            guard pending[index] == 0x1B else {
                passed.append(pending[index])
                index += 1
                continue
            }
            switch Self.reply(in: pending, at: index) {
            case .reply(let reply, let end):
                if let reply { note(reply) }
                index = end
            case .incomplete:
                pending = Array(pending[index...])
                return passed
            case .none:
                passed.append(pending[index])
                index += 1
            }
        }
        pending = []
        return passed
    }

    /// What is held back (the query is over: it was typed input after all).
    mutating func flush() -> [UInt8] {
        defer { pending = [] }
        return pending
    }

    /// The replies seen since the last call, in order.
    mutating func takeReplies() -> [TerminalReply] {
        defer { replies = [] }
        return replies
    }

    private mutating func note(_ reply: TerminalReply) {
        switch reply {
        case .deviceAttributes:
            sentinels += 1
        case .color(.background, let spec) where background == nil:
            background = BackgroundProbe.parseColorSpec(spec)
        default:
            break
        }
        replies.append(reply)
    }

    /// A reply (nil: a mouse report taken out and dropped), a possible start of one, or something else.
    private enum Match {
        case reply(TerminalReply?, end: Int)
        case incomplete, none
    }

    /// Whether the bytes at `start` (an ESC) are an OSC reply `ESC ] … (BEL | ESC \)`, a private
    /// CSI reply `ESC [ ? digits and ; [$] final`, may still become one, or are something else.
    private static func reply(in bytes: [UInt8], at start: Int) -> Match {
        let available = bytes.count - start
        guard available >= 2 else { return .incomplete }
        switch bytes[start + 1] {
        case UInt8(ascii: "]"):
            var index = start + 2
            while index < bytes.count, index - start <= longestReply {
                let terminator: Int?
                if bytes[index] == 0x07 {
                    terminator = index + 1
                } else if bytes[index] == 0x1B {
                    guard index + 1 < bytes.count else { return .incomplete }
                    guard bytes[index + 1] == UInt8(ascii: "\\") else { return .none }
                    terminator = index + 2
                } else {
                    terminator = nil
                }
                if let end = terminator {
                    let payload = String(decoding: bytes[(start + 2)..<index], as: UTF8.self)
                    guard let reply = TerminalReply.osc(payload) else { return .none }
                    return .reply(reply, end: end)
                }
                index += 1
            }
            return index - start > longestReply ? .none : .incomplete
        case UInt8(ascii: "["):
            guard available >= 3 else { return .incomplete }
            if bytes[start + 2] == UInt8(ascii: "<") { return mouse(in: bytes, at: start) }
            if bytes[start + 2] == UInt8(ascii: "I") || bytes[start + 2] == UInt8(ascii: "O") {
                return .reply(.focus(gained: bytes[start + 2] == UInt8(ascii: "I")), end: start + 3)
            }
            guard bytes[start + 2] == UInt8(ascii: "?") else { return .none }
            var index = start + 3
            while index < bytes.count, bytes[index] == UInt8(ascii: ";") || (48...57).contains(bytes[index]) { index += 1 }
            guard index < bytes.count else { return index - start > longestReply ? .none : .incomplete }
            let parameters = String(decoding: bytes[(start + 3)..<index], as: UTF8.self)
                .split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
            var intermediate: UInt8?
            if bytes[index] == UInt8(ascii: "$") {
                intermediate = bytes[index]
                index += 1
                guard index < bytes.count else { return .incomplete }
            }
            guard let reply = TerminalReply.csi(parameters: parameters, intermediate: intermediate, final: bytes[index]) else {
                return .none
            }
            return .reply(reply, end: index + 1)
        default:
            return .none
        }
    }

    /// An SGR mouse report `ESC [ < button ; x ; y (M | m)`: a left press is a click, every other
    /// report (release, motion, other buttons) is taken out and dropped, as ncurses' mask does.
    private static func mouse(in bytes: [UInt8], at start: Int) -> Match {
        var index = start + 3
        while index < bytes.count, bytes[index] == UInt8(ascii: ";") || (48...57).contains(bytes[index]) { index += 1 }
        guard index < bytes.count else { return index - start > longestReply ? .none : .incomplete }
        guard bytes[index] == UInt8(ascii: "M") || bytes[index] == UInt8(ascii: "m") else { return .none }
        let fields = String(decoding: bytes[(start + 3)..<index], as: UTF8.self).split(separator: ";").compactMap { Int($0) }
        guard fields.count == 3 else { return .none }
        let isLeftPress = bytes[index] == UInt8(ascii: "M") && fields[0] == 0 && fields[1] > 0 && fields[2] > 0
        return .reply(isLeftPress ? .click(x: fields[1] - 1, y: fields[2] - 1) : nil, end: index + 1)
    }
}
