/// The skins available: the mandatory `default` first, then the others by name. Linking completes
/// partial values from `default`; lookups of missing keys fall back to it at read time.
public struct SkinCatalog: Sendable {
    public private(set) var skins: [String: Skin] = [:]
    /// Problems found while assembling (duplicates); load errors are kept by whoever loaded.
    public private(set) var warnings: [SkinError] = []

    /// A catalog holding `defaultSkin` (which must be named `default`).
    public init(defaultSkin: Skin) {
        var skin = defaultSkin
        skin.name = Skin.defaultName
        skins[Skin.defaultName] = skin
    }

    /// Skin names: `default` first, then the rest in alphabetical order.
    public var names: [String] {
        [Skin.defaultName] + skins.keys.filter { $0 != Skin.defaultName }.sorted()
    }

    public subscript(name: String) -> Skin? { skins[name] }

    public var defaultSkin: Skin {
        skins[Skin.defaultName] ?? Skin(name: Skin.defaultName)
    }

    /// Adds skins; one with a known name is laid over the existing one key by key (how the `default`
    /// in `Skins/` refines the embedded one, and how a run-time update changes a skin).
    public mutating func add(_ newSkins: [Skin]) {
        for skin in newSkins {
            if let existing = skins[skin.name] {
                // Two files defining one skin is most likely a copy left behind: say so.
                if case .file(let path) = skin.source, case .file(let old) = existing.source, path != old {
                    warnings.append(SkinError(file: path, keyPath: [skin.name],
                                              message: "skin '\(skin.name)' is also defined in \(old); entries here win"))
                }
                skins[skin.name] = existing.merging(skin)
            } else {
                skins[skin.name] = skin
            }
        }
        link()
    }

    /// Puts `skin` in place of any skin of its name, whole (no merge): a later skins folder's skin
    /// replaces an earlier folder's.
    public mutating func replace(_ skin: Skin) {
        skins[skin.name] = skin
        link()
    }

    /// Fills each skin's partial variants from the default skin's value for the same key.
    private mutating func link() {
        let base = defaultSkin
        for name in skins.keys {
            guard var skin = skins[name], !skin.partialColors.isEmpty else { continue }
            for (key, partial) in skin.partialColors {
                let fallback = name == Skin.defaultName ? nil : base.colors[key]
                if let completed = partial.completed(from: fallback) { skin.colors[key] = completed }
            }
            skins[name] = skin
        }
    }
}
