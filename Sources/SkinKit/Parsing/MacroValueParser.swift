/// Expands `d(name)` from the skin's `Define` table; the expansion goes on to the other parsers,
/// so macros may chain (`d(a)` → `d(b)` → `c(#010203)`). A cycle is an error naming it.
public struct MacroValueParser: ValueParser {
    public let identifier = "macro"
    public let priority = ParserPriority.required
    public let continuesParsing = true

    /// Up to this many defined names, an undefined-macro error lists some of them.
    static let namesListedInHints = 64

    public init() {}

    public func canParse(_ value: ParsedValue) -> Bool {
        guard let raw = value.text else { return false }
        // Most values are colors: a first byte other than a space or `d` settles it without copying.
        if let first = raw.utf8.first, first != UInt8(ascii: "d"), first != UInt8(ascii: "D"), first > UInt8(ascii: " "), first < 0x80 {
            return false
        }
        let text = raw.trimmingSpaces.lowercased()
        return text.hasPrefix("d(") && text.hasSuffix(")")
    }

    public func convert(_ value: ParsedValue, context: inout ParserContext) throws(ValueParseError) -> ParsedValue {
        guard let text = value.text?.trimmingSpaces else { return value }
        let name = String(text.dropFirst(2).dropLast()).trimmingSpaces
        if let start = context.macroChain.firstIndex(of: name) {
            let cycle = context.macroChain[start...] + [name]
            throw ValueParseError("macro cycle: \(cycle.joined(separator: " → "))")
        }
        guard let expansion = context.defines[name] else {
            // Sorting a large table for every undefined name would make errors cost quadratic time.
            let count = context.defines.count
            let hint =
                count == 0
                ? "the skin has no Define table"
                : count > Self.namesListedInHints
                    ? "the skin defines \(count) macros"
                    : "defined: \(context.defines.keys.sorted().prefix(8).joined(separator: ", "))"
            throw ValueParseError("undefined macro '\(name)' (\(hint))")
        }
        context.macroChain.append(name)
        return .string(expansion)
    }
}
