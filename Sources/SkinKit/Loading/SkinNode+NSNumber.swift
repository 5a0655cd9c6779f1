import Foundation

extension SkinNode {
    /// JSONSerialization's numbers, booleans (`NSNumber` of C type `char`) and null as a node,
    /// nil for any other value. The one part of the conversion that needs Foundation, for the JSON
    /// readers that still return Foundation's objects; it goes when they return Swift values.
    static func foundationScalar(_ value: Any) throws(SkinError) -> SkinNode? {
        if let number = value as? NSNumber {
            if String(cString: number.objCType) == "c" { return .bool(number.boolValue) }
            return .number(number.doubleValue)
        }
        if value is NSNull { throw SkinError(message: "null is not allowed in a skin file") }
        return nil
    }
}
