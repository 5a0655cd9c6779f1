import SkinKit

/// Separates the terminal's answers to the background query (an OSC 11 reply and the DA1 reply
/// that ends it) from the keys typed around them, so the first frame never waits for the answer:
/// the input is read raw while the query is open, replies are taken out, every other byte goes
/// on to the key decoder in order.
///
/// A tail that may be the start of a reply is held back until more bytes come or `flush()`.
struct BackgroundReplyFilter {
    /// The background color the terminal reported, once seen.
    private(set) var background: RGBColor?
    /// True once the DA1 reply came: the terminal answered all it will.
    private(set) var isComplete = false
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
            case .osc11(let end):
                if background == nil {
                    background = BackgroundProbe.parseOSC11Reply(Array(pending[index..<end]))
                }
                index = end
            case .attributes(let end):
                isComplete = true
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

    private enum Match { case osc11(end: Int), attributes(end: Int), incomplete, none }

    /// Whether the bytes at `start` (an ESC) are an OSC 11 reply `ESC ] 11 ; … (BEL | ESC \)`,
    /// a DA1 reply `ESC [ ? digits and ; c`, may still become one, or are something else.
    private static func reply(in bytes: [UInt8], at start: Int) -> Match {
        let osc = Array("\u{1B}]11;".utf8), attributes = Array("\u{1B}[?".utf8)
        let available = bytes.count - start
        if bytes[start..<start + min(available, osc.count)].elementsEqual(osc.prefix(available)) {
            guard available > osc.count else { return .incomplete }
            var index = start + osc.count
            while index < bytes.count, index - start <= longestReply {
                if bytes[index] == 0x07 { return .osc11(end: index + 1) }
                if bytes[index] == 0x1B {
                    guard index + 1 < bytes.count else { return .incomplete }
                    return bytes[index + 1] == UInt8(ascii: "\\") ? .osc11(end: index + 2) : .none
                }
                index += 1
            }
            return index - start > longestReply ? .none : .incomplete
        }
        if bytes[start..<start + min(available, attributes.count)].elementsEqual(attributes.prefix(available)) {
            guard available > attributes.count else { return .incomplete }
            var index = start + attributes.count
            while index < bytes.count, bytes[index] == UInt8(ascii: ";") || (48...57).contains(bytes[index]) { index += 1 }
            guard index < bytes.count else { return index - start > longestReply ? .none : .incomplete }
            return bytes[index] == UInt8(ascii: "c") ? .attributes(end: index + 1) : .none
        }
        return .none
    }
}
