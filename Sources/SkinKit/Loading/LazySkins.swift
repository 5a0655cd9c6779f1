import FoundationEssentials

/// Skins a catalog knows by name but reads on first use: skin files a start indexed instead of
/// reading (`SkinLibrary.load(showing:)`) and the bundled collection. Every copy of a catalog
/// shares one; each file is read once, each skin built once. A class for that shared cache; its
/// lock lets any thread ask.
final class LazySkins: @unchecked Sendable {
    /// What reading a skin gave: the skin (nil when nothing decoded) and the problems of its files.
    struct Outcome: Sendable {
        var skin: Skin?
        var errors: [SkinError] = []
        var warnings: [SkinError] = []
        var guessedMaps: [GuessedMap] = []
    }

    /// How the deferred files are read: as `SkinLibrary.load` reads the files it reads at start.
    struct Plan: Sendable {
        /// Which files a start left for first use (nil: none).
        var split: LazySplit?
        var loader = SkinLoader()
        var extraMap = RoleMap()
        var guessing: MapGuessing?
        /// The linked default skin, after every folder's `default`.
        var defaultSkin = Skin(name: Skin.defaultName)
    }

    let plan: Plan
    private let offersCollection: Bool
    /// The bundled collection, when offered: parsed on first use, not at every start.
    var collection: SkinCollection? { offersCollection ? SkinCollection.bundled : nil }
    /// Deferred skin names, sorted (what `SkinCatalog.names` adds): sorted when first asked for.
    var deferredNames: [String] {
        lock.lock()
        defer { lock.unlock() }
        if let sorted = sortedNames { return sorted }
        let sorted = deferredFiles().names.sorted()
        sortedNames = sorted
        return sorted
    }
    private let lock = ThreadLock()
    private var sortedNames: [String]?
    private var files: DeferredFiles?
    private var outcomes: [String: Outcome] = [:]
    /// A file's skins after `--map` and its guessed map, with its problems, read once.
    private var prepared: [String: (skins: [Skin], errors: [SkinError], warnings: [SkinError], guessed: GuessedMap?)] = [:]

    /// Skin name → its files, built on first use; the caller holds the lock.
    private func deferredFiles() -> DeferredFiles {
        if let files { return files }
        let built = plan.split?.deferred() ?? DeferredFiles()
        files = built
        return built
    }

    /// The files defining a deferred skin, in load order.
    func files(of name: String) -> [(path: Int, file: String)]? {
        lock.lock()
        defer { lock.unlock() }
        return sources(of: name)
    }

    /// The files of `name`: from the index for the first few names (a start asks for a skin or
    /// two), then from the table of every deferred name, built once.
    /// The caller holds the lock.
    private func sources(of name: String) -> [(path: Int, file: String)]? {
        if files == nil, let known = scanned[name] { return known.isEmpty ? nil : known }
        if files == nil, scanned.count < Self.indexScansBeforeTable {
            let found = plan.split?.deferredFiles(of: name)
            scanned[name] = found ?? []
            return found
        }
        return deferredFiles()[name]
    }

    /// How many names are looked up in the index (each a scan of it) before the table is built.
    private static let indexScansBeforeTable = 8
    /// The names looked up in the index so far, with their files (none: empty).
    private var scanned: [String: [(path: Int, file: String)]] = [:]

    /// The first deferred name after `name` in String order (the first of all when nil): from
    /// the index while the skin → files table is not built (`SkinCatalog.name(after:)` at every start).
    func firstDeferredName(after name: String?) -> String? {
        lock.lock()
        defer { lock.unlock() }
        guard let files else { return plan.split?.firstDeferredName(after: name) }
        var best: String?
        for candidate in files.names where name.map({ candidate > $0 }) ?? true && best.map({ candidate < $0 }) ?? true {
            best = candidate
        }
        return best
    }

    init(plan: Plan, offersCollection: Bool) {
        self.plan = plan
        self.offersCollection = offersCollection
    }

    /// True when `name` is a deferred skin file's (not the collection's): from the index while
    /// the skin → files table is not built (a start asks this of the Compare page's skin).
    func isDeferred(_ name: String) -> Bool { files(of: name) != nil }

    /// The skin named `name`, read now if not before: a deferred file's, else the collection's.
    func outcome(for name: String) -> Outcome? {
        lock.lock()
        defer { lock.unlock() }
        if let done = outcomes[name] { return done }
        let outcome: Outcome
        if let sources = sources(of: name) {
            outcome = read(name, from: sources)
        } else if let skin = collection?.skin(named: name) {
            outcome = Outcome(skin: skin)
        } else {
            return nil
        }
        outcomes[name] = outcome
        return outcome
    }

    /// Assembles a deferred skin by the library's rules: files of one skins path laid over each
    /// other (a copy left behind is warned about), a later path's skin replacing an earlier one's
    /// whole, then linked to `default`.
    private func read(_ name: String, from sources: [(path: Int, file: String)]) -> Outcome {
        var outcome = Outcome()
        var lastPath = -1
        var lastFile: String?
        for (path, file) in sources {
            let prepared = prepare(file)
            outcome.errors += prepared.errors
            outcome.warnings += prepared.warnings
            if let guessed = prepared.guessed { outcome.guessedMaps.append(guessed) }
            for skin in prepared.skins where skin.name == name {
                if let existing = outcome.skin, let earlier = lastFile {
                    if path == lastPath {
                        outcome.warnings.append(
                            SkinError(file: file, keyPath: [name], message: "skin '\(name)' is also defined in \(earlier); entries here win"))
                        outcome.skin = existing.merging(skin)
                    } else {
                        outcome.warnings.append(
                            SkinError(
                                file: file, keyPath: [name],
                                message: "skin '\(name)' is also defined in \(earlier), "
                                    + "an earlier skins folder; the later folder's skin is used whole"))
                        outcome.skin = skin
                    }
                } else {
                    outcome.skin = skin
                }
                lastPath = path
                lastFile = file
            }
        }
        outcome.skin = outcome.skin.map { SkinCatalog.linked($0, to: plan.defaultSkin) }
        return outcome
    }

    private func prepare(_ file: String) -> (skins: [Skin], errors: [SkinError], warnings: [SkinError], guessed: GuessedMap?) {
        if let done = self.prepared[file] { return done }
        let result = plan.loader.loadFile(file, inheritedDefines: plan.defaultSkin.defines)
        var skins = plan.extraMap.isEmpty ? result.skins : result.skins.map { $0.mapped(through: plan.extraMap) }
        var guessed: GuessedMap?
        if let guessing = plan.guessing, let map = guessing.guess(file: file, skins: skins, defaultSkin: plan.defaultSkin) {
            guessed = map
            skins = skins.map { $0.mapped(through: map.map) }
        }
        let result2 = (skins, result.errors, result.warnings, guessed)
        self.prepared[file] = result2
        return result2
    }
}
