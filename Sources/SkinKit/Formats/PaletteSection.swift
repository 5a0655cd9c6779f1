/// A skin file's `Palette` section: the 16 terminal colors (ANSI 0–15) its 16- and 8-color
/// previews reduce to. Either a list of 16 colors, or `{"light": [16], "dark": [16]}`.
enum PaletteSection {
    static let name = "Palette"
    /// How many colors a palette holds: ANSI 0–7 and their bright forms 8–15.
    static let count = 16

    static func decode(_ node: SkinNode, parse: (String) throws(ValueParseError) -> RGBColor) throws(SkinError) -> Dynamic<[RGBColor]> {
        func colors(_ node: SkinNode, path: [String]) throws(SkinError) -> [RGBColor] {
            guard case .array(let items) = node, items.count == count else {
                let found = if case .array(let items) = node { "\(items.count) colors" } else { node.kindName }
                throw SkinError(keyPath: path, message: "a palette is a list of \(count) colors (ANSI 0–15), found \(found)")
            }
            var result: [RGBColor] = []
            for (index, item) in items.enumerated() {
                guard case .string(let text) = item else {
                    throw SkinError(keyPath: path + ["\(index)"], message: "a palette entry must be a color string, found \(item.kindName)")
                }
                do throws(ValueParseError) { result.append(try parse(text)) } catch { throw SkinError(keyPath: path + ["\(index)"], message: error.message) }
            }
            return result
        }
        if case .dictionary(let table) = node {
            guard let light = table["light"], let dark = table["dark"], table.count == 2 else {
                throw SkinError(message: "a dynamic palette has exactly 'light' and 'dark', each a list of \(count) colors")
            }
            return Dynamic(light: try colors(light, path: ["light"]), dark: try colors(dark, path: ["dark"]))
        }
        return Dynamic(try colors(node, path: []))
    }
}
