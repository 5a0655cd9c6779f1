/// Plays the terminal's part for the queries a program writes: the background color (OSC 11,
/// `ESC ] 11 ; ? ST`) and the primary device attributes (DA1, `ESC [ c`), which programs send as a
/// sentinel after other queries; in `modern` mode also the other colors (OSC 10, 12, OSC 4 for
/// 0–15), DECRQM for mode 2031 and the light/dark query `CSI ? 996 n`. It notes whether focus
/// events (mode 1004) are on, and its background can change (`focus:` steps). Queries split across
/// reads are found too.
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
        /// Knows DEC mode 2031 (light/dark reports, dark at start) and answers every color query:
        /// the dark background, and a color of its own for each other slot (`colorSpec`).
        case modern
    }

    static let escape: UInt8 = 0x1B
    static let backgroundQuery = Array("\u{1B}]11;?".utf8)
    static let attributesQueries = [Array("\u{1B}[c".utf8), Array("\u{1B}[0c".utf8)]
    /// What xterm answers to DA1 (VT220 with a few options).
    static let attributesReply = Array("\u{1B}[?62;22c".utf8)
    static let modeQuery = Array("\u{1B}[?2031$p".utf8)
    static let appearanceQuery = Array("\u{1B}[?996n".utf8)
    /// The other color queries a `modern` terminal answers: OSC 10, 12 and OSC 4 for 0–15.
    static let colorQueries: [(query: [UInt8], name: String)] =
        [("10", "10"), ("12", "12")].map { (Array("\u{1B}]\($0.0);?".utf8), $0.1) }
        + (0..<16).map { (Array("\u{1B}]4;\($0);?".utf8), "4;\($0)") }

    /// The color a `modern` terminal has in the slot OSC `name` reports (`11`, `4;3`): distinct
    /// for each slot, 16 bits per channel as xterm writes them.
    static func colorSpec(_ name: String) -> String {
        let seed = name.unicodeScalars.reduce(7) { ($0 * 31 + Int($1.value)) % 65_521 }
        func channel(_ salt: Int) -> String {
            let value = (seed * (salt + 3) * 2_654_435_761) % 65_536
            let digits = String(value, radix: 16)
            return String(repeating: "0", count: 4 - digits.count) + digits
        }
        return "rgb:\(channel(1))/\(channel(2))/\(channel(3))"
    }

    /// Every color a `modern` terminal answers, by the OSC that reports it (`4;0`…`4;15`, `10`, `11`, `12`).
    static var colorAnswers: [(name: String, spec: String)] {
        colorQueries.map { ($0.name, colorSpec($0.name)) } + [("11", "rgb:1e1e/1e1e/1e1e")]
    }

    let mode: Mode
    /// The end of the previous output, for queries split across reads.
    private var tail: [UInt8] = []
    /// Queries seen so far, for the report.
    private(set) var backgroundQueries = 0
    private(set) var attributesQueriesSeen = 0

    /// Whether the program turned focus events on (`CSI ? 1004 h`, off with `l`): only then does a
    /// `focus:` step send `CSI I`.
    private(set) var reportsFocus = false
    /// The background OSC 11 answers when it was changed by a `focus:` step (nil: the mode's own).
    var changedBackground: String?

    init(mode: Mode) { self.mode = mode }

    static let focusOn = Array("\u{1B}[?1004h".utf8)
    static let focusOff = Array("\u{1B}[?1004l".utf8)
    /// What a terminal sends when its window gains focus (mode 1004).
    static let focusIn = Array("\u{1B}[I".utf8)
    static let lightBackground = "rgb:ffff/ffff/ffff"
    static let darkBackground = "rgb:1e1e/1e1e/1e1e"

    /// The report a `modern` terminal sends when the system switches to `dark` or light (mode 2031).
    static func appearanceReport(dark: Bool) -> [UInt8] { Array("\u{1B}[?997;\(dark ? 1 : 2)n".utf8) }

    /// The reply to the queries that end in `output` (empty when there are none or the mode is silent).
    mutating func replies(to output: [UInt8]) -> [UInt8] {
        let window = tail + output
        var reply: [UInt8] = []
        // Every query starts with ESC: only those bytes are looked at, so that a frame of tens of
        // kilobytes costs the driver next to nothing (its time would delay the next read's stamp).
        for start in window.indices where window[start] == Self.escape {
            // A query wholly inside the old tail was answered on the last call.
            func new(_ query: [UInt8]) -> Bool {
                Self.matches(query, in: window, at: start) && start + query.count > tail.count
            }
            if new(Self.focusOn) { reportsFocus = true }
            if new(Self.focusOff) { reportsFocus = false }
            if new(Self.backgroundQuery) {
                backgroundQueries += 1
                reply += backgroundReply
            }
            for query in Self.attributesQueries where new(query) {
                attributesQueriesSeen += 1
                if mode != .silent { reply += Self.attributesReply }
            }
            guard mode == .modern else { continue }
            if new(Self.modeQuery) { reply += Array("\u{1B}[?2031;2$y".utf8) }
            if new(Self.appearanceQuery) { reply += Self.appearanceReport(dark: true) }
            for (query, name) in Self.colorQueries where new(query) {
                reply += Array("\u{1B}]\(name);\(Self.colorSpec(name))\u{1B}\\".utf8)
            }
        }
        tail = Array(window.suffix(16))
        return reply
    }

    private var backgroundReply: [UInt8] {
        let spec: String
        switch mode {
        case .light: spec = changedBackground ?? Self.lightBackground
        case .dark, .modern: spec = changedBackground ?? Self.darkBackground
        case .noBackground, .silent: return []
        }
        return Array("\u{1B}]11;\(spec)\u{1B}\\".utf8)
    }

    private static func matches(_ needle: [UInt8], in bytes: [UInt8], at start: Int) -> Bool {
        start + needle.count <= bytes.count && bytes[start..<start + needle.count].elementsEqual(needle)
    }
}
