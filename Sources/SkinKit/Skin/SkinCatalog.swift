/// The skins available: the mandatory `default` first, then the others by name. Linking completes
/// partial values from `default`; lookups of missing keys fall back to it at read time. Skins a
/// start only indexed, and the bundled collection, are read on first use (`LazySkins`).
public struct SkinCatalog: Sendable {
    /// The skins read so far (a skin read on first use is not among them).
    public private(set) var skins: [String: Skin] = [:]
    /// Problems found while assembling (duplicates); load errors are kept by whoever loaded.
    public private(set) var warnings: [SkinError] = []
    /// Skins known by name, read on first use; nil when every skin was read and there is no collection.
    private(set) var lazy: LazySkins?

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

    /// The user's skin names: `default` first, then the rest in alphabetical order, read or not
    /// (the collection's and the reference skins are not among them: `s` steps through these).
    public var names: [String] {
        let own = skins.keys.filter { $0 != Skin.defaultName && !referenceNames.contains($0) }
        guard let deferred = lazy?.deferredNames, !deferred.isEmpty else { return [Skin.defaultName] + own.sorted() }
        return [Skin.defaultName] + Set(own).union(deferred).sorted()
    }

    /// Every name a skin can be chosen by besides the collection's: `names`, then the reference skins.
    public var allNames: [String] { names + referenceNames.filter { !(lazy?.isDeferred($0) ?? false) } }

    /// The user's skin after `name` in `names`' order, wrapping around (found without sorting them all).
    public func name(after name: String) -> String {
        var next: String?
        func consider(_ candidate: String) {
            guard candidate != Skin.defaultName, name == Skin.defaultName || candidate > name else { return }
            if next.map({ candidate < $0 }) ?? true { next = candidate }
        }
        for candidate in skins.keys where !referenceNames.contains(candidate) { consider(candidate) }
        // Deferred names never include `default` (its files are read at start).
        if let first = lazy?.firstDeferredName(after: name == Skin.defaultName ? nil : name) { consider(first) }
        return next ?? Skin.defaultName
    }

    /// The skin named `name`: the user's (read now if it was only indexed), else the collection's.
    /// Nil when there is none, or when its file has errors and nothing decoded (see `loadErrors`).
    public subscript(name: String) -> Skin? {
        if referenceNames.contains(name), lazy?.isDeferred(name) == true, let own = lazy?.outcome(for: name)?.skin { return own }
        return skins[name] ?? lazy?.outcome(for: name)?.skin
    }

    /// True when `name` is one of the user's skins, read or not.
    public func isUserSkin(_ name: String) -> Bool {
        (skins[name] != nil && !referenceNames.contains(name)) || (lazy?.isDeferred(name) ?? false)
    }

    /// True when `name`, as `old` had it, is still here: a user's skin must still be one (a skin
    /// file removed does not turn into the collection's skin of that name).
    public func keeps(_ name: String, from old: SkinCatalog) -> Bool {
        old.isUserSkin(name) ? isUserSkin(name) : self[name] != nil
    }

    /// The errors of the files that define `name`, when it was read on first use (read now if
    /// not before); empty for a skin read at start, whose errors the library reported then.
    public func loadErrors(forSkin name: String) -> [SkinError] {
        guard skins[name] == nil else { return [] }
        return lazy?.outcome(for: name)?.errors ?? []
    }

    /// The map guessed for a skin read on first use, if it reads through one.
    public func deferredGuessedMap(forSkin name: String) -> GuessedMap? {
        guard skins[name] == nil, lazy?.isDeferred(name) == true else { return nil }
        return lazy?.outcome(for: name)?.guessedMaps.last { $0.skinNames.contains(name) }
    }

    /// The bundled collection this catalog offers, if any.
    public var collection: SkinCollection? { lazy?.collection }

    /// Every skin the user can choose: their own first (`names`' order), then the collection's
    /// (by name) that no own skin hides. An own skin not read yet has an unknown variant.
    public var choices: [SkinChoice] {
        var result = names.map { name in
            let skin = skins[name]
            let origin = skin?.origin ?? lazy?.files(of: name)?.last?.file ?? ""
            return SkinChoice(name: name, source: origin, isCollection: false, variant: skin.map(SkinVariant.init(of:)) ?? .unknown)
        }
        for name in referenceNames where !isUserSkin(name) {
            if let skin = skins[name] { result.append(SkinChoice(name: name, source: skin.origin, isCollection: false, variant: SkinVariant(of: skin))) }
        }
        if let collection = lazy?.collection {
            result += collection.choices.filter { !isUserSkin($0.name) }
        }
        return result
    }

    /// This catalog with skins read on first use: `plan`'s deferred files and the bundled collection.
    func deferring(_ plan: LazySkins.Plan, offersCollection: Bool) -> SkinCatalog {
        var copy = self
        copy.lazy = plan.split == nil && !offersCollection ? nil : LazySkins(plan: plan, offersCollection: offersCollection)
        return copy
    }

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
        // Room made once: a file of 99,999 skins regrew the table 17 times.
        skins.reserveCapacity(skins.count + newSkins.count)
        for skin in newSkins {
            if case .file = skin.source, referenceNames.contains(skin.name) {
                // The user's own skin of a built-in name replaces the built-in one whole.
                referenceNames.removeAll { $0 == skin.name }
                skins[skin.name] = skin
            } else if let existing = skins[skin.name] ?? (isUserSkin(skin.name) ? self[skin.name] : nil) {
                // Two files defining one skin is most likely a copy left behind: say so.
                if case .file(let path) = skin.source, case .file(let old) = existing.source, path != old {
                    warnings.append(
                        SkinError(
                            file: path, keyPath: [skin.name],
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
            guard let skin = skins[name], !skin.partialColors.isEmpty else { continue }
            skins[name] = Self.linked(skin, to: name == Skin.defaultName ? nil : base)
        }
    }

    /// `skin` with its partial variants filled from `base`'s value for the same key.
    static func linked(_ skin: Skin, to base: Skin?) -> Skin {
        var skin = skin
        for (key, partial) in skin.partialColors {
            if let completed = partial.completed(from: base?.colors[key]) { skin.colors[key] = completed }
        }
        return skin
    }
}
