import SkinImageCodec

/// The one owner of mutable skin state: the loaded skins, the current skin and the current traits.
/// Views and other objects read values from it and subscribe to its changes.
public final class SkinStore {
    public private(set) var catalog: SkinCatalog
    public private(set) var currentSkinName: String
    public private(set) var traits: TraitCollection
    /// Keys asked for that no skin defines (shown in a visible fallback color).
    public private(set) var missingKeys: Set<String> = []

    /// Pixels of URL images downloaded while running, by URL (see `setRemoteImage`).
    public private(set) var remoteImages: [String: RGBABitmap] = [:]
    /// Counts the changes of skin, traits, contents and downloaded images: what a view derives
    /// from the store stays valid while this stays the same.
    public private(set) var changeCount = 0

    private let subscriptions = SkinSubscriptions()
    /// Colors resolved in the current skin and traits, so that thousands of subscribers reading the
    /// same keys after a switch pay one dictionary lookup each. Emptied on every change.
    private var resolvedColors: [String: RGBColor] = [:]
    /// Lookups by skin and key (any traits): views with their own traits (the gallery's fixed
    /// panels) and fonts and images asked view after view resolve from these without walking the
    /// skin tables again. A lookup depends on the skins' contents only (not on the current skin or
    /// the traits), so only a change of contents empties it: a skin shown again answers from here.
    private var lookups = SkinLookupCache()
    private var observers: [Int: (SkinChange) -> Void] = [:]
    private var nextObserverID = 0

    /// The color shown for a key no skin defines: loud on purpose.
    public static let missingColor = RGBColor(hex: 0xFF00FF)

    public init(catalog: SkinCatalog, skinName: String = Skin.defaultName, traits: TraitCollection = TraitCollection()) {
        self.catalog = catalog
        // A skin known by name is not read here (a page's second store names one it may never show).
        self.currentSkinName = catalog.isUserSkin(skinName) || catalog[skinName] != nil ? skinName : Skin.defaultName
        self.traits = traits
    }

    public var currentSkin: Skin { catalog[currentSkinName] ?? catalog.defaultSkin }

    // MARK: Switching

    /// Selects a skin by name; an unknown name is an error listing the known ones. A skin read on
    /// first use is read now: when its file has errors, the first (file, line, key) is thrown and
    /// the current skin stays.
    public func selectSkin(_ name: String) throws(SkinError) {
        let errors = catalog.loadErrors(forSkin: name)
        if var first = errors.first {
            if errors.count > 1 { first.message += " (+\(errors.count - 1) more)" }
            throw first
        }
        guard catalog[name] != nil else { throw unknownSkinError(name) }
        guard name != currentSkinName else { return }
        let previous = currentSkinName
        currentSkinName = name
        notify(SkinChange(kind: .skin, previousSkinName: previous, previousTraits: traits))
    }

    /// The error for a skin name the catalog does not hold: the name and the known ones.
    public func unknownSkinError(_ name: String) -> SkinError {
        SkinError(message: "no skin named '\(name)'; skins: \(catalog.allNames.joined(separator: ", "))")
    }

    /// Selects the skin `offset` places after the current one among the user's skins (never the
    /// collection's), wrapping around. A skin whose file has errors is passed over; the errors met
    /// are returned for the status line.
    @discardableResult
    public func selectSkin(offset: Int) -> [SkinError] {
        let names = catalog.names
        let count = names.count
        var index = names.firstIndex(of: currentSkinName) ?? 0
        var problems: [SkinError] = []
        let step = offset == 0 ? 0 : (offset > 0 ? 1 : -1)
        for attempt in 0..<count {
            index = attempt == 0 ? ((index + offset) % count + count) % count : ((index + step) % count + count) % count
            do {
                try selectSkin(names[index])
                return problems
            } catch {
                problems.append(error)
                if step == 0 { break }
            }
        }
        return problems
    }

    /// Sets the traits; observers and subscribers run only when they really changed.
    public func setTraits(_ newTraits: TraitCollection) {
        guard newTraits != traits else { return }
        let previous = traits
        traits = newTraits
        notify(SkinChange(kind: .traits, previousSkinName: currentSkinName, previousTraits: previous))
    }

