/// A position in cells, column `x` and row `y`, from the top left.
public struct Point: Hashable, Sendable {
    public var x: Int
    public var y: Int
    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }
}

/// A size in cells.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Int
    public var height: Int
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
    public static let zero = Size(width: 0, height: 0)
    public var description: String { "\(width)x\(height)" }

    /// The largest screenshot or script screen: 125,000 cells render in well under a second in
    /// every format (a 4000x4000 request used to run for minutes and need gigabytes).
    public static let maximum = Size(width: 500, height: 250)

    /// The accepted sizes in words, for messages: `1 to 500 columns by 1 to 250 rows`.
    public static var acceptedRange: String {
        "1 to \(maximum.width) columns by 1 to \(maximum.height) rows"
    }

    /// Parses `WIDTHxHEIGHT`, e.g. `100x30`; nil when malformed, not positive or over `maximum`.
    public init?(parsing text: String) {
        let parts = text.lowercased().split(separator: "x")
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), w > 0, h > 0,
            w <= Self.maximum.width, h <= Self.maximum.height
        else { return nil }
        self.init(width: w, height: h)
    }
}

/// A rectangle of cells.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    public init(origin: Point = Point(x: 0, y: 0), size: Size) {
        self.init(x: origin.x, y: origin.y, width: size.width, height: size.height)
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)
    public var size: Size { Size(width: width, height: height) }
    public var maxX: Int { x + width }
    public var maxY: Int { y + height }
    public var isEmpty: Bool { width <= 0 || height <= 0 }
    public var description: String { "(\(x),\(y) \(width)x\(height))" }

    public func contains(x px: Int, y py: Int) -> Bool { px >= x && px < maxX && py >= y && py < maxY }

    /// The overlap of two rectangles (empty when they do not meet).
    public func intersection(_ other: Rect) -> Rect {
        let nx = max(x, other.x)
        let ny = max(y, other.y)
        let mx = min(maxX, other.maxX)
        let my = min(maxY, other.maxY)
        return Rect(x: nx, y: ny, width: mx - nx, height: my - ny)
    }

    /// The rectangle shrunk by `padding` cells on every side.
    public func inset(by padding: EdgeInsets) -> Rect {
        Rect(
            x: x + padding.left, y: y + padding.top,
            width: width - padding.left - padding.right, height: height - padding.top - padding.bottom)
    }
}

/// Padding on each side, in cells.
public struct EdgeInsets: Hashable, Sendable {
    public var top: Int, left: Int, bottom: Int, right: Int
    public init(top: Int = 0, left: Int = 0, bottom: Int = 0, right: Int = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
    public init(all: Int) { self.init(top: all, left: all, bottom: all, right: all) }
    public init(horizontal: Int = 0, vertical: Int = 0) {
        self.init(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
    }
    public static let zero = EdgeInsets()
}
