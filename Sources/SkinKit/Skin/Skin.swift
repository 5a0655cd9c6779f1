/// One skin package (seed 000): Color, Font and Image tables, macros (`Define`) and per-widget
/// styles (`Style`, JHTheme's styles keyed by class name). Keys it lacks come from `default`.
public struct Skin: Sendable {
    public var name: String
    public var source: SkinSource
    /// Later files or updates that changed this skin's entries, in order.
    public var refinedBy: [SkinSource] = []
    public var colors: [String: Dynamic<RGBColor>]
    public var fonts: [String: Dynamic<SkinFont>]
    public var images: [String: Dynamic<SkinImage>]
    public var defines: [String: String]
    /// Widget type → property → value.
    public var styles: [String: [String: StyleValue]]
    /// Color key → variant (`light`, `dark`, …, or `singleValueVariant`) → the text the file wrote
    /// (`d(ink)`), so the Palette page can show a macro chain; only for values that name a macro.
    public var colorTexts: [String: [String: String]] = [:]
    /// Color key → the file that defines it, when that is not the skin's own file (an asset
    /// catalog's `Name.colorset/Contents.json`), for the Palette page.
    public var colorFiles: [String: String] = [:]
    /// Image key → the file that defines it, as `colorFiles` (an imageset's `Contents.json`).
    public var imageFiles: [String: String] = [:]
    /// Image keys that come only from a file in `<skin>.bundle/` (seed 000: every bundle file is an
    /// image by its name), not from the skin file: available to read, never "unread".
    public var bundleImageKeys: Set<String> = []
    /// Widget key → this skin's own key (the file's `Map` section, a map file, `--map`).
    public var roleMap: [String: String] = [:]
    /// The terminal palette (ANSI colors 0–15) the 16- and 8-color previews reduce to instead of
    /// xterm's: a terminal scheme's own colors, or a skin file's `Palette` section. Nil: xterm's.
    public var palette: Dynamic<[RGBColor]>?
    /// Variants a file left out (`{"light": …}` with no `dark`), completed from `default` when linked.
    var partialColors: [String: PartialVariants<RGBColor>] = [:]

    public init(
        name: String, source: SkinSource = .code, colors: [String: Dynamic<RGBColor>] = [:],
        fonts: [String: Dynamic<SkinFont>] = [:], images: [String: Dynamic<SkinImage>] = [:],
        defines: [String: String] = [:], styles: [String: [String: StyleValue]] = [:]
    ) {
        self.name = name
        self.source = source
        self.colors = colors
        self.fonts = fonts
        self.images = images
        self.defines = defines
        self.styles = styles
    }

    /// Where the skin came from: its first source and every refinement, e.g. `embedded + Skins/a.json`.
    public var origin: String { ([source] + refinedBy).map(\.description).joined(separator: " + ") }

    /// The variant name `colorTexts` files a value under that has no variants.
    public static let singleValueVariant = "any"

    /// The name of the mandatory skin every other one falls back to.
    public static let defaultName = "default"

    /// This skin reading its widget keys through `map` too (a map file's entries win over the file's own `Map`).
    public func mapped(through map: RoleMap) -> Skin {
        var result = self
        result.roleMap.merge(map.entries(for: name)) { _, new in new }
        return result
    }

    /// This skin with `other`'s entries laid over it (a later file or a run-time update wins per key).
    public func merging(_ other: Skin) -> Skin {
        var result = self
        if other.source != result.source { result.refinedBy.append(other.source) }
        result.colors.merge(other.colors) { _, new in new }
        result.fonts.merge(other.fonts) { _, new in new }
        result.images.merge(other.images) { _, new in new }
        result.defines.merge(other.defines) { _, new in new }
        result.partialColors.merge(other.partialColors) { _, new in new }
        result.roleMap.merge(other.roleMap) { _, new in new }
        result.bundleImageKeys = result.bundleImageKeys.subtracting(other.images.keys).union(other.bundleImageKeys)
        result.colorTexts.merge(other.colorTexts) { _, new in new }
        // A later plain value replaces an earlier macro: its old chain must not be shown.
        for key in other.colors.keys where other.colorTexts[key] == nil { result.colorTexts[key] = nil }
        for key in other.colors.keys { result.colorFiles[key] = other.colorFiles[key] }
        for key in other.images.keys { result.imageFiles[key] = other.imageFiles[key] }
        if let palette = other.palette { result.palette = palette }
        for key in other.colors.keys { result.partialColors[key] = other.partialColors[key] }
        for (widget, properties) in other.styles {
            result.styles[widget, default: [:]].merge(properties) { _, new in new }
        }
        return result
    }
}

/// Where a skin was read from, for `termskin list` and error messages.
public enum SkinSource: Hashable, Sendable, CustomStringConvertible {
    case embedded
    case file(String)
    case code
    /// A scheme of the bundled collection, with the repository, commit and file it came from.
    case collection(String)

    public var description: String {
        switch self {
        case .collection(let source): return "collection: \(source)"
        case .embedded: return "embedded"
        case .file(let path): return path
        case .code: return "run-time update"
        }
    }
}

/// A value in a skin's Style section.
public enum StyleValue: Sendable {
    case color(Dynamic<RGBColor>)
    case font(Dynamic<SkinFont>)
    case text(String)
    case number(Double)
    case flag(Bool)
}

/// The variants a skin file gave for one color, some possibly missing.
struct PartialVariants<Value: Sendable>: Sendable {
    var light: Value?
    var dark: Value?
    var lightHighContrast: Value?
    var darkHighContrast: Value?

    /// Fills missing variants from `fallback` (the default skin's value for the same key).
    func completed(from fallback: Dynamic<Value>?) -> Dynamic<Value>? {
        func pick(_ own: Value?, _ traits: TraitCollection) -> Value? { own ?? fallback?.resolve(in: traits) }
        let lightTraits = TraitCollection(userInterfaceStyle: .light)
        let darkTraits = TraitCollection(userInterfaceStyle: .dark)
        guard let l = pick(light, lightTraits) ?? dark, let d = pick(dark, darkTraits) ?? light else { return nil }
        let lhc = lightHighContrast ?? (light == nil ? fallback?.resolve(in: TraitCollection(userInterfaceStyle: .light, contrast: .high)) : nil)
        let dhc = darkHighContrast ?? (dark == nil ? fallback?.resolve(in: TraitCollection(userInterfaceStyle: .dark, contrast: .high)) : nil)
        return Dynamic(light: l, dark: d, lightHighContrast: lhc, darkHighContrast: dhc)
    }
}
