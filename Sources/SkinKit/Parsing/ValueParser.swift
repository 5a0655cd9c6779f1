/// How early a parser is tried (JHTheme's `JHThemeParserPriority`); higher runs first.
public struct ParserPriority: Hashable, Comparable, Sendable {
    public let rawValue: Int
    public init(_ rawValue: Int) { self.rawValue = rawValue }
    public static let low = ParserPriority(0)
    public static let normal = ParserPriority(500)
    public static let required = ParserPriority(1000)
    public static func < (lhs: ParserPriority, rhs: ParserPriority) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// What a parser may read while converting: the skin's macros and the chain of macros expanded so far.
public struct ParserContext: Sendable {
    public let defines: [String: String]
    /// Macro names expanded so far in this parse, in order (for cycle detection).
    public var macroChain: [String] = []

    public init(defines: [String: String]) { self.defines = defines }
}

/// A value parser in JHTheme's style: says whether it can parse a value, converts it, and says
/// whether the result should go on to the other parsers (as a macro's expansion does).
public protocol ValueParser: Sendable {
    /// A unique name, used to replace a registered parser.
    var identifier: String { get }
    var priority: ParserPriority { get }
    /// When true, the converted value is offered to the parsers again.
    var continuesParsing: Bool { get }
    func canParse(_ value: ParsedValue) -> Bool
    /// Converts the value; the thrown message is placed at the key by the caller.
    func convert(_ value: ParsedValue, context: inout ParserContext) throws(ValueParseError) -> ParsedValue
}

/// Why a value could not be converted; the loader adds file, key path and line.
public struct ValueParseError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    /// True when an image file is readable but larger than the decoder takes (`ImageDecodingError.isOverLimits`).
    public var isOverLimits = false
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
