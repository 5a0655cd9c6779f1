import SkinKit

extension Canvas {
    /// The canvas as `profile`'s output shows it: each cell's colors replaced by the colors it
    /// paints, and reverse added or removed as that output draws it (`OutputReducer`). Characters
    /// and skin keys are kept. Pictures (SVG, HTML) and the Compare page's differences read this.
    public func displayed(by profile: OutputProfile) -> Canvas {
        var result = self
        var reducer = profile.reducer(for: self)
        for (index, cell) in compactCells.enumerated() {
            let look = reducer.look(of: cell)
            result.setLook(at: index, foreground: look.shownForeground, background: look.shownBackground, attributes: look.attributes)
        }
        return result
    }
}

extension Canvas {
    /// The canvas as an output of `depth` (normal vision) shows it; see `displayed(by:)`.
    public func displayed(at depth: ColorDepth) -> Canvas { displayed(by: OutputProfile(depth: depth)) }
}

extension Canvas {
    /// Shows the cells of `rect` as `vision` sees them (the Compare page's simulated panel).
    public mutating func simulate(_ vision: VisionDeficiency, in rect: Rect) {
        guard vision != .normal else { return }
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        var seen: [UInt32: RGBColor] = [:]
        func simulated(_ color: RGBColor) -> RGBColor {
            if let known = seen[color.hexValue] { return known }
            let result = vision.simulate(color)
            seen[color.hexValue] = result
            return result
        }
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX {
                let index = y * width + x
                let cell = compactCells[index]
                setColors(at: index, foreground: simulated(cell.foreground), background: simulated(cell.background))
            }
        }
    }
}
