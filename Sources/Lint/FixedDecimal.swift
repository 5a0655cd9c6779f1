import Foundation

/// `String(format: "%.1f")` and `"%.2f"` without Foundation's formatter (a lint run of 100,000 skins
/// formats a ratio per failing appearance, 13 % of its time): the exact binary value rounded to
/// nearest, ties to even, as glibc's printf rounds it; anything outside its range goes to `String(format:)`.
enum FixedDecimal {
    static func text(_ value: Double, places: Int) -> String {
        let scale: UInt64 = places == 1 ? 10 : 100
        guard places == 1 || places == 2, value.isNormal, value > 0, value < 1_000_000 else {
            return String(format: "%.\(places)f", value)
        }
        // value = mantissa × 2^-shift exactly; the product by `scale` stays below 2^60.
        let mantissa = value.significandBitPattern | (1 << 52)
        let shift = 52 - Int(value.exponent)
        guard shift > 0, shift < 60 else { return String(format: "%.\(places)f", value) }
        let product = mantissa * scale
        var scaled = product >> UInt64(shift)
        let remainder = product & ((1 << UInt64(shift)) - 1)
        let half = UInt64(1) << UInt64(shift - 1)
        if remainder > half || (remainder == half && scaled & 1 == 1) { scaled += 1 }
        let fraction = String(scaled % scale)
        return "\(scaled / scale)." + String(repeating: "0", count: places - fraction.count) + fraction
    }
}
