/// Where a Canvas is shown (the terminal: `CursesScreen`). Headless output needs no screen:
/// `PreviewSession.render(size:)` returns the Canvas that exporters write.
public protocol Screen: AnyObject {
    /// The current size in cells.
    var size: Size { get }
    /// Shows `canvas`, writing only what differs from what is already shown.
    func present(_ canvas: Canvas)
}
