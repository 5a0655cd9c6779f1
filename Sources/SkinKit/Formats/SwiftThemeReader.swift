import FoundationEssentials

/// SwiftTheme themes: one theme a file (`Night.plist`, `Red.json`), named after the file; nested
/// dictionaries whose leaves are `#RRGGBB` / `#RRGGBBAA` colors. Keys are flattened to key paths
/// (`Global.backgroundColor`, `SelectedColor`), the names SwiftTheme's `ThemeColorPicker(keyPath:)`
/// uses. They reach the widgets through a role map (`Map` section), not through this reader.
public enum SwiftThemeReader {
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

    /// A theme as read: colors and image file names (relative to the theme file's folder, as
    /// SwiftTheme's `ThemeImagePicker(keyPath:)` reads them from a downloaded theme) by key path.
    public struct Theme: Sendable {
        public var colors: [String: RGBColor] = [:]
        public var imageFiles: [String: String] = [:]
    }

    /// The theme's colors and image file names by flattened key path; other leaves (numbers,
    /// `UIStatusBarStyle`) are skipped.
    static func read(_ object: Any) throws(SkinError) -> Theme {
        guard let table = object as? [String: Any] else { throw SkinError(message: "a SwiftTheme theme is a dictionary") }
        var theme = Theme()
        func visit(_ value: Any, path: [String]) {
            if let child = value as? [String: Any] {
                for (key, item) in child { visit(item, path: path + [key]) }
            } else if let text = value as? String, let color = Self.color(text) {
                theme.colors[path.joined(separator: ".")] = color
            } else if let text = value as? String, ImageFileLocator.isImageFile(text) {
                theme.imageFiles[path.joined(separator: ".")] = text
            }
        }
        visit(table, path: [])
        guard !theme.colors.isEmpty else { throw SkinError(message: "no #RRGGBB colors found") }
        return theme
    }

    /// The theme as a skin named `name`: its images read from the files beside `file` (a missing or
    /// unreadable one is drawn as the placeholder and said as a warning).
    static func skin(_ theme: Theme, named name: String, file: String?, source: SkinSource) -> (skin: Skin, warnings: [SkinError]) {
        var skin = Skin(name: name, source: source, colors: theme.colors.mapValues { Dynamic($0) })
        var warnings: [SkinError] = []
        let folder = file.map { PathName.deletingLastComponent($0) } ?? ""
        for (key, relative) in theme.imageFiles.sorted(by: { $0.key < $1.key }) {
            let variants = folder.isEmpty ? [] : ImageFileLocator.variants(ofRelativePath: relative, in: folder)
            do throws(ValueParseError) {
                guard !variants.isEmpty else { throw ValueParseError("image file '\(relative)' not found beside the theme") }
                skin.images[key] = Dynamic(try ImageFileLocator.load(variants, renderingMode: .automatic))
            } catch {
                skin.images[key] = Dynamic(SkinImage(lines: SkinImage.placeholder.lines, source: .missingFile(error.message)))
                warnings.append(SkinError(file: file, keyPath: [name, key], message: error.message + "; drawn as the placeholder"))
            }
        }
        return (skin, warnings)
    }

    /// A SwiftTheme color: `#RRGGBB` or `#RRGGBBAA` with alpha last (SwiftTheme's `UIColor(rgba:)`),
    /// unlike a bare 8-digit value in a CJSkin file, which is alpha first.
    static func color(_ text: String) -> RGBColor? {
        guard text.hasPrefix("#") else { return nil }
        return try? ColorValueParser.parse(text.count == 9 ? "c(\(text))" : text)
    }
}
