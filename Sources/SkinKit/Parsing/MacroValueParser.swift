/// Expands `d(name)` from the skin's `Define` table; the expansion goes on to the other parsers,
/// so macros may chain (`d(a)` → `d(b)` → `c(#010203)`). A cycle is an error naming it.
public struct MacroValueParser: ValueParser {
    public let identifier = "macro"
    public let priority = ParserPriority.required
    public let continuesParsing = true

    public init() {}

    public func canParse(_ value: ParsedValue) -> Bool {
        guard let text = value.text?.trimmingSpaces.lowercased() else { return false }
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
            let known = context.defines.keys.sorted()
            let hint = known.isEmpty ? "the skin has no Define table" : "defined: \(known.prefix(8).joined(separator: ", "))"
            throw ValueParseError("undefined macro '\(name)' (\(hint))")
        }
        context.macroChain.append(name)
        return .string(expansion)
    }
}
