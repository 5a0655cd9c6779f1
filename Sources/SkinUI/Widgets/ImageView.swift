import SkinKit

/// Shows a skin image (a glyph or text art tinted with a color, or pixels drawn with half blocks) (UIImageView).
open class ImageView: View {
    public var image: ThemedImage

    public init(image: ThemedImage) {
        self.image = image
        super.init()
        width = .fit
    }

    open override var colorProperties: [(ThemeProperty, ThemedColor?)] { [(.tintColor, .skin("accent"))] }

    func currentImage(store: SkinStore?) -> SkinImage {
        resolveImage(.image, default: image, in: DrawContext(store: store, styles: nil))?.value ?? .placeholder
    }

    open override func intrinsicSize(maxWidth: Int) -> Size {
        let art = currentImage(store: window?.store)
        return Size(width: min(art.width, maxWidth), height: art.height)
    }

    open override func draw(in canvas: inout Canvas, clip: Rect, context: DrawContext) {
        let art = resolveImage(.image, default: image, in: context)?.value ?? .placeholder
        let tint = resolveColor(.tintColor, default: .skin("accent"), in: context)
        if art.isBitmap {
            let templateTint = art.renderingMode == .template ? tint?.value ?? SkinStore.missingColor : nil
            HalfBlockRenderer.draw(art, in: frame, tint: templateTint, key: image.key, canvas: &canvas, clip: clip)
            return
        }
        for (row, line) in art.lines.enumerated() where row < frame.height {
            drawText(line, x: frame.x, y: frame.y + row, color: tint, in: &canvas, clip: clip)
        }
    }
}
