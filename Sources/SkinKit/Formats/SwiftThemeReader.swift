/// SwiftTheme themes: one theme a file (`Night.plist`, `Red.json`), named after the file; nested
/// dictionaries whose leaves are `#RRGGBB` / `#RRGGBBAA` colors. Keys are flattened to key paths
/// (`Global.backgroundColor`, `SelectedColor`), the names SwiftTheme's `ThemeColorPicker(keyPath:)`
/// uses. They reach the widgets through a role map (`Map` section), not through this reader.
enum SwiftThemeReader {
    /// The sections that mark a file as a TermSkin skin rather than a SwiftTheme theme.
    static let skinSections: Set<String> = ["Color", "Image", "Font", "Define", "Style", "Map", "Palette"]

    /// True for a dictionary with a color string at depth 1 or 2 (`SelectedColor`,
    /// `Global.backgroundColor`) and no skin sections under its top-level keys: TermSkin skins have
    /// their colors at depth 3 (`skin.Color.key`).
    static func matches(_ object: Any) -> Bool {
        guard let table = object as? [String: Any] else { return false }
        var hasShallowColor = false
        for value in table.values {
            if let text = value as? String, isColor(text) { hasShallowColor = true }
            if let child = value as? [String: Any] {
                if !skinSections.isDisjoint(with: child.keys) { return false }
                if child.values.contains(where: { ($0 as? String).map(isColor) ?? false }) { hasShallowColor = true }
            }
        }
        return hasShallowColor
    }

    /// `matches` for a document the skin loader read into a tree.
    static func matches(_ node: SkinNode) -> Bool {
        guard case .dictionary(let table) = node else { return false }
        func isColorText(_ node: SkinNode) -> Bool {
            if case .string(let text) = node { isColor(text) } else { false }
        }
        var hasShallowColor = false
        for value in table.values {
            if isColorText(value) { hasShallowColor = true }
            if case .dictionary(let child) = value {
                if !skinSections.isDisjoint(with: child.keys) { return false }
                if child.values.contains(where: isColorText) { hasShallowColor = true }
            }
        }
        return hasShallowColor
    }

    static func isColor(_ text: String) -> Bool {
        Self.color(text) != nil
    }

    /// The theme's colors by flattened key path; other leaves (numbers, image names) are skipped.
    static func read(_ object: Any) throws(SkinError) -> [String: RGBColor] {
        guard let table = object as? [String: Any] else { throw SkinError(message: "a SwiftTheme theme is a dictionary") }
        var colors: [String: RGBColor] = [:]
        func visit(_ value: Any, path: [String]) {
            if let child = value as? [String: Any] {
                for (key, item) in child { visit(item, path: path + [key]) }
            } else if let text = value as? String, let color = Self.color(text) {
                colors[path.joined(separator: ".")] = color
            }
        }
        visit(table, path: [])
        guard !colors.isEmpty else { throw SkinError(message: "no #RRGGBB colors found") }
        return colors
    }

    /// A SwiftTheme color: `#RRGGBB` or `#RRGGBBAA` with alpha last (SwiftTheme's `UIColor(rgba:)`),
    /// unlike a bare 8-digit value in a CJSkin file, which is alpha first.
    static func color(_ text: String) -> RGBColor? {
        guard text.hasPrefix("#") else { return nil }
        return try? ColorValueParser.parse(text.count == 9 ? "c(\(text))" : text)
    }
}
