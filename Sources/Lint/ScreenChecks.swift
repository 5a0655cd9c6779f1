import SkinKit
import SkinUI

/// Lint's checks of screen files: each decoding error, a property bound to a skin key no skin
/// defines, and each text the file styles (its color or a background under it) checked against
/// that background in every skin, light and dark (WCAG 2.x AA, as the declarations ask); those
/// pairs and the state pairs the file styles (`apartFrom`) also by `vision-collapse`'s rule.
public enum ScreenChecks {
    public static func findings(_ loads: [ScreenLoad], catalog: SkinCatalog) -> [LintFinding] {
        var findings: [LintFinding] = []
        let store = SkinStore(catalog: catalog)
        for load in loads {
            findings += load.errors.map { LintFinding($0, code: .screenError) }
            guard let document = load.document else { continue }
            findings += unknownKeys(document, catalog: catalog)
            findings += contrast(document.root, forced: nil, container: nil, document: document, store: store)
            var memo = ColorMemo()
            findings += visionCollapse(document.root, forced: nil, container: nil, document: document, store: store, memo: &memo)
        }
        return findings
    }

    private static func unknownKeys(_ document: ScreenDocument, catalog: SkinCatalog) -> [LintFinding] {
        let skins = catalog.names.compactMap { catalog[$0] }
        var findings: [LintFinding] = []
        for widget in document.root.allWidgets {
            for (property, value) in widget.overrides {
                guard let key = value.key, let declaration = widget.kind.viewType.declarations[ThemeProperty(property).baseProperty] else { continue }
                let defined: Bool
                switch declaration.kind {
                case .color: defined = skins.contains { $0.colors[key] != nil }
                case .font: defined = skins.contains { $0.fonts[key] != nil }
                case .image: defined = skins.contains { $0.images[key] != nil }
                }
                guard !defined else { continue }
                var known: Set<String> = []
                for skin in skins {
                    switch declaration.kind {
                    case .color: known.formUnion(skin.colors.keys)
                    case .font: known.formUnion(skin.fonts.keys)
                    case .image: known.formUnion(skin.images.keys)
                    }
                }
                findings.append(
                    LintFinding(
                        code: .unknownScreenKey, file: document.path, line: widget.line, keyPath: [widget.path, property],
                        message: "no skin defines the \(declaration.kind.rawValue) '\(key)'; it draws the missing value",
                        suggestion: ClosestName.to(key, among: known).map { "did you mean '\($0)'?" }))
            }
        }
        return findings
    }

    /// A property's value on a widget: the file's override, else the declared default key (nil: none).
    private static func value(_ property: ThemeProperty, of widget: ScreenWidget) -> (value: ScreenValue, overridden: Bool)? {
        if let override = widget.overrides.first(where: { $0.property == property.name }) { return (override.value, true) }
        return widget.kind.viewType.declarations[property]?.defaultKey(in: .normal).map { (.key($0), false) }
    }

    /// A value the file gives (or the declaration's default key), and whether the file gave it.
    private typealias Valued = (value: ScreenValue, overridden: Bool)

    /// Each text the widget draws with each background under it (its own, else its container's,
    /// else the skin's `background`).
    private static func textPairs(_ widget: ScreenWidget, under: Valued?) -> [(
        declaration: PropertyDeclaration, minimumRatio: Double, text: Valued, background: Valued
    )] {
        var pairs: [(declaration: PropertyDeclaration, minimumRatio: Double, text: Valued, background: Valued)] = []
        for declaration in widget.kind.viewType.declarations.list {
            guard let legibility = declaration.legibility, legibility.role == .text, let text = value(declaration.property, of: widget) else { continue }
            let backgrounds =
                legibility.backgrounds.isEmpty
                ? [under ?? (.key("background"), false)]
                : legibility.backgrounds.compactMap { value($0, of: widget) ?? under }
            pairs += backgrounds.map { (declaration, legibility.minimumRatio, text, $0) }
        }
        return pairs
    }

