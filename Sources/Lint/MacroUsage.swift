import Glibc
import SkinKit

/// Finds macros no value uses: every `d(name)` (or `D(name)`) in the skin texts, collected in one
/// pass that jumps from one `(` to the next with `memchr` (a 10 MB skin of plain colors has none).
struct MacroUsage {
    private let used: Set<String>

    init(texts: [String]) {
        var used: Set<String> = []
        for text in texts { Self.collect(from: text, into: &used) }
        self.used = used
    }

    func isUsed(_ name: String) -> Bool { used.contains(name) }

    /// Each `d(` … `)` whose inside holds none of `( ) " < >`, the name trimmed of white space.
    private static func collect(from text: String, into used: inout Set<String>) {
        var text = text
        text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return }
            var offset = 0
            while offset < bytes.count, let found = memchr(base + offset, Int32(UInt8(ascii: "(")), bytes.count - offset) {
                let open = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                offset = open + 1
                guard open > 0, bytes[open - 1] == UInt8(ascii: "d") || bytes[open - 1] == UInt8(ascii: "D") else { continue }
                var end = offset
                while end < bytes.count, !stops.contains(bytes[end]) { end += 1 }
                guard end < bytes.count, bytes[end] == UInt8(ascii: ")") else { continue }
                let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<end]), as: UTF8.self)
                used.insert(Whitespace.trimmed(name, Whitespace.isSpaceOrNewline))
                offset = end + 1
            }
        }
    }

    /// Bytes that end a macro name without a match (the old pattern's `[^()"<>]`).
    private static let stops: Set<UInt8> = Set("()\"<>".utf8)
}
