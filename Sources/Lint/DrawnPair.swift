/// A foreground a widget draws on a background, as contrast and palette checks need it.
public struct DrawnPair: Sendable, Hashable {
    /// Where a color of the pair comes from: a widget's Style properties (first set one wins, as
    /// `titleColor.highlighted` falls back to `titleColor`), else a skin color key.
    public struct Source: Sendable, Hashable {
        public var widget: String?
        public var properties: [String]
        public var key: String

        public init(widget: String?, properties: [String], key: String) {
            self.widget = widget
            self.properties = properties
            self.key = key
        }
    }

    /// WCAG 2.x AA minimum for normal text.
    public static let textRatio = 4.5
    /// WCAG 2.x AA minimum for large text and UI parts (a thumb, a focus ring, a field's edge).
    public static let uiRatio = 3.0

    public var widget: String
    public var state: String
    public var foreground: Source
    public var background: Source
    public var minimumRatio: Double

    public init(widget: String, state: String = "normal", foreground: Source, background: Source, minimumRatio: Double) {
        self.widget = widget
        self.state = state
        self.foreground = foreground
        self.background = background
        self.minimumRatio = minimumRatio
    }
}
