/// Which of a skin's keys the widgets read, directly (the key is a widget key) or through the
/// skin's role map, and which no widget reads. The one place `list`, `lint`, `map suggest` and the
/// previewer ask.
public struct SkinKeyUsage: Sendable {
    /// The skin's own key → the widget keys that read it (itself when read directly).
    public let readBy: [String: [String]]
    /// The skin's keys no widget reads, sorted.
    public let unread: [String]
    /// Every Color, Font and Image key of the skin, sorted.
    public let keys: [String]

    /// - Parameters:
    ///   - skin: the skin whose keys are counted.
    ///   - widgetKeys: the keys widgets ask the store for (see `embeddedWidgetKeys`).
    public init(skin: Skin, widgetKeys: Set<String>) {
        let keys = Set(skin.colors.keys).union(skin.fonts.keys).union(skin.images.keys).subtracting(skin.bundleImageKeys)
        var readBy: [String: [String]] = [:]
        for key in keys where widgetKeys.contains(key) { readBy[key, default: []].append(key) }
        for (widgetKey, own) in skin.roleMap.sorted(by: { $0.key < $1.key }) where widgetKeys.contains(widgetKey) && keys.contains(own) {
            readBy[own, default: []].append(widgetKey)
        }
        self.readBy = readBy
        self.keys = keys.sorted()
        unread = keys.filter { readBy[$0] == nil }.sorted()
    }

    /// How many of the skin's keys some widget reads.
    public var readCount: Int { keys.count - unread.count }

    /// True when the skin has keys and no widget reads any of them: it previews as `default`.
    public var isEntirelyUnread: Bool { !keys.isEmpty && unread.count == keys.count }

    /// The widget keys: the keys of the embedded default skin (what the gallery's widgets ask for).
    public static let embeddedWidgetKeys: Set<String> = {
        let skin = EmbeddedSkin.catalog().catalog.defaultSkin
        return Set(skin.colors.keys).union(skin.fonts.keys).union(skin.images.keys)
    }()
}
