import SkinKit

extension PreviewSession {
    /// What the inspector shows for one cell: the widget under it, the foreground and background
    /// skin keys with their values, the variant used and the skin that defined them, the widget's
    /// fonts, how many times its `traitCollectionDidChange` ran, and the cell's contrast ratio.
    func inspectorLines(at point: Point, in canvas: Canvas) -> [(String, String?)] {
        let cell = canvas[point.x, point.y]
        let root: View = currentPage
        let view = root.view(at: point)
        let traits = view?.traitCollection ?? store.traits
        // A Compare panel resolves against its own store (its skin), like its cells.
        let store = view?.skinStore ?? self.store
        let widget = view.map { type(of: $0).typeName } ?? "page"
        var lines: [(String, String?)] = [
            ("cell \(point.x),\(point.y) · \(widget) · \(traits.effectiveStyle.rawValue)\(traits.contrast == .high ? " HC" : "")", "accent")
        ]
        // On a screen page (or a Compare panel showing a screen): where the widget is written in
        // its file, and how it is skinned.
        let written = view.flatMap { (currentPage as? ScreenPage)?.widget(for: $0) ?? (currentPage as? ComparePage)?.screenWidget(for: $0) }
        if let compare = currentPage as? ComparePage, case .screen = compare.subject {
            let side = view.map { Self.view($0, isIn: compare.leftScope) ? "left" : Self.view($0, isIn: compare.rightScope) ? "right" : "page" } ?? "page"
            lines.append(("compare: \(ControlCharacters.escaped(compare.subject.title)) · \(side) panel", "secondaryText"))
        }
        if let written {
            lines.append(("\(written.kind.rawValue) \(written.path) · line \(written.line) · \(written.skinning.rawValue)", "secondaryText"))
        }
        lines += describe(role: "fg", key: cell.foregroundKey, shown: cell.foreground, traits: traits, store: store)
        lines += describe(role: "bg", key: cell.backgroundKey, shown: cell.background, traits: traits, store: store)
        if let view {
            let context = DrawContext(store: store, styles: store === self.store ? window.styles : StyleCache(store: store))
            for declaration in type(of: view).declarations.list where declaration.kind == .font {
                let font = view.font(declaration.property, in: context)
                let style = font.value.attributes.names.isEmpty ? "regular" : font.value.attributes.names.joined(separator: " ")
                lines.append((declaration.property == .font ? "font: \(font.key ?? "—")" : "\(declaration.property): \(font.key ?? "—")", nil))
                lines.append(("  \(font.value.name ?? "") \(Self.number(font.value.size)) · \(style)", "secondaryText"))
            }
        }
        if let view { lines.append(("traitCollectionDidChange ×\(view.traitChangeCount)", "secondaryText")) }
        let ratio = cell.foreground.contrastRatio(with: cell.background)
        lines.append(("contrast \(FixedDecimal.text(ratio, places: 2)):1", ratio < 4.5 ? "error" : "secondaryText"))
        return lines
    }

    private func describe(role: String, key: String?, shown: RGBColor, traits: TraitCollection, store: SkinStore) -> [(String, String?)] {
        guard let key else { return [("\(role): — \(shown.hexString)", nil)] }
        var lines: [(String, String?)] = [("\(role): \(key)", nil)]
        if key.hasPrefix("Style.") {
            lines.append(("  \(shown.hexString) · from the skin's Style", "secondaryText"))
        } else if store.currentSkin.colors[key] != nil || store.catalog.defaultSkin.colors[key] != nil {
            let lookup = store.lookupColor(key)
            let (_, variant) = lookup.value.resolveVariant(in: traits)
            let origin = lookup.definedBy.map { $0 == store.currentSkinName ? "from \($0)" : "from \($0) (fallback)" } ?? "missing"
            lines.append(("  \(shown.hexString) \(variant.rawValue) · \(origin)", "secondaryText"))
        } else {
            lines.append(("  \(shown.hexString) · fixed value", "secondaryText"))
        }
        return lines
    }

    /// True when `view` is `ancestor` or inside it.
    private static func view(_ view: View, isIn ancestor: View) -> Bool {
        var current: View? = view
        while let candidate = current {
            if candidate === ancestor { return true }
            current = candidate.superview
        }
        return false
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}

extension View {
    /// The front-most visible view of this subtree whose frame holds `point` (nil: none).
    public func view(at point: Point) -> View? {
        guard !isHidden, frame.contains(x: point.x, y: point.y) else { return nil }
        for subview in subviews.reversed() {
            if let hit = subview.view(at: point) { return hit }
        }
        return self
    }
}
