/// Proposes a role map for a skin file with its own key names: from the words in the keys (English
/// and Chinese: nav/导航, tab, background/背景, title/标题, text/文字, highlight/高亮, button/按钮,
/// selected/选中, …) and, for the page background and text, from where a color sits (the lightest
/// and darkest color of the skin).
public struct RoleMapSuggester: Sendable {
    /// One guess: a widget key read through one of the file's keys, and why.
    public struct Guess: Hashable, Sendable {
        public var widgetKey: String
        public var ownKey: String
        public var reason: String
    }

    /// A concept and the words (lowercased) that name it.
    struct Concept: Sendable {
        let name: String
        let words: [String]
    }

    static let concepts: [Concept] = [
        Concept(name: "nav", words: ["nav", "navigation", "导航", "導航", "bar"]),
        Concept(name: "tab", words: ["tab", "标签栏", "標籤欄"]),
        Concept(name: "background", words: ["background", "backgroud", "bg", "背景", "底色", "bartint"]),
        Concept(name: "title", words: ["title", "标题", "標題"]),
        Concept(name: "text", words: ["text", "label", "font", "文字", "文本", "字体", "字型", "字色"]),
        Concept(name: "highlight", words: ["highlight", "selected", "select", "_sel", "active", "高亮", "选中", "選中", "点击", "點擊"]),
        Concept(name: "button", words: ["button", "btn", "按钮", "按鈕"]),
        Concept(name: "secondary", words: ["secondary", "subtitle", "detail", "副", "次要", "详情", "詳情"]),
        Concept(name: "separator", words: ["separator", "divider", "line", "分割线", "分隔线", "分割線", "分隔線"]),
        Concept(name: "border", words: ["border", "边框", "邊框"]),
        Concept(name: "accent", words: ["accent", "tint", "theme", "主题", "主題"]),
        Concept(name: "disabled", words: ["disabled", "disable", "禁用", "不可用"]),
        Concept(name: "back", words: ["back", "返回"]),
        Concept(name: "more", words: ["more", "更多"]),
        Concept(name: "home", words: ["home", "首页", "首頁", "主页"]),
        Concept(name: "search", words: ["search", "搜索", "搜尋", "find"]),
        Concept(name: "settings", words: ["setting", "设置", "設置", "設定", "mine", "我的", "profile"]),
        Concept(name: "logo", words: ["logo", "banner", "top", "header", "頂部", "顶部"]),
    ]

    /// A widget key and the concepts a key must name (all of `needs`, none of `avoids`).
    struct Rule: Sendable {
        let widgetKey: String
        let needs: Set<String>
        let avoids: Set<String>
    }

    static let colorRules: [Rule] = [
        Rule(widgetKey: "navBar.background", needs: ["nav", "background"], avoids: ["tab"]),
        Rule(widgetKey: "navBar.title", needs: ["nav", "title"], avoids: ["background", "tab"]),
        Rule(widgetKey: "navBar.title", needs: ["nav", "text"], avoids: ["background", "tab"]),
        Rule(widgetKey: "navBar.item", needs: ["nav"], avoids: ["background", "title", "text", "tab"]),
        Rule(widgetKey: "tabBar.background", needs: ["tab", "background"], avoids: []),
        Rule(widgetKey: "tabBar.selected", needs: ["tab", "highlight"], avoids: ["background"]),
        Rule(widgetKey: "tabBar.item", needs: ["tab"], avoids: ["background", "highlight"]),
        Rule(widgetKey: "button.background", needs: ["button", "background"], avoids: ["highlight", "disabled"]),
        Rule(widgetKey: "button.highlighted", needs: ["button", "highlight"], avoids: ["disabled", "title", "text"]),
        Rule(widgetKey: "button.disabled", needs: ["button", "disabled"], avoids: []),
        Rule(widgetKey: "button.title", needs: ["button"], avoids: ["background", "highlight", "disabled"]),
        Rule(widgetKey: "secondaryText", needs: ["secondary"], avoids: ["background", "nav", "tab", "button", "accent"]),
        Rule(widgetKey: "separator", needs: ["separator"], avoids: []),
        Rule(widgetKey: "border", needs: ["border"], avoids: []),
        Rule(widgetKey: "accent", needs: ["accent"], avoids: ["background"]),
        Rule(widgetKey: "highlight", needs: ["highlight"], avoids: ["nav", "tab", "button"]),
        Rule(widgetKey: "background", needs: ["background"], avoids: ["nav", "tab", "button"]),
        Rule(widgetKey: "text", needs: ["text"], avoids: ["nav", "tab", "button", "background", "secondary"]),
    ]

