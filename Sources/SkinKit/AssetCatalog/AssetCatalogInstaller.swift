import FoundationEssentials

/// `termskin import Foo.xcassets`: installs an asset catalog into the skins folder as an archive is
/// installed — checked first (read exactly as the loader will, within `ArchiveLimits.catalog`, its skin name
/// free), then copied in beside the skins and renamed into place, so a failure leaves nothing behind.
/// The skin is named after the folder; another name installs it as `<name>.xcassets`.
public struct AssetCatalogInstaller {
    public let path: String
    /// The skin name to install as (`--name`); nil: the catalog's own folder name.
    public var name: String?
    public var limits: ArchiveLimits

    public init(path: String, name: String? = nil, limits: ArchiveLimits = .catalog) {
        self.path = AssetCatalogReader.trimmed(path)
        self.name = name
        self.limits = limits
    }

    /// The skin name the catalog installs as.
    public var skinName: String { name ?? AssetCatalogReader.skinName(of: path) }

    /// Checks and installs the catalog as `<skinsDirectory>/<skin name>.xcassets`; with `replacing`,
    /// an earlier import of that name is swapped out once the copy is complete.
    public func install(
        into skinsDirectory: String, replacing: Bool = false,
        loader: SkinLoader = SkinLoader()
    ) throws(SkinUpdateError) -> SkinArchive.Installed {
        let name = skinName
        if name.isEmpty || name.hasPrefix(".") || name.contains("/") {
            throw failure("'\(name)' cannot name a skin folder; pass another --name")
        }
        if name == Skin.defaultName {
            throw failure("an asset catalog may not be the '\(Skin.defaultName)' skin (it would restyle every other skin); pass --name")
        }
        let destination = PathName.joined(skinsDirectory, "\(name).\(AssetCatalogFormat.folderExtension)")
        if FileManager.default.fileExists(atPath: destination) && !replacing {
            throw failure("\(destination) exists already; pass --replace to overwrite it")
        }
        try checkFiles()
        let result = AssetCatalogReader(limits: loader.limits).read(catalog: path, name: name)
        guard result.errors.isEmpty else { throw SkinUpdateError(errors: result.errors) }
        if FileManager.default.fileExists(atPath: skinsDirectory),
            let other = SkinLibrary.load(paths: [skinsDirectory], loader: loader).catalog[name],
            other.source != .file(destination), !Self.samePath(other.source, destination)
        {
            throw failure("a skin named '\(name)' exists already (\(other.source)); pass --name to install it under another name")
        }
        try SkinArchive.swapIn(path, as: destination, in: skinsDirectory) { message, _ in failure(message) }
        return SkinArchive.Installed(
            folder: destination,
            skins: result.skins.map { skin in
                var installed = skin
                installed.source = .file(destination)
                return installed
            }, warnings: result.warnings)
    }

    private static func samePath(_ source: SkinSource, _ path: String) -> Bool {
        guard case .file(let file) = source else { return false }
        return URL(fileURLWithPath: file).standardizedFileURL.path == URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// The catalog's files against the archive limits (count, total size), with no symbolic links.
    private func checkFiles() throws(SkinUpdateError) {
        var isDirectory = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory else {
            throw failure("no such folder; an asset catalog is a folder ending in .\(AssetCatalogFormat.folderExtension)")
        }
        var count = 0
        var total = 0
        // Folders still to list, relative to the catalog (depth first, as Foundation's enumerator).
        var pending = [""]
        while let folder = pending.popLast() {
            let listed: [String]
            do { listed = try FileManager.default.contentsOfDirectory(atPath: PathName.joined(path, folder)) } catch {
                throw failure("cannot read the folder: \(SystemReason.of(error))", entry: folder.isEmpty ? nil : folder)
            }
            for name in listed.sorted() {
                let entry = PathName.joined(folder, name)
                count += 1
                if count > limits.maxEntries { throw failure("more than \(limits.maxEntries) files and folders; an import may hold at most that") }
                let full = PathName.joined(path, entry)
                if AssetCatalogReader.isSymbolicLink(full) {
                    throw failure("symbolic links are not allowed in an imported catalog", entry: entry)
                }
                var isDirectory = false
                if FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), isDirectory { pending.append(entry) }
                total += FileReader.size(of: full) ?? 0
                if total > limits.maxTotalBytes {
                    throw failure("holds more than \(SkinLimits.describe(bytes: limits.maxTotalBytes)); an import may hold at most that")
                }
            }
        }
    }

    private func failure(_ message: String, entry: String? = nil) -> SkinUpdateError {
        SkinUpdateError(errors: [SkinError(file: entry.map { PathName.joined(path, $0) } ?? path, message: message)])
    }
}
