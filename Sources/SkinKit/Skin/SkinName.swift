import FoundationEssentials

/// Skin names as a person reads them, the one place that says when a name stands for the embedded
/// `default` skin: `Default`, `DEFAULT`, full-width `ｄｅｆａｕｌｔ` and `de\u{200B}fault` all do.
public enum SkinName {
    /// `name` as it reads: invisible characters (format characters such as zero-width spaces and
    /// joiners, other default-ignorable code points) removed, compatibility forms that read as ASCII
    /// (full-width and mathematical letters, ligatures: NFKC's mapping, `ASCIICompatibilityForms`)
    /// replaced by it, lower-cased, surrounding white space trimmed. Other characters stay as written.
    public static func normalized(_ name: String) -> String {
        // Mapped before and after lower-casing: a compatibility form may lower-case to another one.
        let folded = asciiForms(of: name.unicodeScalars.filter { !isInvisible($0) }).lowercased()
        return Whitespace.trimmingSpacesAndNewlines(asciiForms(of: folded.unicodeScalars))
    }

    private static func asciiForms(of scalars: some Sequence<Unicode.Scalar>) -> String {
        var result = ""
        for scalar in scalars {
            if let text = ASCIICompatibilityForms.text(of: scalar) { result += text } else { result.unicodeScalars.append(scalar) }
        }
        return result
    }

    /// Whether `name` reads as `default`, a name an import may not give a skin (it would restyle
    /// every other skin).
    public static func isReserved(_ name: String) -> Bool { normalized(name) == Skin.defaultName }

    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .format || scalar.properties.isDefaultIgnorableCodePoint
            || ControlCharacters.isControl(scalar)
    }
}
