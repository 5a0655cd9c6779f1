/// Assembles the skins a command works with: the embedded `default`, then each skins folder or file.
public struct SkinLibrary: Sendable {
    public var catalog: SkinCatalog
    /// Every load error, with file, key path and line.
    public var errors: [SkinError]
    /// The paths that were read, for messages.
    public var paths: [String]
    /// Files the folder scans did not read, and why (`list --verbose`).
    public var skipped: [SkippedFile] = []

    /// Loads the embedded skin and then `paths` in order (later files win per key).
    public static func load(paths: [String], loader: SkinLoader = SkinLoader()) -> SkinLibrary {
        var (catalog, errors) = EmbeddedSkin.catalog(loader: loader)
        var skipped: [SkippedFile] = []
        for path in paths {
            let result = loader.load(path: path, inheritedDefines: catalog.defaultSkin.defines)
            errors += result.errors
            skipped += result.skipped
            // A folder's `default` is applied first so other skins link against the refined default.
            catalog.add(result.skins.filter { $0.name == Skin.defaultName })
            catalog.add(result.skins.filter { $0.name != Skin.defaultName })
        }
        errors += catalog.warnings
        return SkinLibrary(catalog: catalog, errors: errors, paths: paths, skipped: skipped)
    }
}