    /// `vision-collapse` on a screen: each text/background pair and each state pair (a property and
    /// the one it must stay apart from) the file styles, in every skin and appearance (the forced
    /// one only under a `traits` override), through `StatePairs.collapses`; one finding per pair.
    private static func visionCollapse(
        _ widget: ScreenWidget, forced: UserInterfaceStyle?, container: Valued?,
        document: ScreenDocument, store: SkinStore, memo: inout ColorMemo
    ) -> [LintFinding] {
        let forced = widget.traits ?? forced
        let under = value(.backgroundColor, of: widget) ?? container
        var pairs = textPairs(widget, under: under).map {
            (property: $0.declaration.property.name, first: $0.text, second: $0.background, what: "text on its background")
        }
        let declarations = widget.kind.viewType.declarations
        for declaration in declarations.list {
            guard let other = declaration.apartFrom, declarations[other] != nil,
                let first = value(declaration.property, of: widget), let second = value(other, of: widget)
            else { continue }
            pairs.append((declaration.property.name, first, second, "\(declaration.property.name) vs \(other.name)"))
        }
        var findings: [LintFinding] = []
        for pair in pairs where pair.first.overridden || pair.second.overridden {
            var collapsed: [String] = []
            for skin in store.catalog.names {
                for (traitName, traits) in LintTraits.all where forced == nil || traits.userInterfaceStyle == forced {
                    let second = resolve(pair.second.value, skin: skin, traits: traits, store: store).composited(over: .white)
                    let first = resolve(pair.first.value, skin: skin, traits: traits, store: store).composited(over: second)
                    for (vision, distance) in StatePairs.collapses(first, second, memo: &memo) {
                        collapsed.append("\(skin) \(traitName) \(vision.rawValue) ΔE \(FixedDecimal.text(distance, places: 1))")
                    }
                }
            }
            guard !collapsed.isEmpty else { continue }
            let shown = collapsed.prefix(4).joined(separator: "; ") + (collapsed.count > 4 ? "; +\(collapsed.count - 4) more" : "")
            findings.append(
                LintFinding(
                    code: .visionCollapse, file: document.path, line: widget.line, keyPath: [widget.path, pair.property],
                    message: "\(widget.kind.rawValue) at \(widget.path) (\(pair.what)): \(describe(pair.first.value)) and \(describe(pair.second.value)) "
                        + "look alike for: \(shown)",
                    suggestion: "tell the two apart by lightness too (not only red against green), or rely on the widget's glyphs"))
        }
        for child in widget.children {
            findings += visionCollapse(child, forced: forced, container: under, document: document, store: store, memo: &memo)
        }
        return findings
    }

    private static func contrast(
        _ widget: ScreenWidget, forced: UserInterfaceStyle?, container: Valued?,
        document: ScreenDocument, store: SkinStore
    ) -> [LintFinding] {
        let forced = widget.traits ?? forced
        let ownBackground = value(.backgroundColor, of: widget)
        let under = ownBackground ?? container
        var findings: [LintFinding] = []
        for (declaration, minimumRatio, text, background) in textPairs(widget, under: under) where text.overridden || background.overridden {
            var failing: [String] = []
            for skin in store.catalog.names {
                for style in forced.map({ [$0] }) ?? [.light, .dark] {
                    let traits = TraitCollection(userInterfaceStyle: style)
                    let back = resolve(background.value, skin: skin, traits: traits, store: store).composited(over: .white)
                    let fore = resolve(text.value, skin: skin, traits: traits, store: store).composited(over: back)
                    let ratio = fore.contrastRatio(with: back)
                    if ratio < minimumRatio {
                        failing.append("\(skin) \(style == .dark ? "dark" : "light") \(fore.hexString) on \(back.hexString) \((ratio * 100).rounded() / 100):1")
                    }
                }
            }
            guard !failing.isEmpty else { continue }
            let shown = failing.prefix(4).joined(separator: "; ") + (failing.count > 4 ? "; +\(failing.count - 4) more" : "")
            findings.append(
                LintFinding(
                    code: .screenContrast, file: document.path, line: widget.line, keyPath: [widget.path, declaration.property.name],
                    message:
                        "\(widget.kind.rawValue) \(declaration.property.name) (\(describe(text.value))) on \(describe(background.value)) is below \(minimumRatio):1 in \(shown)"
                ))
        }
        for child in widget.children {
            findings += contrast(child, forced: forced, container: under, document: document, store: store)
        }
        return findings
    }

    private static func resolve(_ value: ScreenValue, skin: String, traits: TraitCollection, store: SkinStore) -> RGBColor {
        switch value {
        case .color(let color): return color
        case .key(let key): return store.lookupColor(key, in: skin).value.resolve(in: traits)
        }
    }

    private static func describe(_ value: ScreenValue) -> String {
        switch value {
        case .color(let color): return color.hexString
        case .key(let key): return "'\(key)'"
        }
    }
}
