import Foundation

/// Skin data as read from JSON, a property list or code, before it becomes a `Skin`.
/// Build one in code for run-time updates (seed 000's `updateSkinPlistInfo`).
public indirect enum SkinNode: Hashable, Sendable, ExpressibleByStringLiteral, ExpressibleByDictionaryLiteral,
    ExpressibleByArrayLiteral, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral {
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

    /// Converts what JSONSerialization or PropertyListSerialization returned; nil for other types
    /// (dates, data, null), reported by the caller with their place.
    static func from(foundation value: Any) -> SkinNode? {
        if let string = value as? String { return .string(string) }
        if type(of: value) == Bool.self, let bool = value as? Bool { return .bool(bool) }
        if let number = value as? NSNumber {
            // JSONSerialization returns booleans as NSNumber of C type char.
            if String(cString: number.objCType) == "c" { return .bool(number.boolValue) }
            return .number(number.doubleValue)
        }
        if let array = value as? [Any] {
            var nodes: [SkinNode] = []
            for element in array {
                guard let node = from(foundation: element) else { return nil }
                nodes.append(node)
            }
            return .array(nodes)
        }
        if let dictionary = value as? [String: Any] {
            var nodes: [String: SkinNode] = [:]
            for (key, element) in dictionary {
                guard let node = from(foundation: element) else { return nil }
                nodes[key] = node
            }
            return .dictionary(nodes)
        }
        return nil
    }

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
