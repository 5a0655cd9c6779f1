/// A number in a document read into Swift values (`JSONObjectReader`, `PropertyListObjectReader`),
/// as Foundation's `NSNumber.doubleValue` gave it: a `Double`, an `Int`, a `UInt64`, or a `Bool`
/// (1 or 0); nil for anything else. Types are matched exactly: in a process that has Foundation
/// (the tests), an `NSNumber` would also cast to each of them by bridging.
enum PropertyListNumber {
    static func double(_ value: Any?) -> Double? {
        guard let value else { return nil }
        let kind = type(of: value)
        if kind == Double.self, let number = value as? Double { return number }
        if kind == Int.self, let number = value as? Int { return Double(number) }
        if kind == UInt64.self, let number = value as? UInt64 { return Double(number) }
        if kind == Bool.self, let flag = value as? Bool { return flag ? 1 : 0 }
        return nil
    }
}
