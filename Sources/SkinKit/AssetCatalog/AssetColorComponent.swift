import FoundationEssentials

/// One component of an asset catalog color as Xcode writes it, read into 0–1 (or beyond, in the
/// extended spaces): a float as a string (`"0.206"`) or a number, an 8-bit integer as a decimal
/// string (`"52"`) or hex bytes (`"0x34"`). A string without a decimal point is an 8-bit integer
/// (Xcode's "8-bit" input writes `"1"` for 1/255); a number of at most 1 or with a fraction is a
/// float. `alpha` is a float in every form but hex (Xcode writes `"1.000"` in all input modes).
enum AssetColorComponent {
    /// The component's value, or why it cannot be read.
    static func value(_ node: SkinNode, isAlpha: Bool) throws(ValueParseError) -> Double {
        switch node {
        case .number(let number):
            guard number.isFinite else { throw ValueParseError("\(number) is not a finite number") }
            return number <= 1 || number != number.rounded() || isAlpha ? number : number / 255
        case .string(let raw):
            let text = Whitespace.trimmingSpaces(raw)
            if text.lowercased().hasPrefix("0x") {
                guard let byte = UInt8(text.dropFirst(2), radix: 16) else {
                    throw ValueParseError("'\(raw)' is not a hex byte (0x00–0xFF)")
                }
                return Double(byte) / 255
            }
            if text.contains(".") || text.lowercased().contains("e") || isAlpha {
                guard let number = Double(text), number.isFinite else { throw ValueParseError("'\(raw)' is not a number") }
                return number
            }
            guard let integer = Int(text) else { throw ValueParseError("'\(raw)' is not a number") }
            guard (0...255).contains(integer) else {
                throw ValueParseError("'\(raw)' is an 8-bit integer out of range (0–255); write a float such as \"1.2\" for extended range")
            }
            return Double(integer) / 255
        default:
            throw ValueParseError("is \(node.kindName); a component is a number or a string such as \"0.5\", \"128\" or \"0x80\"")
        }
    }
}
