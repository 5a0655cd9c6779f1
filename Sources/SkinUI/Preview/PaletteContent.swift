import SkinKit

/// What the Palette page lists for the current skin: every Color key grouped by prefix (with its four
/// variants, where it comes from and its contrast against the skin's background), every Font key and
/// every Image key. Built once per store change (`PalettePage` keeps it), so it follows skin and
/// trait switches; a color's origin is only put into words for the rows drawn (`originText`).
struct PaletteContent {
    /// Where a color comes from, before it is put into words: the skin that defines it, the text it
    /// was written as (a macro chain is walked only when the row is drawn) and the widget keys that
    /// read it under another name.
    struct Origin {
        var owner: String
        var text: String?
        var readers: [String]
        /// The key's own file, where it has one (an asset catalog's colorset).
        var file: String?
    }

    /// One listed key, with the text a filter matches against.
    struct Entry {
        enum Kind {
            case color(values: [RGBColor], swatches: [RGBColor], contrasts: [Double], origin: Origin)
            case font(SkinFont, origin: String)
            case image(SkinImage, origin: String)
        }
        var key: String
        var kind: Kind
    }

    /// A titled group of entries (a key prefix such as `navBar`, or Fonts, Images).
    struct Group {
        var title: String
        var entries: [Entry]
    }

    var groups: [Group]
    var colorCount: Int
    var fontCount: Int
    var imageCount: Int
    /// The `Define` table the skin's values were written with: `default`'s, then the skin's own.
    var defines: [String: String]

    /// The group of keys without a prefix.
    static let generalGroup = "general"

    init(store: SkinStore) {
        let catalog = store.catalog
        let skin = store.currentSkin
        let base = catalog.defaultSkin
        let usage = SkinKeyUsage(skin: skin, widgetKeys: SkinKeyUsage.embeddedWidgetKeys)
        let defines = base.defines.merging(skin.defines) { _, own in own }
        // The page background in each variant, through the role map like every widget reads it.
        let backgrounds = store.lookupColor("background").value.variantValues.map { $0.composited(over: .white) }

        // Variant keys are the style names: `light`, `dark`.
        let variants = [Skin.singleValueVariant, store.traits.effectiveStyle.rawValue] + UserInterfaceStyle.allCases.map(\.rawValue)
        func origin(of key: String, ownedBy owner: Skin) -> Origin {
            let texts = owner.colorTexts[key] ?? [:]
            let readers = owner.name == skin.name ? (usage.readBy[key] ?? []).filter { $0 != key } : []
            return Origin(
                owner: owner.name == skin.name ? "this skin" : Skin.defaultName,
                text: variants.lazy.compactMap({ texts[$0] }).first, readers: readers,
                file: owner.colorFiles[key].map { Self.shortPath($0, in: owner.source) })
        }

        var colorGroups: [String: [Entry]] = [:]
        let colorKeys = Self.ownFirst(skin.colors.keys, base.colors.keys)
        for key in colorKeys {
            let owner = skin.colors[key] != nil ? skin : base
            guard let color = owner.colors[key] else { continue }
            let values = color.variantValues
            let swatches = zip(values, backgrounds).map { $0.composited(over: $1) }
            let contrasts = zip(swatches, backgrounds).map { $0.contrastRatio(with: $1) }
            let prefix = key.firstIndex(of: ".").map { String(key[..<$0]) } ?? Self.generalGroup
            colorGroups[prefix, default: []].append(
                Entry(
                    key: key,
                    kind: .color(
                        values: values, swatches: swatches,
                        contrasts: contrasts, origin: origin(of: key, ownedBy: owner))))
        }
        let groupOrder = colorGroups.keys.sorted { ($0 == Self.generalGroup ? 0 : 1, $0) < ($1 == Self.generalGroup ? 0 : 1, $1) }
        var groups = groupOrder.map { Group(title: "Color · \($0)", entries: colorGroups[$0] ?? []) }

        let fontKeys = Self.ownFirst(skin.fonts.keys, base.fonts.keys)
        let fonts: [Entry] = fontKeys.compactMap { key in
            let owner = skin.fonts[key] != nil ? skin : base
            guard let font = owner.fonts[key]?.resolve(in: store.traits) else { return nil }
            return Entry(key: key, kind: .font(font, origin: owner.name == skin.name ? "this skin" : "\(Skin.defaultName)"))
        }
        let imageKeys = Self.ownFirst(skin.images.keys, base.images.keys)
        let images: [Entry] = imageKeys.compactMap { key in
            let owner = skin.images[key] != nil ? skin : base
            // Downloaded pixels filled in, as every view that draws the image gets them.
            guard let image = owner.images[key]?.resolve(in: store.traits).filled(from: store.remoteImages) else { return nil }
            var origin = owner.name == skin.name ? "this skin" : "\(Skin.defaultName)"
            if let file = owner.imageFiles[key] { origin += " · " + Self.shortPath(file, in: owner.source) }
            switch image.source {
            case .inline: break
            case .file(let path): origin += " · file \(path)"
            case .url(let url): origin += " · url \(url)"
            case .missingFile: origin += " · file missing, placeholder"
            }
            return Entry(key: key, kind: .image(image, origin: origin))
        }
        groups.append(Group(title: "Font", entries: fonts))
        groups.append(Group(title: "Image", entries: images))
        self.groups = groups
        colorCount = colorKeys.count
        fontCount = fonts.count
        imageCount = images.count
        self.defines = defines
    }

    /// `origin` in words: `this skin · d(a) → d(b) → #010203 · as text`, the chain walked in
    /// `chains` (made from `defines`), which remembers it for the next row that names it.
    static func originText(_ origin: Origin, chains: inout MacroChains) -> String {
        var parts = [origin.owner]
        if let text = origin.text {
            let chain = chains.chain(of: text)
            if chain.count > 1 { parts.append(chain.joined(separator: " → ")) }
        }
        if let file = origin.file { parts.append(file) }
        if !origin.readers.isEmpty { parts.append("as " + origin.readers.joined(separator: ", ")) }
        return parts.joined(separator: " · ")
    }

    /// A key's own file named from inside the skin's folder when it is there, an asset catalog's set
    /// by its folder (`Brand/Primary.colorset` for `Brand/Primary.colorset/Contents.json`).
    static func shortPath(_ file: String, in source: SkinSource) -> String {
        var path = file
        if case .file(let root) = source, path.hasPrefix(root + "/") { path.removeFirst(root.count + 1) }
        if path.hasSuffix("/Contents.json") { path.removeLast("/Contents.json".count) }
        return path
    }

    /// The skin's own keys first, then those `default` supplies, each in name order.
    static func ownFirst(_ own: some Collection<String>, _ inherited: some Collection<String>) -> [String] {
        let ownSet = Set(own)
        return ownSet.sorted() + Set(inherited).subtracting(ownSet).sorted()
    }

    /// The groups with only the entries whose key (or group title) contains `filter`, case-insensitively.
    func filtered(by filter: String) -> [Group] {
        guard !filter.isEmpty else { return groups }
        let needle = filter.lowercased()
        return groups.compactMap { group in
            if group.title.lowercased().contains(needle) { return group }
            let entries = group.entries.filter { $0.key.lowercased().contains(needle) }
            return entries.isEmpty ? nil : Group(title: group.title, entries: entries)
        }
    }
}
