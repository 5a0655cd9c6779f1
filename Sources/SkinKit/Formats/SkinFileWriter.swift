import FoundationEssentials

/// Writes a skin's colors and palette as an editable TermSkin JSON skin file (what
/// `termskin import` saves for a theme): one key a line, sorted, `{"light", "dark"}` where they differ.
public enum SkinFileWriter {
    /// The JSON text of `skin` (Color and Palette sections; fonts and images are not written).
    public static func json(of skin: Skin) -> String {
        let light = TraitCollection(userInterfaceStyle: .light)
        let dark = TraitCollection(userInterfaceStyle: .dark)
        func value(_ color: Dynamic<RGBColor>) -> String {
            let l = color.resolve(in: light)
            let d = color.resolve(in: dark)
            return l == d ? quoted(l.hexString) : "{ \"light\": \(quoted(l.hexString)), \"dark\": \(quoted(d.hexString)) }"
        }
        var lines = ["{", "  \(quoted(skin.name)): {", "    \"Color\": {"]
        let keys = skin.colors.keys.sorted()
        for (index, key) in keys.enumerated() {
            guard let color = skin.colors[key] else { continue }
            lines.append("      \(quoted(key)): \(value(color))" + (index < keys.count - 1 ? "," : ""))
        }
        if let palette = skin.palette {
            lines.append("    },")
            func list(_ colors: [RGBColor]) -> String { "[" + colors.map { quoted($0.hexString) }.joined(separator: ", ") + "]" }
            let l = palette.resolve(in: light)
            let d = palette.resolve(in: dark)
            let text = l == d ? list(l) : "{\n      \"light\": \(list(l)),\n      \"dark\": \(list(d))\n    }"
            lines.append("    \(quoted(PaletteSection.name)): \(text)")
        } else {
            lines.append("    }")
        }
        lines += ["  }", "}", ""]
        return lines.joined(separator: "\n")
    }

    /// `text` as a JSON string literal (one implementation: `JSONText.quoted`).
    static func quoted(_ text: String) -> String { JSONText.quoted(text) }
}
