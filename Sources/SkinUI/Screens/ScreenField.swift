/// A content field a screen widget kind takes (its text, state, value), declared once: the
/// decoder, the JSON Schema and `termskin screen new` read these.
public struct ScreenField: Sendable, Hashable {
    /// What a field holds.
    public enum Shape: Sendable, Hashable {
        case text
        case number
        case integer
        case flag
        /// One of the listed words.
        case choice([String])
        /// A list of texts (segments, toolbar items).
        case texts
        /// Tab bar items: `{"title", "image"}`.
        case tabItems
        /// List sections: `{"title", "rows": [{"title", "detail", "accessory", "badge", "image", "selected"}]}`.
        case sections
        /// Child widgets (stacks).
        case children
    }

    public let name: String
    public let shape: Shape
    public let summary: String

    public init(_ name: String, _ shape: Shape, _ summary: String) {
        self.name = name
        self.shape = shape
        self.summary = summary
    }

    /// Fields every widget takes, besides its kind's own and its property overrides.
    public static let common: [ScreenField] = [
        ScreenField("kind", .choice(ScreenWidgetKind.allCases.map(\.rawValue)), "the widget kind"),
        ScreenField(
            "skinning", .choice(ScreenSkinning.allCases.map(\.rawValue)),
            "dynamic (skin keys, followed live; the default), static (values read once) or proxy (appearance rules)"),
        ScreenField("traits", .choice(["light", "dark"]), "forces light or dark on this subtree (overrideUserInterfaceStyle)"),
        ScreenField("height", .integer, "rows the widget takes (default: what it needs)"),
        ScreenField("width", .integer, "columns the widget takes in a row (default: what it needs)"),
    ]

    /// Keys of a list row.
    public static let rowFields: [ScreenField] = [
        ScreenField("title", .text, "the row's title"),
        ScreenField("detail", .text, "text at the trailing side"),
        ScreenField("accessory", .choice(TableView.RowExtras.Accessory.allCases.map(\.rawValue)), "the trailing mark"),
        ScreenField("badge", .integer, "an unread count in a pill (0: none)"),
        ScreenField("image", .text, "a skin image key drawn before the title"),
        ScreenField("selected", .flag, "drawn on the highlight color"),
    ]
}

/// How a screen widget is skinned — the seeds' three ways.
public enum ScreenSkinning: String, Sendable, CaseIterable {
    /// Skin keys resolved at every draw: follows skin and trait changes (the default).
    case dynamic
    /// Every property read once when the page is built (seed 000's static skinning); `b` reads again.
    case `static`
    /// The overrides become appearance rules for the widget's kind on this screen (seed 003), applied as views attach.
    case proxy
}
