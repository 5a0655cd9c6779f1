import SkinKit

/// Shows a skin image (a glyph or text art tinted with a color, or pixels drawn with half blocks) (UIImageView).
open class ImageView: View {
    public init(image: ThemedImage) {
        super.init()
        self.image = image
        width = .fit
    }

    private static let table = View.declarations.adding([.part(.tintColor, "accent"), .image(.image, nil)])
    open override class var declarations: PropertyDeclarations { table }

    /// The image shown: an explicit value of the `image` property, so that freezing reads it like any other.
    public var image: ThemedImage {
        get { explicitImage(.image) ?? .fixed(.placeholder) }
        set { setImage(newValue, for: .image) }
    }

    func currentImage(in context: DrawContext) -> SkinImage {
        image(.image, in: context)?.value ?? .placeholder
    }

    open override func intrinsicSize(maxWidth: Int) -> Size {
        let art = currentImage(in: DrawContext(store: skinStore, styles: nil))
        return Size(width: min(art.width, maxWidth), height: art.height)
    }

    open override func draw(in canvas: inout Canvas, clip: Rect, context: DrawContext) {
        let resolved = image(.image, in: context)
        let art = resolved?.value ?? .placeholder
        let tint = color(.tintColor, in: context)
        if art.isBitmap {
            let templateTint = art.renderingMode == .template ? tint?.value ?? SkinStore.missingColor : nil
            HalfBlockRenderer.draw(art, in: frame, tint: templateTint, key: resolved?.key, canvas: &canvas, clip: clip)
            return
        }
        for (row, line) in art.lines.enumerated() where row < frame.height {
            drawText(line, x: frame.x, y: frame.y + row, color: tint, in: &canvas, clip: clip)
        }
    }
}
