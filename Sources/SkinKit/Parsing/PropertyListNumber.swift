/// A number in a document read into Swift values (`JSONObjectReader`, the property list reader),
/// as Foundation's `NSNumber.doubleValue` gave it: a `Double`, an `Int`, a `UInt64`, or a `Bool`
/// (1 or 0); nil for anything else.
enum PropertyListNumber {
    static func double(_ value: Any?) -> Double? {
        switch value {
        case let number as Double: return number
        case let number as Int: return Double(number)
        case let number as UInt64: return Double(number)
        case let flag as Bool: return flag ? 1 : 0
        default: return nil
        }
    }
}
