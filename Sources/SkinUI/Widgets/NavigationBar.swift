import SkinKit

/// A navigation bar: a back item (skin image and the previous page's title), the title, and
/// trailing items (a text item and a skin image). With a title font at or above
/// `SkinFont.largeTitleSize` it grows to three rows and shows the title as banner text.
open class NavigationBar: View {
    public var title: String
    /// The previous page's title, drawn after the back image (UIKit's back button title).
    public var backTitle: String?
    /// A text bar item before the trailing image (an "Edit" button).
    public var trailingTitle: String?
    /// Asks for the large-title layout; it only happens when the resolved font is large.
    public var prefersLargeTitle: Bool

    /// - Parameters: leftItem/rightItem: explicit images for the bar items; nil reads the declared
    ///   keys (`nav.back`, `nav.more`).
    public init(
        title: String, backTitle: String? = nil, trailingTitle: String? = nil, leftItem: ThemedImage? = nil,
        rightItem: ThemedImage? = nil, prefersLargeTitle: Bool = false
    ) {
        self.title = title
        self.backTitle = backTitle
        self.trailingTitle = trailingTitle
        self.prefersLargeTitle = prefersLargeTitle
        super.init()
        setImage(leftItem, for: .leftItemImage)
        setImage(rightItem, for: .rightItemImage)
    }

    private static let table = View.declarations.adding([
        .color(.backgroundColor, "navBar.background"), .text(.titleColor, "navBar.title", on: .backgroundColor),
        .part(.tintColor, "navBar.item", on: .backgroundColor),
        .font(.titleFont, "title", type: .bold), .font(.largeTitleFont, "largeTitle", type: .bold), .image(.leftItemImage, "nav.back"),
        .image(.rightItemImage, "nav.more"),
    ])
    open override class var declarations: PropertyDeclarations { table }

    public var titleColor: ThemedColor? {
        get { explicitColor(.titleColor) }
        set { setColor(newValue, for: .titleColor) }
    }

    public var titleFont: ThemedFont? {
        get { explicitFont(.titleFont) }
        set { setFont(newValue, for: .titleFont) }
    }

    /// The title font: the large-title font when a large title is preferred (UIKit's
    /// `largeTitleTextAttributes`), else the normal one.
    func resolvedTitleFont(in context: DrawContext) -> SkinFont {
        font(prefersLargeTitle ? .largeTitleFont : .titleFont, in: context).value
    }

    /// True when the title is drawn as banner text (depends on the font the skin resolves to).
    public func showsLargeTitle(in context: DrawContext) -> Bool {
        prefersLargeTitle && resolvedTitleFont(in: context).isLarge
    }

    /// The rows the bar takes for a given context: 3 with a large title, else 1.
    public func rows(in context: DrawContext) -> Int { showsLargeTitle(in: context) ? 3 : 1 }

    open override func draw(in canvas: inout Canvas, clip: Rect, context: DrawContext) {
        let titleColor = color(.titleColor, in: context)
        let tint = color(.tintColor, in: context)
        let font = resolvedTitleFont(in: context)
        var leadingEnd = frame.x + 1
        if let left = image(.leftItemImage, in: context) {
            if left.value.isBitmap {
                HalfBlockRenderer.drawBarIcon(
                    left.value, x: frame.x + 1, y: frame.y, tint: tint?.value ?? SkinStore.missingColor,
                    key: left.key, canvas: &canvas, clip: clip)
                leadingEnd += HalfBlockRenderer.barIconWidth(left.value)
            } else if let glyph = left.value.lines.first {
                leadingEnd += drawText(glyph, x: frame.x + 1, y: frame.y, color: tint, extra: [.bold], in: &canvas, clip: clip)
            }
        }
        var trailingStart = frame.maxX - 1
        if let right = image(.rightItemImage, in: context) {
            let x = frame.maxX - 1 - HalfBlockRenderer.barIconWidth(right.value)
            trailingStart = x
            if right.value.isBitmap {
                HalfBlockRenderer.drawBarIcon(
                    right.value, x: x, y: frame.y, tint: tint?.value ?? SkinStore.missingColor,
                    key: right.key, canvas: &canvas, clip: clip)
            } else if let glyph = right.value.lines.first {
                drawText(glyph, x: x, y: frame.y, color: tint, extra: [.bold], in: &canvas, clip: clip)
            }
        }
        // Bar item titles only when the centered title keeps room (they go first on narrow bars).
        let titleWidth = DisplayWidth.of(title)
        let backText = backTitle.map { " " + $0 } ?? ""
        let trailingText = trailingTitle.map { $0 + "  " } ?? ""
        let sideWidth = max(leadingEnd - frame.x + DisplayWidth.of(backText), frame.maxX - trailingStart + DisplayWidth.of(trailingText))
        if frame.width - 2 * sideWidth >= titleWidth + 2 {
            drawText(backText, x: leadingEnd, y: frame.y, color: tint, in: &canvas, clip: clip)
            drawText(trailingText, x: trailingStart - DisplayWidth.of(trailingText), y: frame.y, color: tint, in: &canvas, clip: clip)
        }
        if prefersLargeTitle && font.isLarge && frame.height >= 2 {
            let banner = Self.banner(title)
            drawText(
                truncated(banner, to: frame.width - 2), x: frame.x + 1, y: frame.y + 1, color: titleColor, font: font,
                extra: [.bold], in: &canvas, clip: clip)
        } else {
            let shown = truncated(title, to: max(0, frame.width - 8))
            drawText(
                shown, x: frame.x + (frame.width - DisplayWidth.of(shown)) / 2, y: frame.y, color: titleColor,
                font: font, in: &canvas, clip: clip)
        }
    }

    /// Banner text: upper case, letters spaced out, so that a large font size is visible in cells.
    static func banner(_ text: String) -> String {
        text.uppercased().map(String.init).joined(separator: " ")
    }
}
