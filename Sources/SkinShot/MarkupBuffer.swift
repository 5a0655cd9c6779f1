import SkinKit

/// The bytes of an SVG document written into one buffer: fixed ASCII pieces, numbers, colors and
/// escaped text appended in place, so that a screenshot builds no String per cell or element.
/// Writes exactly what `Markup`'s String helpers write.
struct MarkupBuffer {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 0) { bytes.reserveCapacity(capacity) }

    /// Empties the buffer, keeping its storage.
    mutating func removeAll() { bytes.removeAll(keepingCapacity: true) }

    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// A String's bytes (a literal goes to the `StaticString` overload: no String made).
    mutating func append(string text: String) { bytes.append(contentsOf: text.utf8) }

    mutating func append(bytes more: [UInt8]) { bytes.append(contentsOf: more) }

    mutating func append(byte: UInt8) { bytes.append(byte) }

    /// A whole number in decimal.
    mutating func decimal(_ value: Int) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        guard magnitude >= 10 else {
            bytes.append(UInt8(ascii: "0") + UInt8(magnitude))
            return
        }
        // Columns, rows and most lengths have two or three digits: written without the digit buffer.
        if magnitude < 1_000 {
            if magnitude >= 100 { bytes.append(UInt8(ascii: "0") + UInt8(magnitude / 100)) }
            bytes.append(UInt8(ascii: "0") + UInt8(magnitude / 10 % 10))
            bytes.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
            return
        }
        var digits:
            (
                UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8
            ) =
                (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            while magnitude > 0 {
                buffer[count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                count += 1
            }
            for index in stride(from: count - 1, through: 0, by: -1) { bytes.append(buffer[index]) }
        }
    }

    /// A length in tenths of a pixel, as `Markup.pixels` writes it: 84 → `8.4`, 170 → `17`.
    mutating func pixels(_ tenths: Int) {
        if tenths < 0 { bytes.append(UInt8(ascii: "-")) }
        let magnitude = abs(tenths)
        decimal(magnitude / 10)
        if magnitude % 10 != 0 {
            bytes.append(UInt8(ascii: "."))
            bytes.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
        }
    }

    /// `#RRGGBB`, alpha ignored (as `Markup.hex`).
    mutating func hex(_ color: RGBColor) {
        bytes.append(UInt8(ascii: "#"))
        hexByte(color.red)
        hexByte(color.green)
        hexByte(color.blue)
    }

    private mutating func hexByte(_ value: UInt8) {
        bytes.append(Self.hexDigit(value >> 4))
        bytes.append(Self.hexDigit(value & 0x0F))
    }

    private static func hexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "A") + nibble - 10
    }

    /// `text` escaped as `Markup.escape` escapes it.
    mutating func escaped(_ text: String) {
        for scalar in text.unicodeScalars { escaped(scalar) }
    }

    /// One scalar escaped as `Markup.escape` escapes it.
    mutating func escaped(_ scalar: Unicode.Scalar) {
        switch scalar {
        case "&": append("&amp;")
        case "<": append("&lt;")
        case ">": append("&gt;")
        case "\"": append("&quot;")
        case "'": append("&#39;")
        case "\t", "\n", "\r": bytes.append(UInt8(scalar.value))
        default:
            if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                bytes.append(contentsOf: [0xEF, 0xBF, 0xBD])
            } else {
                utf8(scalar.value)
            }
        }
    }

    /// A scalar's UTF-8 bytes, encoded here (the generic view costs more than the bytes).
    private mutating func utf8(_ value: UInt32) {
        switch value {
        case ..<0x80:
            bytes.append(UInt8(value))
        case ..<0x800:
            bytes.append(UInt8(0xC0 | value >> 6))
            bytes.append(UInt8(0x80 | value & 0x3F))
        case ..<0x10000:
            bytes.append(UInt8(0xE0 | value >> 12))
            bytes.append(UInt8(0x80 | value >> 6 & 0x3F))
            bytes.append(UInt8(0x80 | value & 0x3F))
        default:
            bytes.append(UInt8(0xF0 | value >> 18))
            bytes.append(UInt8(0x80 | value >> 12 & 0x3F))
            bytes.append(UInt8(0x80 | value >> 6 & 0x3F))
            bytes.append(UInt8(0x80 | value & 0x3F))
        }
    }
}
