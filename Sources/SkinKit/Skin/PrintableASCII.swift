/// Printable ASCII (U+0020–U+007E): one cell wide in every locale and terminal, a grapheme of its
/// own. The text paths (canvas, terminal backend, SVG) skip width lookups for it.
public enum PrintableASCII {
    /// Whether the UTF-8 byte `byte` is a printable ASCII character.
    @inlinable public static func contains(_ byte: UInt8) -> Bool { byte >= 0x20 && byte < 0x7F }

    /// Whether `scalar` is a printable ASCII character.
    @inlinable public static func contains(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= 0x20 && scalar.value < 0x7F }
}
