import FoundationEssentials

/// Skin names as a person reads them, the one place that says when a name stands for the embedded
/// `default` skin: `Default`, `DEFAULT`, full-width `ｄｅｆａｕｌｔ` and `de\u{200B}fault` all do.
public enum SkinName {
    /// `name` as it reads: invisible characters (format characters such as zero-width spaces and
    /// joiners, other default-ignorable code points) removed, NFKC-normalised (full-width and other
    /// compatibility forms become their plain letters), lower-cased, surrounding white space trimmed.
    public static func normalized(_ name: String) -> String {
        var visible = String.UnicodeScalarView()
        for scalar in name.unicodeScalars where !isInvisible(scalar) { visible.append(scalar) }
        // NFKC before and after lower-casing: a compatibility form may lower-case to another one.
        let folded = String(visible).precomposedStringWithCompatibilityMapping.lowercased()
        return folded.precomposedStringWithCompatibilityMapping.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Whether `name` reads as `default`, a name an import may not give a skin (it would restyle
    /// every other skin).
    public static func isReserved(_ name: String) -> Bool { normalized(name) == Skin.defaultName }

    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .format || scalar.properties.isDefaultIgnorableCodePoint
            || ControlCharacters.isControl(scalar)
    }
}
