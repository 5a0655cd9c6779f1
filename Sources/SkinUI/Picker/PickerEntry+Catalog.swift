import SkinKit

extension PickerEntry {
    /// Every choosable skin of `catalog` (`SkinCatalog.choices`): the user's first (`default`
    /// leading), then the built-in reference skins, then the bundled collection. The one place the
    /// picker learns what there is to choose.
    public static func entries(of catalog: SkinCatalog) -> [PickerEntry] {
        let base = catalog.defaultSkin
        return catalog.choices.compactMap { choice in
            catalog[choice.name].map { skin in
                var entry = entry(for: skin, base: base)
                entry.isCollection = choice.isCollection
                if choice.isCollection { entry.source = choice.author.map { "by \($0)" } ?? "collection" }
                return entry
            }
        }
    }

    /// The entry of one skin: its source in words, its light/dark by background luminance, its strip.
    static func entry(for skin: Skin, base: Skin) -> PickerEntry {
        func color(_ key: String, _ traits: TraitCollection, over page: RGBColor) -> RGBColor {
            (skin.colors[key] ?? base.colors[key])?.resolve(in: traits).composited(over: page) ?? page
        }
        func strip(_ traits: TraitCollection) -> [RGBColor] {
            let page: RGBColor = traits.userInterfaceStyle == .dark ? .black : .white
            let background = color("background", traits, over: page)
            if let palette = skin.palette?.resolve(in: traits), palette.count >= 8 {
                return [background] + palette[1...6] + [color("text", traits, over: background)]
            }
            return [background] + stripKeys.map { color($0, traits, over: background) }
        }
        let source: String
        switch skin.source {
        case .embedded: source = "embedded"
        case .code: source = "run-time update"
        case .file(let path): source = path.split(separator: "/").last.map(String.init) ?? path
        case .collection: source = "collection"
        }
        let lightStrip = strip(Self.light)
        let darkStrip = strip(Self.dark)
        return PickerEntry(
            name: skin.name, source: source, variant: PickerVariant(lightBackground: lightStrip[0], darkBackground: darkStrip[0]),
            lightStrip: lightStrip, darkStrip: darkStrip)
    }

    private static let light = TraitCollection(userInterfaceStyle: .light)
    private static let dark = TraitCollection(userInterfaceStyle: .dark)

    /// The keys a strip shows after the background when a skin has no terminal palette.
    static let stripKeys = ["surface", "text", "accent", "button.background", "switch.on", "error", "secondaryText"]
}
