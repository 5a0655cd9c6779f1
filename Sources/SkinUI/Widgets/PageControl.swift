import SkinKit

/// A page control (UIPageControl): one dot per page, `●` for the current one and `○` for the rest.
open class PageControl: View {
    public var numberOfPages: Int
    public var currentPage: Int

    public init(numberOfPages: Int, currentPage: Int = 0) {
        self.numberOfPages = numberOfPages
        self.currentPage = currentPage
        super.init()
        height = .fixed(1)
    }

    private static let table = View.declarations.adding([.part(.tintColor, "accent"), .color(.trackColor, "border")])
    open override class var declarations: PropertyDeclarations { table }

    open override func intrinsicSize(maxWidth: Int) -> Size { Size(width: min(numberOfPages * 2 - 1, maxWidth), height: 1) }

    open override func draw(in canvas: inout Canvas, clip: Rect, context: DrawContext) {
        let width = numberOfPages * 2 - 1
        let start = frame.x + max(0, (frame.width - width) / 2)
        for page in 0..<numberOfPages {
            let isCurrent = page == currentPage
            drawText(
                isCurrent ? "●" : "○", x: start + page * 2, y: frame.y, color: color(isCurrent ? .tintColor : .trackColor, in: context),
                in: &canvas, clip: clip)
        }
    }
}
