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

    /// Loads the embedded skin and then `paths` in order (later files win per key); `mapFile` (the
    /// `--map` option) is laid over every skin read from `paths`.
    public static func load(paths: [String], mapFile: String? = nil, loader: SkinLoader = SkinLoader()) -> SkinLibrary {
        var (catalog, errors) = EmbeddedSkin.catalog(loader: loader)
        var warnings: [SkinError] = []
        var skipped: [SkippedFile] = []
        var loadedSkins: [Skin] = []
        var extraMap = RoleMap()
        if let mapFile {
            let (map, mapErrors) = RoleMap.load(path: mapFile)
            extraMap = map
            errors += mapErrors
        }
        for path in paths {
            let result = loader.load(path: path, inheritedDefines: catalog.defaultSkin.defines)
            errors += result.errors
            warnings += result.warnings
            skipped += result.skipped
            loadedSkins += result.skins
            let skins = extraMap.isEmpty ? result.skins : result.skins.map { $0.mapped(through: extraMap) }
            // A folder's `default` is applied first so other skins link against the refined default.
            catalog.add(skins.filter { $0.name == Skin.defaultName })
            catalog.add(skins.filter { $0.name != Skin.defaultName })
        }
        errors += catalog.warnings
        return SkinLibrary(catalog: catalog, errors: errors, warnings: warnings, paths: paths, skipped: skipped, loadedSkins: loadedSkins)
    }
}
