import FoundationEssentials

/// VS Code's integrated terminal as a VS Code color theme paints it: a theme file (`type`,
/// `colors` of dotted ids, comments allowed) or a settings file's `workbench.colorCustomizations`
/// (its colors, and one scheme for each `[Theme Name]` block laid over them). Read as VS Code
/// reads them (microsoft/vscode 83c4762a, `terminalColorRegistry.ts`, `editorColors.ts`, the
/// terminal's `getBackgroundColor`): the background is `terminal.background`, else
/// `panel.background`, else `editor.background`; the cursor `terminalCursor.foreground`, else the
/// foreground; the selection `terminal.selectionBackground`, else `editor.selectionBackground`.
/// What a theme leaves out is VS Code's default for its kind (`type`: light, dark, high contrast
/// dark or light; without one, the kind its background is), with a warning. Colors are `#RGB`,
/// `#RGBA`, `#RRGGBB`, `#RRGGBBAA`; a translucent one is laid over the background beneath it.
enum VSCodeThemeReader {
    /// A theme's kind, which picks VS Code's defaults.
    enum Kind: Int, CaseIterable {
        case light, dark, highContrastDark, highContrastLight

        /// From a theme file's `type` (also the `uiTheme` spellings of an extension's manifest).
        init?(type: String) {
            switch type {
            case "light", "vs": self = .light
            case "dark", "vs-dark": self = .dark
            case "hc", "hcDark", "hc-black": self = .highContrastDark
            case "hcLight", "hc-light": self = .highContrastLight
            default: return nil
            }
        }

        var displayName: String { ["light", "dark", "high contrast dark", "high contrast light"][rawValue] }
    }

    static let colorsKey = "colors"
    static let customizationsKey = "workbench.colorCustomizations"

    /// `terminal.ansiBlack` … `terminal.ansiBrightWhite`, in index order.
    static let ansiKeys: [String] = {
        let names = ["Black", "Red", "Green", "Yellow", "Blue", "Magenta", "Cyan", "White"]
        return names.map { "terminal.ansi\($0)" } + names.map { "terminal.ansiBright\($0)" }
    }()

    /// VS Code's ANSI defaults (`ansiColorMap`), by kind: light, dark, high contrast dark, high contrast light.
    static let defaultANSI: [[UInt32]] = [
        [
            0x000000, 0xCD3131, 0x107C10, 0x949800, 0x0451A5, 0xBC05BC, 0x0598BC, 0x555555,
            0x666666, 0xCD3131, 0x14CE14, 0xB5BA00, 0x0451A5, 0xBC05BC, 0x0598BC, 0xA5A5A5,
        ],
        [
            0x000000, 0xCD3131, 0x0DBC79, 0xE5E510, 0x2472C8, 0xBC3FBC, 0x11A8CD, 0xE5E5E5,
            0x666666, 0xF14C4C, 0x23D18B, 0xF5F543, 0x3B8EEA, 0xD670D6, 0x29B8DB, 0xE5E5E5,
        ],
        [
            0x000000, 0xCD0000, 0x00CD00, 0xCDCD00, 0x0000EE, 0xCD00CD, 0x00CDCD, 0xE5E5E5,
            0x7F7F7F, 0xFF0000, 0x00FF00, 0xFFFF00, 0x5C5CFF, 0xFF00FF, 0x00FFFF, 0xFFFFFF,
        ],
        [
            0x292929, 0xCD3131, 0x136C13, 0x949800, 0x0451A5, 0xBC05BC, 0x0598BC, 0x555555,
            0x666666, 0xCD3131, 0x00BC00, 0xB5BA00, 0x0451A5, 0xBC05BC, 0x0598BC, 0xA5A5A5,
        ],
    ]
    /// `terminal.foreground`'s defaults, by kind.
    static let defaultForeground: [UInt32] = [0x333333, 0xCCCCCC, 0xFFFFFF, 0x292929]
    /// `editor.background`'s defaults, by kind (`panel.background` defaults to it).
    static let defaultEditorBackground: [UInt32] = [0xFFFFFF, 0x1E1E1E, 0x000000, 0xFFFFFF]
    /// `editor.selectionBackground`'s defaults, by kind.
    static let defaultSelection: [UInt32] = [0xADD6FF, 0x264F78, 0xF3F518, 0x0F4A85]

    /// True for a theme (`colors` holding dotted ids, with a `type`, `name` or `tokenColors`) or a
    /// settings document with color customizations.
    static func matches(_ object: Any) -> Bool {
        guard let table = object as? [String: Any] else { return false }
        if table[customizationsKey] is [String: Any] { return true }
        guard let colors = table[colorsKey] as? [String: Any] else { return false }
        return colors.keys.contains { $0.contains(".") } && (table["type"] is String || table["tokenColors"] != nil || table["name"] is String)
    }

    /// `matches` for a document the skin loader read into a tree.
    static func matches(_ node: SkinNode) -> Bool {
        guard case .dictionary(let table) = node else { return false }
        if case .dictionary? = table[customizationsKey] { return true }
        guard case .dictionary(let colors)? = table[colorsKey] else { return false }
        let marked: Bool = {
            if case .string? = table["type"] { return true }
            if case .string? = table["name"] { return true }
            return table["tokenColors"] != nil
        }()
        return colors.keys.contains { $0.contains(".") } && marked
    }

