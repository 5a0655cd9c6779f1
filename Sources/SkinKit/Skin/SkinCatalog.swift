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

    /// Built-in skins kept for reference (stock iOS): chosen by name, compared, listed and resolved
    /// against, but not among `names`, so `s` and counts stay the user's own skins. A skins folder
    /// that defines one of these names makes it the user's skin.
    public private(set) var referenceNames: [String] = []

    /// Skin names: `default` first, then the rest in alphabetical order (reference skins left out).
    public var names: [String] {
        [Skin.defaultName] + skins.keys.filter { $0 != Skin.defaultName && !referenceNames.contains($0) }.sorted()
    }

    /// Every name a skin can be chosen by: `names`, then the reference skins.
    public var allNames: [String] { names + referenceNames }

    public subscript(name: String) -> Skin? { skins[name] }

    public var defaultSkin: Skin {
        skins[Skin.defaultName] ?? Skin(name: Skin.defaultName)
    }

    /// Adds a built-in reference skin (see `referenceNames`).
    public mutating func addReference(_ skin: Skin) {
        guard skins[skin.name] == nil else { return }
        skins[skin.name] = skin
        referenceNames.append(skin.name)
    }

    /// Adds skins; one with a known name is laid over the existing one key by key (how the `default`
    /// in `Skins/` refines the embedded one, and how a run-time update changes a skin).
    public mutating func add(_ newSkins: [Skin]) {
        for skin in newSkins {
            if case .file = skin.source, referenceNames.contains(skin.name) {
                // The user's own skin of a built-in name replaces the built-in one whole.
                referenceNames.removeAll { $0 == skin.name }
                skins[skin.name] = skin
            } else if let existing = skins[skin.name] {
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
        referenceNames.removeAll { $0 == skin.name }
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
