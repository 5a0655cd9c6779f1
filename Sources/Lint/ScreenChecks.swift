import SkinKit
import SkinUI

/// Lint's checks of screen files: each decoding error, a property bound to a skin key no skin
/// defines, and each text the file styles (its color or a background under it) checked against
/// that background in every skin, light and dark (WCAG 2.x AA, as the declarations ask).
public enum ScreenChecks {
    public static func findings(_ loads: [ScreenLoad], catalog: SkinCatalog) -> [LintFinding] {
        var findings: [LintFinding] = []
        let store = SkinStore(catalog: catalog)
        for load in loads {
            findings += load.errors.map { LintFinding($0, code: .screenError) }
            guard let document = load.document else { continue }
            findings += unknownKeys(document, catalog: catalog)
            findings += contrast(document.root, forced: nil, container: nil, document: document, store: store)
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
                findings.append(LintFinding(code: .unknownScreenKey, file: document.path, line: widget.line, keyPath: [widget.path, property],
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

    private static func contrast(_ widget: ScreenWidget, forced: UserInterfaceStyle?, container: (value: ScreenValue, overridden: Bool)?,
                                 document: ScreenDocument, store: SkinStore) -> [LintFinding] {
        let forced = widget.traits ?? forced
        let ownBackground = value(.backgroundColor, of: widget)
        let under = ownBackground ?? container
        var findings: [LintFinding] = []
        for declaration in widget.kind.viewType.declarations.list {
            guard let legibility = declaration.legibility, legibility.role == .text, let text = value(declaration.property, of: widget) else { continue }
            let backgrounds = legibility.backgrounds.isEmpty ? [under ?? (.key("background"), false)]
                : legibility.backgrounds.compactMap { value($0, of: widget) ?? under }
            for background in backgrounds where text.overridden || background.overridden {
                var failing: [String] = []
                for skin in store.catalog.names {
                    for style in forced.map({ [$0] }) ?? [.light, .dark] {
                        let traits = TraitCollection(userInterfaceStyle: style)
                        let back = resolve(background.value, skin: skin, traits: traits, store: store).composited(over: .white)
                        let fore = resolve(text.value, skin: skin, traits: traits, store: store).composited(over: back)
                        let ratio = fore.contrastRatio(with: back)
                        if ratio < legibility.minimumRatio {
                            failing.append("\(skin) \(style == .dark ? "dark" : "light") \(fore.hexString) on \(back.hexString) \((ratio * 100).rounded() / 100):1")
                        }
                    }
                }
                guard !failing.isEmpty else { continue }
                let shown = failing.prefix(4).joined(separator: "; ") + (failing.count > 4 ? "; +\(failing.count - 4) more" : "")
                findings.append(LintFinding(code: .screenContrast, file: document.path, line: widget.line, keyPath: [widget.path, declaration.property.name],
                                            message: "\(widget.kind.rawValue) \(declaration.property.name) (\(describe(text.value))) on \(describe(background.value)) is below \(legibility.minimumRatio):1 in \(shown)"))
            }
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
