/// base16 / base24 YAML schemes: the tinted-theming form (`system`, `name`, `variant`,
/// `palette: {base00: "#…"}`) and the older flat form (`scheme: …`, `base00: "…"` without `#`).
///
/// ANSI colors follow base16-shell: 0 base00, 1 base08, 2 base0B, 3 base0A, 4 base0D, 5 base0E,
/// 6 base0C, 7 base05, 8 base03, 15 base07; bright 9–14 repeat 1–6, or for base24 are
/// base12, base14, base13, base16, base17, base15. Background base00, foreground base05,
/// selection base02, cursor base05.
enum Base16Reader {
    static let normal = ["base00", "base08", "base0B", "base0A", "base0D", "base0E", "base0C", "base05"]
    static let bright16 = ["base03", "base08", "base0B", "base0A", "base0D", "base0E", "base0C", "base07"]
    static let bright24 = ["base03", "base12", "base14", "base13", "base16", "base17", "base15", "base07"]

    /// True when the text has a `base00` key (flat, or under `palette:`).
    static func matches(_ text: String) -> Bool {
        LineStarts.any(in: text) { LineStarts.isYAMLKey("base00", in: $0) }
    }

    static func read(_ text: String) throws(SkinError) -> TerminalScheme {
        let root = try YAMLText.compose(text)
        guard let table = root.map(YAMLText.scalars) else { throw SkinError(message: "a base16 scheme is a YAML mapping") }
        let paletteNode = root?.mapping?["palette"]
        let palette = paletteNode.map(YAMLText.scalars)
        // Scalars are read as written, so an unquoted `base00: 002211` keeps its leading zeros.
        let strings = palette ?? table
        let prefix = palette == nil ? [] : ["palette"]
        let lines = (paletteNode ?? root).map(YAMLText.lines) ?? [:]
        do throws(SkinError) {
            return try scheme(name: table["name"] ?? table["scheme"], palette: strings)
        } catch {
            throw error.placed(file: nil, under: prefix, line: error.keyPath.first.flatMap { lines[$0] })
        }
    }

    /// The scheme of a base16/base24 palette (`base00` → `"fdf6e3"`, with or without `#`); base24
    /// when it has `base12`.
    static func scheme(name: String?, palette strings: [String: String]) throws(SkinError) -> TerminalScheme {
        let isBase24 = strings["base12"] != nil
        var ansi: [RGBColor] = []
        for key in normal + (isBase24 ? bright24 : bright16) { ansi.append(try SchemeColorText.required(key, in: strings)) }
        var named: [String: RGBColor] = [:]
        for (key, value) in strings where key.hasPrefix("base") { named[key] = SchemeColorText.parse(value) }
        return TerminalScheme(
            name: name, background: try SchemeColorText.required("base00", in: strings),
            foreground: try SchemeColorText.required("base05", in: strings),
            cursor: try SchemeColorText.required("base05", in: strings),
            selection: try SchemeColorText.required("base02", in: strings),
            ansi: ansi, namedColors: named)
    }
}
