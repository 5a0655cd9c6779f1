/// The registered value parsers, tried by priority (then registration order) as JHTheme does.
public struct ValueParserRegistry: Sendable {
    public private(set) var parsers: [any ValueParser] = []

    /// The built-in parsers: `d(…)` macros and colors.
    public static let standard: ValueParserRegistry = {
        var registry = ValueParserRegistry()
        registry.register(MacroValueParser())
        registry.register(ColorValueParser())
        return registry
    }()

    public init() {}

    /// Adds a parser, replacing one with the same identifier.
    public mutating func register(_ parser: any ValueParser) {
        parsers.removeAll { $0.identifier == parser.identifier }
        let index = parsers.firstIndex { $0.priority < parser.priority } ?? parsers.endIndex
        parsers.insert(parser, at: index)
    }

    /// Runs the parsers over `text`: the first that can parse converts it; when that parser
    /// continues parsing, the result is offered again. Returns the last value (maybe still a string).
    public func parse(_ text: String, defines: [String: String]) throws(ValueParseError) -> ParsedValue {
        var context = ParserContext(defines: defines)
        var value = ParsedValue.string(text)
        for _ in 0..<256 {
            guard let parser = parsers.first(where: { $0.canParse(value) }) else { return value }
            value = try parser.convert(value, context: &context)
            if !parser.continuesParsing { return value }
        }
        throw ValueParseError("value '\(text)' did not settle after 256 parser steps")
    }

    /// Parses `text` that must become a color.
    public func parseColor(_ text: String, defines: [String: String]) throws(ValueParseError) -> RGBColor {
        switch try parse(text, defines: defines) {
        case .color(let color): return color
        case .string(let s) where s == text:
            throw ValueParseError("'\(text)' is not a color: use 0xRRGGBB, #RRGGBB, c(#RRGGBB), c(r,g,b[,a]) or d(macro)")
        case .string(let s): throw ValueParseError("'\(text)' expands to '\(s)', which is not a color")
        case .number(let n): throw ValueParseError("'\(text)' is the number \(n), not a color")
        }
    }
}
