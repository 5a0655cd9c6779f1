/// Assembles the skins a command works with: the embedded `default`, then each skins folder or file.
public struct SkinLibrary: Sendable {
    public var catalog: SkinCatalog
    /// Every load error, with file, key path and line.
    public var errors: [SkinError]
    /// Problems that let the skins load (an image file not beside the skin): lint shows them, exit 0.
    public var warnings: [SkinError] = []
    /// The paths that were read, for messages.
    public var paths: [String]
    /// Files the folder scans did not read, and why (`list --verbose`).
    public var skipped: [SkippedFile] = []
    /// Every skin read from `paths` as its file wrote it (before `--map` and before refinements
    /// merge), in load order: lint checks each file's skins without reading the files again.
    public var loadedSkins: [Skin] = []
    /// Skins a later skins folder replaced whole (also among `warnings`): every command says so.
    public var replacements: [SkinError] = []
    /// The maps guessed for files whose own keys no widget reads (`MapGuessing`), in load order.
    public var guessedMaps: [GuessedMap] = []

    /// The guessed map a skin reads through, if it reads through one (a skin read on first use: read now).
    public func guessedMap(forSkin name: String) -> GuessedMap? {
        guessedMaps.last { $0.skinNames.contains(name) } ?? catalog.deferredGuessedMap(forSkin: name)
    }

    /// Loads the embedded skin and then `paths` in order (later files win per key); `mapFile` (the
    /// `--map` option) is laid over every skin read from `paths`. With `guessing` (and no `mapFile`),
    /// a file whose own keys no widget reads and which has no map reads through a guessed map.
    ///
    /// With `showing` (the previewer's and `shot`'s start), only the JSON skin files that define
    /// `default` or a skin in `showing` are read, with every file that is not a JSON skin file; the
    /// others are indexed (`SkinFolderIndex`, kept by `indexCache`) and read on first use, their
    /// errors reported then (`SkinCatalog.loadErrors`). Without it every file is read (`list`,
    /// `lint`). `trustFolders` lets a start take a cached index whose folder is unchanged
    /// without looking at each file; a reload looks. The bundled collection is offered (parsed
    /// when first asked for) unless `offersCollection` is false.
    public static func load(
        paths: [String], mapFile: String? = nil, guessing: MapGuessing? = nil,
        loader: SkinLoader = SkinLoader(), showing: Set<String>? = nil,
        indexCache: SkinIndexCache? = nil, trustFolders: Bool = true,
        offersCollection: Bool = true
    ) -> SkinLibrary {
        var (catalog, errors) = EmbeddedSkin.catalog(loader: loader)
        let split = showing.map { LazySplit(paths: paths, showing: $0, cache: indexCache, trustFolders: trustFolders) }
        var warnings: [SkinError] = []
        var replacements: [SkinError] = []
        var skipped: [SkippedFile] = []
        var loadedSkins: [Skin] = []
        // Skin name → the file of the latest folder read so far that defines it (for messages).
        var definedIn: [String: String] = [:]
        var extraMap = RoleMap()
        var guessedMaps: [GuessedMap] = []
        if let mapFile {
            let (map, mapErrors) = RoleMap.load(path: mapFile)
            extraMap = map
            errors += mapErrors
        }
        for (pathIndex, path) in paths.enumerated() {
            let result =
                split?.load(pathIndex, loader: loader, inheritedDefines: catalog.defaultSkin.defines)
                ?? loader.load(path: path, inheritedDefines: catalog.defaultSkin.defines)
            errors += result.errors
            warnings += result.warnings
            skipped += result.skipped
            loadedSkins += result.skins
            var skins = extraMap.isEmpty ? result.skins : result.skins.map { $0.mapped(through: extraMap) }
            if let guessing, mapFile == nil {
                let guessed = guessMaps(for: skins, with: guessing, defaultSkin: catalog.defaultSkin)
                skins = guessed.skins
                guessedMaps += guessed.maps
            }
            // A skin an earlier folder defined (a scheme saved in two formats, say) is replaced whole
            // by this folder's, with a warning naming both files; within one folder, two files
            // defining one skin are still an error (a copy left behind).
            let replaced = Set(skins.map(\.name)).filter { $0 != Skin.defaultName && definedIn[$0] != nil }
            for name in replaced.sorted() {
                let ours = skins.filter { $0.name == name }
                skins.removeAll { $0.name == name }
                catalog.replace(ours[0])
                catalog.add(Array(ours.dropFirst()))
                if let earlier = definedIn[name], case .file(let file) = ours[0].source {
                    replacements.append(
                        SkinError(
                            file: file, keyPath: [name],
                            message: "skin '\(name)' is also defined in \(earlier), "
                                + "an earlier skins folder; the later folder's skin is used whole"))
                }
            }
            // A folder's `default` is applied first so other skins link against the refined default.
            catalog.add(skins.filter { $0.name == Skin.defaultName })
            catalog.add(skins.filter { $0.name != Skin.defaultName })
            var thisFolder: [String: String] = [:]
            for skin in result.skins {
                if case .file(let file) = skin.source, thisFolder[skin.name] == nil { thisFolder[skin.name] = file }
            }
            definedIn.merge(thisFolder) { _, later in later }
        }
        errors += catalog.warnings
        var plan = LazySkins.Plan()
        if let split {
            plan = LazySkins.Plan(
                split: split.defersAny ? split : nil, loader: loader, extraMap: extraMap,
                guessing: mapFile == nil ? guessing : nil, defaultSkin: catalog.defaultSkin)
        }
        catalog = catalog.deferring(plan, offersCollection: offersCollection)
        return SkinLibrary(
            catalog: catalog, errors: errors, warnings: replacements + warnings, paths: paths, skipped: skipped,
            loadedSkins: loadedSkins, replacements: replacements, guessedMaps: guessedMaps)
    }

    /// `skins` (one path's, perhaps of several files) with each file's guessed map applied.
    private static func guessMaps(for skins: [Skin], with guessing: MapGuessing, defaultSkin: Skin) -> (skins: [Skin], maps: [GuessedMap]) {
        var files: [String] = []
        var byFile: [String: [Skin]] = [:]
        for skin in skins {
            guard case .file(let file) = skin.source else { continue }
            if byFile[file] == nil { files.append(file) }
            byFile[file, default: []].append(skin)
        }
        var maps: [GuessedMap] = []
        var result = skins
        for file in files {
            guard let guessed = guessing.guess(file: file, skins: byFile[file] ?? [], defaultSkin: defaultSkin) else { continue }
            maps.append(guessed)
            let map = guessed.map
            result = result.map { skin in skin.source == .file(file) ? skin.mapped(through: map) : skin }
        }
        return (result, maps)
    }
}
