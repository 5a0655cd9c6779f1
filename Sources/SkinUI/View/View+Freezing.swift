import SkinKit

extension View {
    /// Static skinning (seed 000): replaces every skinnable color, font and image of this subtree
    /// with the value it resolves to now (explicit, appearance, Style or default), read once. The
    /// views keep it across skin and trait changes until the page is rebuilt. Needs a window.
    public func freezeSkinValues() {
        guard let window else { return }
        let context = window.drawContext
        for view in allViews {
            for (property, fallback) in view.colorProperties where !view.isFixed(view.explicitColors[property]) {
                if let resolved = view.resolveColor(property, default: fallback, in: context) {
                    view.explicitColors[property] = .fixed(resolved.value, key: resolved.key)
                }
            }
            for (property, fallback) in view.fontProperties where !view.isFixed(view.explicitFonts[property]) {
                let resolved = view.resolveFont(property, default: fallback, in: context)
                view.explicitFonts[property] = .fixed(resolved.value, key: resolved.key)
            }
            if let imageView = view as? ImageView, let resolved = view.resolveImage(.image, default: imageView.image, in: context) {
                imageView.image = .fixed(resolved.value, key: resolved.key)
            }
        }
    }

    private func isFixed<Value>(_ value: Themed<Value>?) -> Bool {
        if case .fixed? = value { return true }
        return false
    }
}
