/// `String(format: "%.1f")`, `"%.2f"` and `"%.3f"` without Foundation (which FoundationEssentials
/// lacks): the exact binary value rounded to nearest, ties to even, as glibc's printf rounds it.
/// A lint run of 100,000 skins formats a ratio per failing appearance, so this is also the fast way.
public enum FixedDecimal {
    /// `value` with `places` (1 to 3) digits after the point, as `printf("%.*f")` writes it in the C
    /// locale; values of 2^63 and above (never a ratio, distance or component) are written as
    /// Swift's `description` gives them.
    public static func text(_ value: Double, places: Int) -> String {
        precondition((1...3).contains(places), "FixedDecimal formats 1 to 3 places")
        if value.isNaN { return value.sign == .minus ? "-nan" : "nan" }
        if value.isInfinite { return value < 0 ? "-inf" : "inf" }
        if value.sign == .minus { return "-" + text(-value, places: places) }
        let scale: UInt64 = places == 1 ? 10 : places == 2 ? 100 : 1000
        let zeros = String(repeating: "0", count: places)
        guard value.isNormal else { return "0." + zeros }
        guard value < 0x1p63 else { return value.description }
        // value = mantissa × 2^-shift exactly; the product by `scale` stays below 2^63.
        let mantissa = value.significandBitPattern | (1 << 52)
        let shift = 52 - Int(value.exponent)
        if shift <= 0 { return "\(mantissa << UInt64(-shift))." + zeros }
        // Below 2^-11 the scaled value is under a half: it rounds to zero.
        guard shift < 64 else { return "0." + zeros }
        let product = mantissa * scale
        var scaled = product >> UInt64(shift)
        let remainder = product & ((1 << UInt64(shift)) - 1)
        let half = UInt64(1) << UInt64(shift - 1)
        if remainder > half || (remainder == half && scaled & 1 == 1) { scaled += 1 }
        let fraction = String(scaled % scale)
        return "\(scaled / scale)." + String(repeating: "0", count: places - fraction.count) + fraction
    }
}
