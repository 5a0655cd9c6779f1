/// How deep a YAML text's collections nest, counted on its bytes before libyaml parses it: a
/// document 100,000 flow sequences deep (`[[[…`) is refused with one message instead of libyaml
/// and `YAMLComposer` growing their stacks of open collections for it (Yams, before them,
/// composed recursively and ran off the call stack).
/// It counts, line by line, the block levels open (indentation steps and leading `- `/`? `
/// entries) plus the flow brackets open outside quoted scalars and comments; an over-count only
/// refuses a stranger file than any scheme.
enum YAMLNesting {
    /// True when some point of `text` is nested more than `limit` collections deep.
    static func exceeds(_ limit: Int, in text: String) -> Bool {
        let space = UInt8(ascii: " ")
        let tab = UInt8(ascii: "\t")
        var indents: [Int] = []
        var flow = 0
        for line in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            let indent = line.prefix { $0 == space }.count
            var rest = line.dropFirst(indent)
            var block = 0
            if flow == 0, let first = rest.first, first != UInt8(ascii: "#"), first != UInt8(ascii: "\r") {
                while let last = indents.last, last >= indent { indents.removeLast() }
                indents.append(indent)
                // `- - - x` and `? ? x` open a level each on one line.
                while let first = rest.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "?"),
                    rest.dropFirst().first == space || rest.dropFirst().first == tab
                {
                    block += 1
                    rest = rest.dropFirst(2).drop { $0 == space || $0 == tab }
                }
            }
            if indents.count + block + flow > limit { return true }
            var quote: UInt8?
            var escaped = false
            var previous = space
            for byte in rest {
                defer { previous = byte }
                if let open = quote {
                    if escaped {
                        escaped = false
                    } else if open == UInt8(ascii: "\"") && byte == UInt8(ascii: "\\") {
                        escaped = true
                    } else if byte == open {
                        quote = nil
                    }
                    continue
                }
                let startsToken = [space, tab, UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","), UInt8(ascii: ":")].contains(previous)
                switch byte {
                case UInt8(ascii: "\"") where startsToken, UInt8(ascii: "'") where startsToken: quote = byte
                case UInt8(ascii: "#") where previous == space || previous == tab: break
                case UInt8(ascii: "["), UInt8(ascii: "{"):
                    flow += 1
                    if indents.count + block + flow > limit { return true }
                    continue
                case UInt8(ascii: "]"), UInt8(ascii: "}"):
                    flow = max(0, flow - 1)
                    continue
                default: continue
                }
                if quote == nil { break }
            }
        }
        return false
    }
}
