import SkinKit

/// A navigation bar: left and right bar items (skin images) and a title. With a title font at or
/// above `SkinFont.largeTitleSize` it grows to three rows and shows the title as banner text.
open class NavigationBar: View {
    public var title: String
    public var leftItem: ThemedImage?
    public var rightItem: ThemedImage?
    /// Asks for the large-title layout; it only happens when the resolved font is large.
    public var prefersLargeTitle: Bool

    public init(title: String, leftItem: ThemedImage? = .skin("nav.back"), rightItem: ThemedImage? = .skin("nav.more"),
                prefersLargeTitle: Bool = false) {
        self.title = title
        self.leftItem = leftItem
        self.rightItem = rightItem
        self.prefersLargeTitle = prefersLargeTitle
        super.init()
        backgroundColor = nil
    }

    public var titleColor: ThemedColor? {
        get { explicitColors[.titleColor] }
        set { explicitColors[.titleColor] = newValue }
    }

    public var titleFont: ThemedFont? {
        get { explicitFonts[.titleFont] }
        set { explicitFonts[.titleFont] = newValue }
    }

    var defaultTitleFont: ThemedFont { prefersLargeTitle ? .skin("largeTitle") : .skin("title") }

    /// True when the title is drawn as banner text (depends on the font the skin resolves to).
    public func showsLargeTitle(in context: DrawContext) -> Bool {
        prefersLargeTitle && resolveFont(.titleFont, default: defaultTitleFont, in: context).value.isLarge
    }

    open override var colorProperties: [(ThemeProperty, ThemedColor?)] {
        [(.backgroundColor, .skin("navBar.background")), (.titleColor, .skin("navBar.title")), (.tintColor, .skin("navBar.item"))]
    }

    /// The rows the bar takes for a given context: 3 with a large title, else 1.
    public func rows(in context: DrawContext) -> Int { showsLargeTitle(in: context) ? 3 : 1 }

    open override func draw(in canvas: inout Canvas, clip: Rect, context: DrawContext) {
        let background = resolveColor(.backgroundColor, default: .skin("navBar.background"), in: context)
        fill(frame, with: background, in: &canvas, clip: clip)
        let titleColor = resolveColor(.titleColor, default: .skin("navBar.title"), in: context)
        let tint = resolveColor(.tintColor, default: .skin("navBar.item"), in: context)
        let font = resolveFont(.titleFont, default: defaultTitleFont, in: context).value
        if let left = leftItem?.resolve(traits: traitCollection, store: context.store).value {
            if left.isBitmap {
                HalfBlockRenderer.drawBarIcon(left, x: frame.x + 1, y: frame.y, tint: tint?.value ?? SkinStore.missingColor,
                                              key: leftItem?.key, canvas: &canvas, clip: clip)
            } else if let glyph = left.lines.first {
                drawText(glyph, x: frame.x + 1, y: frame.y, color: tint, extra: [.bold], in: &canvas, clip: clip)
            }
        }
        if let right = rightItem?.resolve(traits: traitCollection, store: context.store).value {
            let x = frame.maxX - 1 - HalfBlockRenderer.barIconWidth(right)
            if right.isBitmap {
                HalfBlockRenderer.drawBarIcon(right, x: x, y: frame.y, tint: tint?.value ?? SkinStore.missingColor,
                                              key: rightItem?.key, canvas: &canvas, clip: clip)
            } else if let glyph = right.lines.first {
                drawText(glyph, x: x, y: frame.y, color: tint, extra: [.bold], in: &canvas, clip: clip)
            }
        }
        if prefersLargeTitle && font.isLarge && frame.height >= 2 {
            let banner = Self.banner(title)
            drawText(truncated(banner, to: frame.width - 2), x: frame.x + 1, y: frame.y + 1, color: titleColor, font: font,
                     extra: [.bold], in: &canvas, clip: clip)
        } else {
            let shown = truncated(title, to: max(0, frame.width - 8))
            drawText(shown, x: frame.x + (frame.width - DisplayWidth.of(shown)) / 2, y: frame.y, color: titleColor,
                     font: font, in: &canvas, clip: clip)
        }
    }

    /// Banner text: upper case, letters spaced out, so that a large font size is visible in cells.
    static func banner(_ text: String) -> String {
        text.uppercased().map(String.init).joined(separator: " ")
    }
}
