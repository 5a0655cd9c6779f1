/// Which ncurses color pair shows which foreground/background, never more than the terminal has.
///
/// Pure bookkeeping, no terminal needed: the screen asks for a pair, defines it with
/// `init_extended_pair` when the answer is `.added`, and recycles the whole table (with
/// `reset_color_pairs` and a full repaint) when the answer is `.full`. Pair 0 is the terminal's
/// default colors and is never handed out for anything else.
public struct ColorPairTable: Sendable {
    /// A foreground and background as ncurses color numbers; -1 is the terminal's default color.
    public struct Colors: Hashable, Sendable {
        /// The foreground: a palette index or a 24-bit RGB value, as the terminal takes colors.
        public var foreground: Int32
        /// The background, in the same terms.
        public var background: Int32

        /// Colors as ncurses color numbers.
        public init(foreground: Int32, background: Int32) {
            self.foreground = foreground
            self.background = background
        }

        /// The terminal's own foreground and background (pair 0).
        public static let terminalDefault = Colors(foreground: -1, background: -1)
    }

    /// The answer to a request for a pair.
    public enum Assignment: Hashable, Sendable {
        /// The colors already have this pair.
        case existing(Int32)
        /// A new pair number: define it (`init_extended_pair`) before use.
        case added(Int32)
        /// Every pair is taken: recycle the table or fall back.
        case full
    }

    /// How many pairs can be handed out: `COLOR_PAIRS - 1`, since pair 0 is reserved.
    public let capacity: Int
    private var pairs: [Colors: Int32] = [:]
    private var firstPairByBackground: [Int32: Int32] = [:]
    private var nextPair: Int32 = 1
    /// The pairs asked for lately, by `key(of:)`: most asks in a frame are for a few pairs.
    private var recentPairs = DirectMappedCache<Int32>()

    /// A table for a terminal with `colorPairs` pairs (ncurses `COLOR_PAIRS`).
    public init(colorPairs: Int) {
        capacity = max(0, min(colorPairs, Int(Int32.max)) - 1)
    }

    /// How many pairs are handed out.
    public var count: Int { pairs.count }

    /// True when no new pair can be handed out.
    public var isFull: Bool { pairs.count >= capacity }

    /// The pair already showing `colors`, if any.
    public func pair(for colors: Colors) -> Int32? {
        colors == .terminalDefault ? 0 : pairs[colors]
    }

    /// The pair for `colors`: the existing one, a new one, or `.full`.
    public mutating func assign(_ colors: Colors) -> Assignment {
        let key = Self.key(of: colors)
        if let recent = recentPairs.value(for: key) { return .existing(recent) }
        if let existing = pair(for: colors) {
            recentPairs.remember(existing, for: key)
            return .existing(existing)
        }
        guard !isFull else { return .full }
        let number = nextPair
        nextPair += 1
        pairs[colors] = number
        recentPairs.remember(number, for: key)
        if firstPairByBackground[colors.background] == nil { firstPairByBackground[colors.background] = number }
        return .added(number)
    }

    /// Both colors in one number, for the recent pairs.
    private static func key(of colors: Colors) -> UInt64 {
        UInt64(UInt32(bitPattern: colors.foreground)) << 32 | UInt64(UInt32(bitPattern: colors.background))
    }

    /// An existing pair with the same background (surfaces matter more than text), for when the
    /// table is full within one frame; pair 0 when there is none.
    public func closestPair(for colors: Colors) -> Int32 {
        pair(for: colors) ?? firstPairByBackground[colors.background] ?? 0
    }

    /// Forgets every pair, as after `reset_color_pairs`.
    public mutating func removeAll() {
        pairs.removeAll(keepingCapacity: true)
        recentPairs.removeAll()
        firstPairByBackground.removeAll(keepingCapacity: true)
        nextPair = 1
    }
}