    /// Replaces all skins (a reload from disk); keeps the current skin when it still exists.
    public func replaceCatalog(_ newCatalog: SkinCatalog) {
        let previous = currentSkinName
        let old = catalog
        catalog = newCatalog
        if !catalog.keeps(currentSkinName, from: old) { currentSkinName = Skin.defaultName }
        missingKeys.removeAll()
        notify(SkinChange(kind: .contents, previousSkinName: previous, previousTraits: traits))
    }

    /// Updates skins at run time from a dictionary in the skin file layout (seed 000's
    /// `updateSkinPlistInfo`): each skin it names is put in whole — a new one added, a known one
    /// replaced (keys the update leaves out are gone, read from `default` again). Nothing changes
    /// when the update has errors.
    public func updateSkins(with info: SkinNode, loader: SkinLoader = SkinLoader()) throws(SkinUpdateError) {
        let result = loader.load(node: info, inheritedDefines: catalog.defaultSkin.defines)
        guard result.errors.isEmpty else { throw SkinUpdateError(errors: result.errors) }
        var updated = catalog
        // `default` first, so the others link against the new one.
        for skin in result.skins.sorted(by: { ($0.name == Skin.defaultName ? 0 : 1) < ($1.name == Skin.defaultName ? 0 : 1) }) {
            updated.replace(skin)
        }
        replaceCatalog(updated)
    }

    // MARK: Reading values (seed 000's SkinColor / SkinFont / SkinImage)

    /// The current skin's color for `key` (falling back to `default`), still dynamic in the traits.
    public func color(_ key: String, alpha: Double = 1) -> Dynamic<RGBColor> {
        let found = lookupColor(key).value
        return alpha >= 1 ? found : found.withAlpha(alpha)
    }

    /// The color for `key` resolved now: a static read that will not follow later changes.
    public func resolvedColor(_ key: String, alpha: Double = 1, traits: TraitCollection? = nil) -> RGBColor {
        if alpha >= 1 && (traits == nil || traits == self.traits) {
            if let cached = resolvedColors[key] { return cached }
            let resolved = lookupColor(key).value.resolve(in: self.traits)
            resolvedColors[key] = resolved
            return resolved
        }
        return color(key, alpha: alpha).resolve(in: traits ?? self.traits)
    }

    public func font(_ key: String) -> Dynamic<SkinFont> { lookupFont(key).value }

    public func image(_ key: String) -> Dynamic<SkinImage> { lookupImage(key).value }

    /// The color for `key` with the skin that defined it.
    public func lookupColor(_ key: String, in skinName: String? = nil) -> SkinLookup<RGBColor> {
        lookup(key, in: skinName, table: \.colors, cache: \.colors, missing: Dynamic(SkinStore.missingColor))
    }

    public func lookupFont(_ key: String, in skinName: String? = nil) -> SkinLookup<SkinFont> {
        lookup(key, in: skinName, table: \.fonts, cache: \.fonts, missing: Dynamic(SkinFont.body))
    }

    /// An image with downloaded pixels filled in; while a URL image is still missing, `default`'s
    /// image for the key (CJSkinSwift's behaviour), else the placeholder.
    public func lookupImage(_ key: String, in skinName: String? = nil) -> SkinLookup<SkinImage> {
        var found = lookup(key, in: skinName, table: \.images, cache: \.images, missing: Dynamic(SkinImage.placeholder))
        if !remoteImages.isEmpty {
            let downloaded = remoteImages
            found.value = found.value.map { $0.filled(from: downloaded) }
        }
        if found.definedBy != Skin.defaultName, found.value.resolve(in: traits).pendingURL != nil,
            let fallback = catalog.defaultSkin.images[key]
        {
            let downloaded = remoteImages
            let image = fallback.map { $0.filled(from: downloaded) }
            if image.resolve(in: traits).pendingURL == nil { return SkinLookup(value: image, key: key, definedBy: Skin.defaultName) }
        }
        return found
    }

    /// Installs a downloaded image. Views repaint only when `refresh` is true: the skin that asked
    /// for it is still the current one.
    public func setRemoteImage(_ bitmap: RGBABitmap, for url: String, refresh: Bool) {
        remoteImages[url] = bitmap
        changeCount += 1
        if refresh { notify(SkinChange(kind: .contents, previousSkinName: currentSkinName, previousTraits: traits)) }
    }

