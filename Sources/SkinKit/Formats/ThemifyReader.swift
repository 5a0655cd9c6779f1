/// themify's theme files (ronflima/themify, MIT): a property list whose top level is an array of
/// themes, each `{name, elements: [{element: UINavigationBar, container?: …, <attribute>: "#RRGGBB"}]}`
/// — UIAppearance settings by UIKit class. Each theme is a skin; keys are `Class.attribute`, with the
/// container first when there is one (`UINavigationBar.UILabel.foregroundColor`, as
/// `appearance(whenContainedInInstancesOf:)`), reaching the widgets through a (guessed) role map.
public enum ThemifyReader {
    /// One theme: its name and colors by key.
    public struct Theme: Sendable {
        public var name: String
        public var colors: [String: RGBColor]
    }

    /// True for an array of dictionaries each with a `name` and an `elements` array.
    static func matches(_ object: Any) -> Bool {
        guard let themes = object as? [Any], !themes.isEmpty else { return false }
        return themes.allSatisfy { item in
            guard let theme = item as? [String: Any] else { return false }
            return theme["name"] is String && theme["elements"] is [Any]
        }
    }

    /// `matches` for a property list read into a tree.
    static func matches(_ node: SkinNode) -> Bool {
        guard case .array(let themes) = node, !themes.isEmpty else { return false }
        return themes.allSatisfy { item in
            guard case .dictionary(let theme) = item, case .string = theme["name"], case .array = theme["elements"] else { return false }
            return true
        }
    }

    /// The themes, in file order; an element without `element`, or a theme with no colors, is an
    /// error naming the theme and the element's index.
    static func read(_ object: Any) throws(SkinError) -> [Theme] {
        guard let items = object as? [[String: Any]] else { throw SkinError(message: "a themify file is an array of themes") }
        var themes: [Theme] = []
        for item in items {
            let name = item["name"] as? String ?? ""
            var colors: [String: RGBColor] = [:]
            for (index, value) in (item["elements"] as? [Any] ?? []).enumerated() {
                guard let element = value as? [String: Any], let type = element["element"] as? String else {
                    throw SkinError(keyPath: [name, "elements", "\(index)"], message: "a themify element needs 'element' (a UIKit class name)")
                }
                let prefix = ((element["container"] as? String).map { [$0] } ?? []) + [type]
                for (attribute, text) in element where attribute != "element" && attribute != "container" {
                    guard let text = text as? String, let color = SwiftThemeReader.color(text) else { continue }
                    colors[(prefix + [attribute]).joined(separator: ".")] = color
                }
            }
            guard !colors.isEmpty else { throw SkinError(keyPath: [name], message: "a themify theme with no #RRGGBB colors") }
            themes.append(Theme(name: name, colors: colors))
        }
        return themes
    }
}
