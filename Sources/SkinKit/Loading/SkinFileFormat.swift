/// The words of the skin file format, declared once for the decoder, lint and the JSON Schema.
public enum SkinFileFormat {
    /// The sections a skin may hold.
    public static let sections = ["Color", "Image", "Font", "Define", "Style", RoleMap.sectionName, PaletteSection.name]
    /// A top-level key that names the file's JSON Schema for editors; the loader skips it.
    public static let schemaKey = "$schema"
    /// The keys of a dynamic value, one per appearance.
    public static let variantKeys = ["light", "dark", "lightHighContrast", "darkHighContrast"]
    /// The keys of a font value.
    public static let fontKeys = ["Name", "Size", "Weight", "Italic", "Underline", "Strikethrough"]
    /// Font `Weight` values.
    public static var fontWeights: [String] { FontWeight.allCases.map(\.rawValue) }
    /// Color value forms: `#RGB`, `#RRGGBB`, `#RRGGBBAA`, the same after `0x`, `c(…)` and a macro `d(name)`.
    public static let colorPattern = #"^\s*((#|0[xX])([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})|[cC]\(.*\)|[dD]\(.*\))\s*$"#
}