    /// The Style section for a widget type: the current skin's properties over `default`'s.
    public func style(for widgetType: String) -> [String: StyleValue] {
        var result = catalog.defaultSkin.styles[widgetType] ?? [:]
        if currentSkinName != Skin.defaultName, let own = currentSkin.styles[widgetType] {
            result.merge(own) { _, new in new }
        }
        return result
    }

    /// `key` in `skinName` (nil: the current skin), remembered until the skins' contents change.
    private func lookup<Value>(
        _ key: String, in skinName: String?, table: KeyPath<Skin, [String: Dynamic<Value>]>,
        cache: WritableKeyPath<SkinLookupCache, [SkinLookupCache.Question: SkinLookup<Value>]>, missing: Dynamic<Value>
    ) -> SkinLookup<Value> {
        let question = SkinLookupCache.Question(skin: skinName ?? currentSkinName, key: key)
        if let known = lookups[keyPath: cache][question] { return known }
        let found = lookup(key, in: question.skin, table: table, missing: missing)
        lookups[keyPath: cache][question] = found
        return found
    }

    private func lookup<Value>(
        _ key: String, in name: String, table: KeyPath<Skin, [String: Dynamic<Value>]>,
        missing: Dynamic<Value>
    ) -> SkinLookup<Value> {
        // A mapped key reads the skin's own key first, then the key itself, then `default` likewise.
        // (A skin without a map pays one lookup in an empty dictionary.)
        var ownKey: String?
        if let skin = catalog[name] {
            ownKey = skin.roleMap[key]
            if let own = ownKey, let value = skin[keyPath: table][own] {
                return SkinLookup(value: value, key: key, definedBy: name, mappedKey: own)
            }
            if let value = skin[keyPath: table][key] {
                return SkinLookup(value: value, key: key, definedBy: name)
            }
        }
        let base = catalog.defaultSkin
        if let own = ownKey, let value = base[keyPath: table][own] {
            return SkinLookup(value: value, key: key, definedBy: Skin.defaultName, mappedKey: own)
        }
        if let own = base.roleMap[key], let value = base[keyPath: table][own] {
            return SkinLookup(value: value, key: key, definedBy: Skin.defaultName, mappedKey: own)
        }
        if let value = base[keyPath: table][key] {
            return SkinLookup(value: value, key: key, definedBy: Skin.defaultName)
        }
        missingKeys.insert(key)
        return SkinLookup(value: missing, key: key, definedBy: nil)
    }

    // MARK: Subscriptions and observers

    /// Seed 000's `refreshSkin`: runs `body` with `object` now and after every skin, trait or
    /// contents change. The object is held weakly; when it is freed the closure never runs again.
    /// Setting it again replaces the previous closure. The closure must not capture `object` strongly.
    public func refreshSkin<Object: AnyObject>(_ object: Object, _ body: @escaping (Object) -> Void) {
        // The entry only ever holds `object`, so the downcast cannot fail; it avoids a dynamic cast
        // per subscriber on every change.
        subscriptions.set(object) { target in body(unsafeDowncast(target, to: Object.self)) }
        body(object)
    }

    /// Ends `object`'s refreshSkin subscription.
    public func removeRefreshSkin(_ object: AnyObject) { subscriptions.remove(object) }

    /// Live refreshSkin subscriptions.
    public var subscriberCount: Int { subscriptions.count }

    /// Calls `handler` after every change, before the subscribers' closures run, until the returned
    /// token is cancelled or freed.
    public func addObserver(_ handler: @escaping (SkinChange) -> Void) -> SkinObservation {
        let id = nextObserverID
        nextObserverID += 1
        observers[id] = handler
        return SkinObservation { [weak self] in self?.observers[id] = nil }
    }

    private func notify(_ change: SkinChange) {
        changeCount += 1
        resolvedColors.removeAll(keepingCapacity: true)
        if change.kind == .contents { lookups.removeAll() }
        for id in observers.keys.sorted() { observers[id]?(change) }
        subscriptions.runAll()
    }
}

/// A run-time update that was refused, with every error it had.
public struct SkinUpdateError: Error, Sendable, CustomStringConvertible {
    public var errors: [SkinError]
    public var description: String { errors.map(\.description).joined(separator: "\n") }
}
