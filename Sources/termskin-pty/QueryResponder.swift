/// Plays the terminal's part for the queries a program writes: the background color (OSC 11,
/// `ESC ] 11 ; ? ST`) and the primary device attributes (DA1, `ESC [ c`), which programs send as a
/// sentinel after other queries. Queries split across reads are found too.
struct QueryResponder {
    /// How the emulated terminal answers.
    enum Mode: String, CaseIterable {
        /// Answers OSC 11 with a light background and DA1.
        case light
        /// Answers OSC 11 with a dark background and DA1.
        case dark
        /// Answers DA1 only, like a terminal without OSC 11.
        case noBackground = "no-background"
        /// Answers nothing, like a terminal that ignores queries.
        case silent
    }

    static let escape: UInt8 = 0x1B
    static let backgroundQuery = Array("\u{1B}]11;?".utf8)
    static let attributesQueries = [Array("\u{1B}[c".utf8), Array("\u{1B}[0c".utf8)]
    /// What xterm answers to DA1 (VT220 with a few options).
    static let attributesReply = Array("\u{1B}[?62;22c".utf8)

    let mode: Mode
    /// The end of the previous output, for queries split across reads.
    private var tail: [UInt8] = []
    /// Queries seen so far, for the report.
    private(set) var backgroundQueries = 0
    private(set) var attributesQueriesSeen = 0

    init(mode: Mode) { self.mode = mode }

    /// The reply to the queries that end in `output` (empty when there are none or the mode is silent).
    mutating func replies(to output: [UInt8]) -> [UInt8] {
        let window = tail + output
        var reply: [UInt8] = []
        // Every query starts with ESC: only those bytes are looked at, so that a frame of tens of
        // kilobytes costs the driver next to nothing (its time would delay the next read's stamp).
        for start in window.indices where window[start] == Self.escape {
            // A query wholly inside the old tail was answered on the last call.
            if Self.matches(Self.backgroundQuery, in: window, at: start), start + Self.backgroundQuery.count > tail.count {
                backgroundQueries += 1
                reply += backgroundReply
            }
            for query in Self.attributesQueries where Self.matches(query, in: window, at: start) && start + query.count > tail.count {
                attributesQueriesSeen += 1
                if mode != .silent { reply += Self.attributesReply }
            }
        }
        tail = Array(window.suffix(8))
        return reply
    }

    private var backgroundReply: [UInt8] {
        switch mode {
        case .light: Array("\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\".utf8)
        case .dark: Array("\u{1B}]11;rgb:1e1e/1e1e/1e1e\u{1B}\\".utf8)
        case .noBackground, .silent: []
        }
    }

    private static func matches(_ needle: [UInt8], in bytes: [UInt8], at start: Int) -> Bool {
        start + needle.count <= bytes.count && bytes[start..<start + needle.count].elementsEqual(needle)
    }
}
