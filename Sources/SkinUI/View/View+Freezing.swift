import SkinKit

extension View {
    /// Static skinning (seed 000): replaces every declared color, font and image of this subtree, in
    /// every control state the widget type can show, with the value it resolves to now (explicit,
    /// appearance, Style or default), read once. The views keep it across skin and trait changes —
    /// and across later state changes — until the page is rebuilt. Needs a window. Inside a
    /// `SkinScope` the values are the scope's store's (a Compare panel's skin).
    public func freezeSkinValues() {
        guard let window else { return }
        let context = enclosingScope?.drawContext ?? window.drawContext
        for view in allViews { view.freezeDeclaredValues(in: context) }
    }

    private func freezeDeclaredValues(in context: DrawContext) {
        let states = Self.controlStates
        var frozen: [ThemeProperty: ThemeValue] = [:]
        for declaration in Self.declarations.list {
            for state in states {
                let property = declaration.property.forState(state)
                if isFixed(explicitValues[property]) { continue }
                switch declaration.kind {
                case .color:
                    if let resolved = color(declaration.property, state: state, in: context) {
                        frozen[property] = .color(.fixed(resolved.value, key: resolved.key))
                    }
                case .font:
                    let resolved = font(declaration.property, state: state, in: context)
                    frozen[property] = .font(.fixed(resolved.value, key: resolved.key))
                case .image:
                    if let resolved = image(declaration.property, state: state, in: context) {
                        frozen[property] = .image(.fixed(resolved.value, key: resolved.key))
                    }
                }
            }
        }
        // Written after every read, so that a state's value is never read from another frozen state.
        explicitValues.merge(frozen) { _, new in new }
    }

    private func isFixed(_ value: ThemeValue?) -> Bool {
        switch value {
        case .color(.fixed)?, .font(.fixed)?, .image(.fixed)?: return true
        default: return false
        }
    }
}

extension View {
    /// The nearest `SkinScope` above this view.
    fileprivate var enclosingScope: SkinScope? {
        var current = superview
        while let view = current {
            if let scope = view as? SkinScope { return scope }
            current = view.superview
        }
        return nil
    }
}
