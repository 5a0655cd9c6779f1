/// Where a Canvas is shown: the terminal (`CursesScreen`) or memory (`HeadlessScreen`).
public protocol Screen: AnyObject {
    /// The current size in cells.
    var size: Size { get }
    /// Shows `canvas`, writing only what differs from what is already shown.
    func present(_ canvas: Canvas)
}

/// A screen in memory: keeps the last canvas presented, for tests and screenshots.
public final class HeadlessScreen: Screen {
    public var size: Size
    public private(set) var lastCanvas: Canvas?
    public private(set) var presentCount = 0

    public init(size: Size) { self.size = size }

    public func present(_ canvas: Canvas) {
        lastCanvas = canvas
        presentCount += 1
    }
}
