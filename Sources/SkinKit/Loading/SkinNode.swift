import FoundationEssentials

/// Skin data as read from JSON, a property list or code, before it becomes a `Skin`.
/// Build one in code for run-time updates (seed 000's `updateSkinPlistInfo`).
public indirect enum SkinNode: Hashable, Sendable, ExpressibleByStringLiteral, ExpressibleByDictionaryLiteral,
    ExpressibleByArrayLiteral, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral
{
    case string(String)
    case number(Double)
    case bool(Bool)
    case array([SkinNode])
    case dictionary([String: SkinNode])

    public init(stringLiteral value: String) { self = .string(value) }
    public init(dictionaryLiteral elements: (String, SkinNode)...) {
        self = .dictionary(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
    public init(arrayLiteral elements: SkinNode...) { self = .array(elements) }
    public init(floatLiteral value: Double) { self = .number(value) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }

    /// A short name of the node's kind for error messages.
    var kindName: String {
        switch self {
        case .string: return "a string"
        case .number: return "a number"
        case .bool: return "a boolean"
        case .array: return "an array"
        case .dictionary: return "a dictionary"
        }
    }

    /// Text of a string or number (numbers print without a trailing `.0`).
    var scalarText: String? {
        switch self {
        case .string(let s): return s
        case .number(let n): return n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : String(n)
        case .bool(let b): return b ? "true" : "false"
        default: return nil
        }
    }
}
