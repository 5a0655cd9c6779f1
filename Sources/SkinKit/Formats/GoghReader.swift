/// Gogh's themes (`themes/*.yml` of Gogh-Co/Gogh, 361 at 0aee76d9): `name`, `color_01` … `color_16`
/// (ANSI 0–15), `background`, `foreground` and an optional `cursor`, each `#RRGGBB`; every theme of
/// the collection sets all of them but the cursor, which Gogh's scripts then take from the
/// foreground (a missing color is an error here, as those scripts have nothing to apply).
enum GoghReader {
    /// `color_01` … `color_16`.
    static let colorKeys = (1...16).map { "color_" + ($0 < 10 ? "0" : "") + "\($0)" }

    /// True when the text has a `color_01` key.
    static func matches(_ text: String) -> Bool {
        LineStarts.any(in: text) { LineStarts.isYAMLKey("color_01", in: $0) }
    }

    static func read(_ text: String) throws(SkinError) -> TerminalScheme {
        guard let root = try YAMLText.compose(text), root.mapping != nil else { throw SkinError(message: "a Gogh theme is a YAML mapping") }
        let table = YAMLText.scalars(root)
        let lines = YAMLText.lines(root)
        func color(_ key: String) throws(SkinError) -> RGBColor {
            guard let value = table[key] else {
                throw SkinError(
                    keyPath: [key], message: "missing color '\(key)': a Gogh theme sets \(colorKeys[0]) … \(colorKeys[15]), background and foreground")
            }
            guard let read = SchemeColorText.parse(value) else {
                throw SkinError(keyPath: [key], line: lines[key], message: "'\(value)' is not a color (expected #RRGGBB)")
            }
            return read
        }
        var ansi: [RGBColor] = []
        for key in colorKeys { ansi.append(try color(key)) }
        let foreground = try color("foreground")
        return TerminalScheme(
            name: table["name"].flatMap { $0.trimmingSpaces.isEmpty ? nil : $0 }, background: try color("background"), foreground: foreground,
            cursor: table["cursor"] == nil ? nil : try color("cursor"), ansi: ansi)
    }
}