    static let fontRules: [Rule] = [
        Rule(widgetKey: "title", needs: ["title"], avoids: []),
        Rule(widgetKey: "caption", needs: ["secondary"], avoids: []),
        Rule(widgetKey: "button", needs: ["button"], avoids: []),
        Rule(widgetKey: "body", needs: ["text"], avoids: ["title", "secondary"]),
    ]

    /// Image keys by name: `nav_back` → the back button, `tabbar_home_nor` → the Home tab (a
    /// selected icon, `_sel`, only when no normal one is there), a `logo`/`top` banner.
    static let imageRules: [Rule] = [
        Rule(widgetKey: "nav.back", needs: ["back"], avoids: ["background"]),
        Rule(widgetKey: "nav.more", needs: ["more"], avoids: ["background"]),
        Rule(widgetKey: "tab.home", needs: ["home"], avoids: ["background", "highlight"]),
        Rule(widgetKey: "tab.home", needs: ["home"], avoids: ["background"]),
        Rule(widgetKey: "tab.search", needs: ["search"], avoids: ["background", "highlight"]),
        Rule(widgetKey: "tab.search", needs: ["search"], avoids: ["background"]),
        Rule(widgetKey: "tab.settings", needs: ["settings"], avoids: ["background", "highlight"]),
        Rule(widgetKey: "tab.settings", needs: ["settings"], avoids: ["background"]),
        Rule(widgetKey: "logo", needs: ["logo"], avoids: ["nav", "tab"]),
    ]

    /// Widget keys that take another's guess when no key of their own was found: cards sit on the
    /// page's color, a bar's items and title share one color, segments and fields write in the text's.
    static let sharedRoles: [(widgetKey: String, from: String)] = [
        ("surface", "background"), ("navBar.item", "navBar.title"), ("navBar.title", "navBar.item"),
        ("segment.text", "text"), ("field.text", "text"),
    ]

    /// The widget keys guesses may name (see `SkinKeyUsage.embeddedWidgetKeys`).
    public let widgetKeys: Set<String>

    public init(widgetKeys: Set<String> = SkinKeyUsage.embeddedWidgetKeys) {
        self.widgetKeys = widgetKeys
    }

    /// The concepts a key names, by the words it contains (bytes of the lowercased key: the words
    /// are lowercase, and Foundation's `contains` cost most of a suggestion).
    static func concepts(in key: String) -> Set<String> {
        let lower = ownWords(of: key.lowercased())
        return Set(concepts.filter { concept in concept.words.contains { lower.containsBytes(of: $0) } }.map(\.name))
    }

    /// A key path's words without the app's screen and cell class names (SwiftTheme's
    /// `ChangeThemeCell.buttonBackgroundColor` names a button background, not a theme).
    static func ownWords(of lower: String) -> String {
        guard lower.contains(".") else { return lower }
        let segments = lower.split(separator: ".")
        let kept = segments.filter { !($0.hasSuffix("cell") || $0.hasSuffix("controller")) }
        return kept.isEmpty ? lower : kept.joined(separator: ".")
    }

    /// The keys that name at least one concept, with those concepts: worked out once per key, not
    /// once per rule (issue 20: 50,000 plain colors took 29 s), and keys naming none (plain
    /// `color00001`) are out of every rule's way.
    static func namedConcepts(of keys: Set<String>) -> [String: Set<String>] {
        var named: [String: Set<String>] = [:]
        for key in keys {
            let found = concepts(in: key)
            if !found.isEmpty { named[key] = found }
        }
        return named
    }

