import SkinKit

/// Text/background pairs the gallery draws, checked against WCAG AA (4.5:1) in light and dark.
enum ContrastAudit {
    static let pairs: [(text: String, background: String)] = [
        ("text", "background"), ("text", "surface"), ("navBar.title", "navBar.background"),
        ("button.title", "button.background"), ("status.text", "status.background"), ("field.text", "field.background"),
    ]

    static func warnings(for catalog: SkinCatalog) -> [String] {
        var result: [String] = []
        for name in catalog.names {
            let store = SkinStore(catalog: catalog, skinName: name)
            for style in [UserInterfaceStyle.light, .dark] {
                let traits = TraitCollection(userInterfaceStyle: style)
                for pair in pairs {
                    let background = store.resolvedColor(pair.background, traits: traits).composited(over: .white)
                    let text = store.resolvedColor(pair.text, traits: traits).composited(over: background)
                    let ratio = text.contrastRatio(with: background)
                    if ratio < 4.5 {
                        result.append("\(name) (\(style.rawValue)): \(pair.text) \(text.hexString) on \(pair.background) \(background.hexString) has contrast \(String(format: "%.2f", ratio)):1, below 4.5:1")
                    }
                }
            }
        }
        return result
    }
}