    static func read(_ object: Any) throws(SkinError) -> [TerminalScheme] {
        guard let table = object as? [String: Any] else { throw SkinError(message: "expected a JSON object") }
        if let customizations = table[customizationsKey] as? [String: Any] { return try settings(customizations) }
        guard let colors = table[colorsKey] as? [String: Any] else { throw SkinError(keyPath: [colorsKey], message: "expected an object of colors") }
        var kind: Kind?
        if let type = table["type"] {
            guard let text = type as? String, let read = Kind(type: text) else {
                throw SkinError(keyPath: ["type"], message: "'\(type)' is not a theme type VS Code knows (light, dark, hcDark, hcLight)")
            }
            kind = read
        }
        var scheme = try self.scheme(colors, keyPath: [colorsKey], kind: kind)
        scheme.name = (table["name"] as? String).flatMap { $0.trimmingSpaces.isEmpty ? nil : $0 }
        if let include = table["include"] as? String {
            scheme.warnings.append(
                SkinError(keyPath: ["include"], message: "the included theme '\(include)' is not read: its colors are VS Code's defaults here"))
        }
        return [scheme]
    }

    /// A settings file's customizations: the unscoped colors as one scheme, and each `[Theme]`
    /// block over them as another named after the theme.
    private static func settings(_ customizations: [String: Any]) throws(SkinError) -> [TerminalScheme] {
        let keyPath = [customizationsKey]
        let unscoped = customizations.filter { !$0.key.hasPrefix("[") }
        var schemes: [TerminalScheme] = []
        if unscoped.keys.contains(where: isTerminalColor) { schemes.append(try scheme(unscoped, keyPath: keyPath, kind: nil)) }
        for key in customizations.keys.sorted() where key.hasPrefix("[") {
            guard let block = customizations[key] as? [String: Any] else {
                throw SkinError(keyPath: keyPath + [key], message: "a theme's customizations must be an object")
            }
            var scheme = try self.scheme(unscoped.merging(block) { $1 }, keyPath: keyPath + [key], kind: nil)
            scheme.name = key.split(separator: "]").first.map { String($0.dropFirst()) }
            schemes.append(scheme)
        }
        guard !schemes.isEmpty else {
            throw SkinError(keyPath: keyPath, message: "no terminal, panel or editor colors to preview (terminal.ansiRed, terminal.background, …)")
        }
        return schemes
    }

    private static func isTerminalColor(_ key: String) -> Bool {
        key.hasPrefix("terminal.") || key.hasPrefix("terminalCursor.") || key == "editor.background" || key == "panel.background"
    }

    /// The terminal's colors from `colors`; `kind` nil takes the kind of the background.
    private static func scheme(_ colors: [String: Any], keyPath: [String], kind declared: Kind?) throws(SkinError) -> TerminalScheme {
        func color(_ key: String) throws(SkinError) -> RGBColor? {
            guard let value = colors[key] else { return nil }
            guard let text = value as? String, let read = parse(text) else {
                throw SkinError(keyPath: keyPath + [key], message: "'\(value)' is not a color VS Code reads (#RGB, #RGBA, #RRGGBB, #RRGGBBAA)")
            }
            return read
        }
        let (terminalBackground, panelBackground, editorBackground) = (
            try color("terminal.background"), try color("panel.background"), try color("editor.background")
        )
        let kind = declared ?? ((terminalBackground ?? panelBackground ?? editorBackground).map { $0.isDark ? .dark : .light } ?? .dark)
        let index = kind.rawValue
        let editor = editorBackground?.composited(over: RGBColor(hex: defaultEditorBackground[index])) ?? RGBColor(hex: defaultEditorBackground[index])
        let panel = panelBackground?.composited(over: editor) ?? editor
        let background = terminalBackground?.composited(over: panel) ?? panel
        var warnings: [SkinError] = []
        var missing: [String] = []
        var ansi: [RGBColor] = []
        for (key, fallback) in zip(ansiKeys, defaultANSI[index]) {
            if let read = try color(key) {
                ansi.append(read.composited(over: background))
            } else {
                missing.append(String(key.dropFirst("terminal.".count)))
                ansi.append(RGBColor(hex: fallback))
            }
        }
        var foreground = RGBColor(hex: defaultForeground[index])
        if let read = try color("terminal.foreground") { foreground = read.composited(over: background) } else { missing.insert("foreground", at: 0) }
        if !missing.isEmpty {
            let what = missing.count == 1 ? "terminal color \(missing[0])" : "terminal colors \(missing.joined(separator: ", "))"
            warnings.append(
                SkinError(keyPath: keyPath, message: SchemeColorText.leftOut(what, taking: "VS Code's own for a \(kind.displayName) theme", as: "VS Code")))
        }
        let (terminalSelection, editorSelection) = (try color("terminal.selectionBackground"), try color("editor.selectionBackground"))
        let selection = terminalSelection ?? editorSelection ?? RGBColor(hex: defaultSelection[index])
        let cursor = try color("terminalCursor.foreground")?.composited(over: background) ?? foreground
        return TerminalScheme(
            name: nil, background: background, foreground: foreground, cursor: cursor,
            selection: selection, ansi: ansi, warnings: warnings)
    }

    /// `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA`, as VS Code's `Color.Format.CSS.parseHex` reads
    /// them (CSS's hex notation, `CSSColorText.hex`).
    static func parse(_ text: String) -> RGBColor? {
        text.hasPrefix("#") ? CSSColorText.hex(text.dropFirst()) : nil
    }
}