    /// Guesses for the skins of one file (their keys together), in widget-key order. Keys that are
    /// already widget keys are left alone.
    public func suggest(for skins: [Skin]) -> [Guess] {
        let colorKeys = Set(skins.flatMap(\.colors.keys)).subtracting(widgetKeys)
        let fontKeys = Set(skins.flatMap(\.fonts.keys)).subtracting(widgetKeys)
        let imageKeys = Set(skins.flatMap(\.images.keys)).subtracting(widgetKeys).subtracting(skins.flatMap(\.bundleImageKeys))
        var guesses = match(Self.colorRules, keys: colorKeys, section: "Color")
        guesses += match(Self.fontRules, keys: fontKeys, section: "Font")
        guesses += match(Self.imageRules, keys: imageKeys, section: "Image")
        guesses += byPosition(skins: skins, keys: colorKeys, taken: guesses)
        for (widgetKey, from) in Self.sharedRoles where widgetKeys.contains(widgetKey) && !guesses.contains(where: { $0.widgetKey == widgetKey }) {
            guard let source = guesses.first(where: { $0.widgetKey == from }) else { continue }
            guesses.append(Guess(widgetKey: widgetKey, ownKey: source.ownKey, reason: "as \(from) (\(source.reason))"))
        }
        return guesses.sorted { $0.widgetKey < $1.widgetKey }
    }

    /// The map the guesses make.
    public static func map(of guesses: [Guess]) -> RoleMap {
        RoleMap(shared: Dictionary(guesses.map { ($0.widgetKey, $0.ownKey) }, uniquingKeysWith: { first, _ in first }))
    }

    private func match(_ rules: [Rule], keys: Set<String>, section: String) -> [Guess] {
        var guesses: [Guess] = []
        var used: Set<String> = []
        let namedConcepts = Self.namedConcepts(of: keys)
        for rule in rules where widgetKeys.contains(rule.widgetKey) && !guesses.contains(where: { $0.widgetKey == rule.widgetKey }) {
            // The key naming the fewest other concepts wins; ties go to the shorter, then sorted name.
            let candidates = namedConcepts.compactMap { key, named -> (String, Set<String>)? in
                guard !used.contains(key), rule.needs.isSubset(of: named), rule.avoids.isDisjoint(with: named) else { return nil }
                return (key, named)
            }.sorted { ($0.1.count, $0.0.count, $0.0) < ($1.1.count, $1.0.count, $1.0) }
            guard let (key, _) = candidates.first else { continue }
            used.insert(key)
            let words = rule.needs.sorted().map { name in
                let word = Self.concepts.first { $0.name == name }?.words.first { Self.ownWords(of: key.lowercased()).containsBytes(of: $0) } ?? name
                return "\"\(word)\" (\(name))"
            }
            guesses.append(Guess(widgetKey: rule.widgetKey, ownKey: key, reason: "\(section) key names \(words.joined(separator: " and "))"))
        }
        return guesses
    }

    /// Relative luminance a color needs to be guessed as a light page background, or as dark text.
    static let lightEnough = 0.6
    static let darkEnough = 0.1

    /// `background` and `text` by position when no name gave them: the lightest and darkest color
    /// of the first skin, in light.
    private func byPosition(skins: [Skin], keys: Set<String>, taken: [Guess]) -> [Guess] {
        guard let skin = skins.first(where: { $0.name == Skin.defaultName }) ?? skins.first else { return [] }
        let takenWidgets = Set(taken.map(\.widgetKey))
        var free = keys.subtracting(taken.map(\.ownKey)).filter { skin.colors[$0] != nil }
        let light = TraitCollection(userInterfaceStyle: .light)
        guard free.count >= 2 else { return [] }
        // Each color resolved once, not once per comparison.
        var luminances: [String: Double] = [:]
        for key in free { luminances[key] = skin.colors[key]?.resolve(in: light).relativeLuminance ?? 0 }
        func luminance(_ key: String) -> Double { luminances[key] ?? 0 }
        var guesses: [Guess] = []
        if !takenWidgets.contains("background"), widgetKeys.contains("background"),
            let key = free.sorted().max(by: { luminance($0) < luminance($1) }), luminance(key) >= Self.lightEnough
        {
            free.remove(key)
            guesses.append(Guess(widgetKey: "background", ownKey: key, reason: "lightest color of skin '\(skin.name)'"))
        }
        if !takenWidgets.contains("text"), widgetKeys.contains("text"),
            let key = free.sorted().min(by: { luminance($0) < luminance($1) }), luminance(key) <= Self.darkEnough
        {
            guesses.append(Guess(widgetKey: "text", ownKey: key, reason: "darkest color of skin '\(skin.name)'"))
        }
        return guesses
    }
}
