/// The registered value parsers, tried by priority (then registration order) as JHTheme does.
public struct ValueParserRegistry: Sendable {
    public private(set) var parsers: [any ValueParser] = []
    /// True while the parsers are exactly the standard ones (`d(…)` macros, then colors): a
    /// compact hex color is then read directly, as those parsers would read it, without the
    /// registry's steps (most values of a large skin are such colors).
    private var readsHexDirectly = false

    /// The built-in parsers: `d(…)` macros and colors.
    public static let standard: ValueParserRegistry = {
        var registry = ValueParserRegistry()
        registry.register(MacroValueParser())
        registry.register(ColorValueParser())
        return registry
    }()

    public init() {}

    /// True while the parsers are the standard ones (`standard`'s kinds, in its order).
    public var isStandard: Bool { readsHexDirectly }

    /// Adds a parser, replacing one with the same identifier.
    public mutating func register(_ parser: any ValueParser) {
        parsers.removeAll { $0.identifier == parser.identifier }
        let index = parsers.firstIndex { $0.priority < parser.priority } ?? parsers.endIndex
        parsers.insert(parser, at: index)
        readsHexDirectly = parsers.count == 2 && parsers[0] is MacroValueParser && parsers[1] is ColorValueParser
    }

    /// Runs the parsers over `text`: the first that can parse converts it; when that parser
    /// continues parsing, the result is offered again. Returns the last value (maybe still a string).
    public func parse(_ text: String, defines: [String: String]) throws(ValueParseError) -> ParsedValue {
        var memo = ParseMemo()
        return try parse(text, defines: defines, memo: &memo)
    }

    /// Parses `text`, reusing and extending `memo` (one per `Define` table): each text met on
    /// a macro chain is resolved once, and the chain is at most `maxMacroChainLength` steps.
    public func parse(_ text: String, defines: [String: String], memo: inout ParseMemo) throws(ValueParseError) -> ParsedValue {
        var context = ParserContext(defines: defines)
        var value = ParsedValue.string(text)
        // The texts met after a continuing step (a macro's expansion); empty for a plain value,
        // which then costs no allocation and leaves no trace in the memo.
        var chain: [String] = []
        let maxSteps = memo.limits.maxMacroChainLength
        for _ in 0...maxSteps {
            if case .string(let current) = value {
                if let known = memo.result(for: current) {
                    memo.record(known, for: chain)
                    return try known.get()
                }
                if !chain.isEmpty { chain.append(current) }
            }
            guard let parser = firstParser(for: value) else {
                memo.record(.success(value), for: chain)
                return value
            }
            do throws(ValueParseError) {
                if parser.continuesParsing { try memo.countExpansion() }
                value = try parser.convert(value, context: &context)
            } catch {
                memo.record(.failure(error), for: chain)
                throw error
            }
            guard parser.continuesParsing else {
                memo.record(.success(value), for: chain)
                return value
            }
            if chain.isEmpty { chain.append(text) }
        }
        let error = ValueParseError("value '\(text)' did not settle: macro chains are limited to \(maxSteps) steps")
        memo.record(.failure(error), for: chain)
        throw error
    }

    private func firstParser(for value: ParsedValue) -> (any ValueParser)? {
        for parser in parsers where parser.canParse(value) { return parser }
        return nil
    }

    /// Parses `text` that must become a color.
    public func parseColor(_ text: String, defines: [String: String]) throws(ValueParseError) -> RGBColor {
        var memo = ParseMemo()
        return try parseColor(text, defines: defines, memo: &memo)
    }

    /// Parses `text` that must become a color, sharing `memo` with the skin's other values.
    public func parseColor(_ text: String, defines: [String: String], memo: inout ParseMemo) throws(ValueParseError) -> RGBColor {
        // The macro parser leaves a text starting with `#` to the color parser, which tries this first.
        if readsHexDirectly, let color = ColorValueParser.parseCompactHex(text) {
            return color
        }
        switch try parse(text, defines: defines, memo: &memo) {
        case .color(let color): return color
        case .string(let s) where s == text:
            throw ValueParseError("'\(text)' is not a color: use 0xRRGGBB, #RRGGBB, c(#RRGGBB), c(r,g,b[,a]) or d(macro)")
        case .string(let s): throw ValueParseError("'\(text)' expands to '\(s)', which is not a color")
        case .number(let n): throw ValueParseError("'\(text)' is the number \(n), not a color")
        }
    }
}
