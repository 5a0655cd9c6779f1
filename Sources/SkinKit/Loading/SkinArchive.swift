import FoundationEssentials
import Glibc

/// A skin archive (seed 000's `downloadSkinZip`): a zip holding `CJSkin.plist` or `skins.json`,
/// at its top or in one folder, beside the skins' image folders. Importing checks everything
/// before anything is installed: the archive's name, its entries against `ArchiveLimits`, the
/// manifest (read exactly as the loader will, with the default skin's macros), and skin names.
public struct SkinArchive {
    public let url: URL
    public var limits: ArchiveLimits

    public init(url: URL, limits: ArchiveLimits = .standard) {
        self.url = url
        self.limits = limits
    }

    /// What an import installed.
    public struct Installed: Sendable {
        /// The folder the archive's contents now live in (inside the skins folder).
        public var folder: String
        public var skins: [Skin]
        /// Problems that did not stop the install (an asset catalog's vector images), for `lint` to list.
        public var warnings: [SkinError] = []
    }

    /// The folder name an archive installs as: its file name without `.zip`.
    public var folderName: String { url.deletingPathExtension().lastPathComponent }

    /// Validates the archive and installs it as `<skinsDirectory>/<archive name>/`. Nothing is
    /// written to the skins folder when any check fails; the errors name the archive and entry.
    /// With `replacing`, an earlier import is swapped out only once the new one is complete.
    /// The archive is unpacked into a scratch folder under `scratchParent`; `isCancelled` is polled
    /// between steps (a signal arrived): the import then stops, removing the scratch folder.
    /// Imports into one skins folder take turns, and each first repairs what a killed one left
    /// (`ImportRecovery`). `afterMovingAside` runs between the two renames of a replacement (a
    /// test stops the process there).
    public func install(
        into skinsDirectory: String, replacing: Bool = false, loader: SkinLoader = SkinLoader(),
        scratchParent: URL = FileManager.default.temporaryDirectory,
        isCancelled: () -> Bool = { false }, afterMovingAside: () -> Void = {}
    ) throws(SkinUpdateError) -> Installed {
        let name = folderName
        let destination = PathName.joined(skinsDirectory, name)
        if name.isEmpty || name.hasPrefix(".") || name == "." || name == ".." {
            throw failure(
                "the archive's name would install into the hidden or empty folder '\(name)', which the "
                    + "loader skips; rename the .zip file")
        }
        if name.unicodeScalars.contains(where: ControlCharacters.isControl) {
            throw failure("the archive's name holds control characters, which a folder name may not; rename the .zip file")
        }
        let madeFolder = !FileManager.default.fileExists(atPath: skinsDirectory)
        let recovery = try ImportRecovery.lock(skinsDirectory)
        var installed = false
        defer {
            recovery.release()
            if madeFolder, !installed { rmdir(skinsDirectory) }
        }
        recovery.repair()
        ImportRecovery.removeStaleScratch(in: scratchParent)
        if FileManager.default.fileExists(atPath: destination) && !replacing {
            throw failure("\(destination) exists already; pass --replace to overwrite it")
        }
        // Before the reader opens it: a FIFO named x.zip is refused in words (the reader opens
        // without waiting for a writer and refuses anything but a regular file too).
        if let refusal = FileReader.refusal(url.path) { throw failure(refusal) }
        let archive: ZipReader
        do { archive = try ZipReader(path: url.path) } catch { throw failure(error) }
        let plan = try plannedEntries(of: archive)
        let scratch: URL
        let scratchLock: Int32
        do { (scratch, scratchLock) = try ImportRecovery.makeScratch(in: scratchParent) } catch {
            throw failure("could not create a scratch folder: \(SystemReason.of(error))")
        }
        defer {
            try? FileManager.default.removeItem(at: scratch)
            if scratchLock >= 0 { close(scratchLock) }
        }
        try unpack(plan, of: archive, into: scratch, isCancelled: isCancelled)
        guard let root = manifestFolder(in: scratch.path) else {
            throw failure("no CJSkin.plist or skins.json (or a SwiftTheme theme named like its folder) at the top of the archive or in its one folder")
        }
        let skins = try checkedSkins(
            in: root, scratch: scratch, destination: destination, skinsDirectory: skinsDirectory,
            loader: loader)
        if isCancelled() { throw failure("interrupted; nothing was installed") }
        try Self.swapIn(root, as: destination, in: skinsDirectory, afterMovingAside: afterMovingAside, failure: failure)
        installed = true
        return Installed(folder: destination, skins: skins)
    }

    func failure(_ message: String, entry: String? = nil) -> SkinUpdateError {
        SkinUpdateError(errors: [SkinError(file: entry.map { "\(url.path):\($0)" } ?? url.path, message: message)])
    }

    /// The reader's refusal: the whole archive's as "not a readable zip archive", an entry's naming it.
    func failure(_ error: ZipError) -> SkinUpdateError {
        guard let entry = error.entry else { return failure("not a readable zip archive: \(error.reason)") }
        return failure(error.reason, entry: entry)
    }

    /// The entries to unpack, checked against the limits from the zip's directory alone.
    private func plannedEntries(of archive: ZipReader) throws(SkinUpdateError) -> [ZipEntry] {
        // The count the directory declares (bounded by its size) is checked before any entry is read.
        if archive.entryCount > limits.maxEntries {
            throw failure("more than \(limits.maxEntries) entries; a skin archive may hold at most \(limits.maxEntries)")
        }
        let entries: [ZipEntry]
        do { entries = try archive.entries() } catch { throw failure(error) }
        var plan: [ZipEntry] = []
        var total: UInt64 = 0
        for entry in entries {
            let parts = entry.path.split(separator: "/")
            if entry.path.hasPrefix("/") || parts.contains("..") || entry.path.contains("\\") {
                throw failure("entry path leaves the archive's folder; refusing to unpack it", entry: entry.path)
            }
            if Self.isMacMetadata(parts) { continue }
            if entry.kind == .symbolicLink { throw failure("symbolic links are not allowed in a skin archive", entry: entry.path) }
            if entry.kind == .file {
                // Encrypted, or compressed by a method other than stored and deflate.
                if let refusal = entry.refusal { throw failure(refusal) }
                // The sizes come from the file: arithmetic on them must not overflow (a fuzzer finding).
                let (sum, overflow) = total.addingReportingOverflow(entry.uncompressedSize)
                total = overflow ? .max : sum
                if entry.uncompressedSize > UInt64(limits.ratioCheckedAbove),
                    entry.uncompressedSize / max(entry.compressedSize, 1) > UInt64(limits.maxCompressionRatio)
                {
                    throw failure(
                        "compressed more than \(limits.maxCompressionRatio):1 (\(entry.uncompressedSize) bytes from "
                            + "\(entry.compressedSize)); refusing a likely zip bomb", entry: entry.path)
                }
            }
            if total > UInt64(limits.maxTotalBytes) {
                throw failure(
                    "unpacks to more than \(SkinLimits.describe(bytes: limits.maxTotalBytes)); "
                        + "a skin archive may hold at most that")
            }
            plan.append(entry)
        }
        return plan
    }

    /// `__MACOSX/…`, `.DS_Store` and `._name` resource forks, which macOS adds to zips it makes.
    static func isMacMetadata(_ parts: [Substring]) -> Bool {
        parts.first == "__MACOSX" || parts.last == ".DS_Store" || (parts.last?.hasPrefix("._") ?? false)
    }

    /// Writes the planned entries with ordinary permissions (never the archive's mode bits),
    /// counting the bytes actually inflated against the declared sizes and the total limit.
    private func unpack(
        _ plan: [ZipEntry], of archive: ZipReader, into scratch: URL,
        isCancelled: () -> Bool
    ) throws(SkinUpdateError) {
        let fileManager = FileManager.default
        var total = 0
        for entry in plan {
            if isCancelled() { throw failure("interrupted; nothing was installed") }
            let target = PathName.joined(scratch.path, entry.path)
            do {
                if entry.kind == .directory {
                    try fileManager.createDirectory(atPath: target, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
                    continue
                }
                try fileManager.createDirectory(
                    atPath: PathName.deletingLastComponent(target), withIntermediateDirectories: true,
                    attributes: [.posixPermissions: 0o755])
                // The reader stops at the declared size and checks the CRC-32; this counts the total.
                var written = 0
                try archive.extract(entry, to: target, permissions: 0o644) { count in
                    written += count
                    total += count
                    if written > Int(clamping: entry.uncompressedSize) || total > limits.maxTotalBytes {
                        throw failure(
                            "inflates past its declared size or the archive's limit; refusing a likely zip bomb",
                            entry: entry.path)
                    }
                    if isCancelled() { throw failure("interrupted; nothing was installed") }
                }
            } catch let error as SkinUpdateError {
                throw error
            } catch let error as ZipError {
                throw failure(error.reason, entry: entry.path)
            } catch {
                throw failure("could not unpack: \(SystemReason.of(error))", entry: entry.path)
            }
        }
    }

    /// The archive's skins, read as the loader reads the skins folder (with the default skin's
    /// macros), refused when broken, named `default` (or a lookalike: `SkinName`), or named like a
    /// skin from another file.
    private func checkedSkins(
        in root: String, scratch: URL, destination: String, skinsDirectory: String,
        loader: SkinLoader
    ) throws(SkinUpdateError) -> [Skin] {
        let embedded = EmbeddedSkin.catalog(loader: loader).catalog
        let result = Self.loadManifests(in: root, loader: loader, inheritedDefines: embedded.defaultSkin.defines)
        let errors = result.errors.map { error -> SkinError in
            var placed = error
            placed.file = error.file.map { $0.replacing(scratch.path, with: url.path) }
            return placed
        }
        guard errors.isEmpty else { throw SkinUpdateError(errors: errors) }
        guard !result.skins.isEmpty else { throw failure("the archive defines no skins") }
        var refusals: [SkinError] = []
        let existing =
            FileManager.default.fileExists(atPath: skinsDirectory)
            ? SkinLibrary.load(paths: [skinsDirectory], loader: loader).catalog : embedded
        for skin in result.skins.sorted(by: { $0.name < $1.name }) {
            if SkinName.isReserved(skin.name) {
                refusals.append(
                    SkinError(
                        file: url.path, keyPath: [skin.name],
                        message: "an archive may not define the "
                            + "'\(Skin.defaultName)' skin or one whose name reads as it (it would restyle every other skin); rename it"))
            } else if let other = existing[skin.name], !Self.isInside(other.source, folder: destination) {
                refusals.append(
                    SkinError(
                        file: url.path, keyPath: [skin.name],
                        message: "a skin named '\(skin.name)' "
                            + "exists already (\(other.source)); rename it in the archive or remove the other one"))
            }
        }
        guard refusals.isEmpty else { throw SkinUpdateError(errors: refusals) }
        return result.skins
    }

    private static func isInside(_ source: SkinSource, folder: String) -> Bool {
        guard case .file(let path) = source else { return false }
        let standardFolder = URL(fileURLWithPath: folder).standardizedFileURL.path + "/"
        return URL(fileURLWithPath: path).standardizedFileURL.path.hasPrefix(standardFolder)
    }

    /// Copies `root` in beside the skins as a hidden folder (which the loader skips), then renames
    /// it into place; an earlier import is renamed aside first and removed only after that, so a
    /// failure half-way leaves it whole (and a kill half-way is repaired by the next import,
    /// `ImportRecovery.repair`).
    static func swapIn(
        _ root: String, as destination: String, in skinsDirectory: String, afterMovingAside: () -> Void = {},
        failure: (String, String?) -> SkinUpdateError
    ) throws(SkinUpdateError) {
        let fileManager = FileManager.default
        let name = PathName.lastComponent(destination)
        let token = UUID().uuidString
        let incoming = PathName.joined(skinsDirectory, ImportRecovery.incoming(name, token: token))
        let previous = PathName.joined(skinsDirectory, ImportRecovery.previous(name, token: token))
        do {
            try fileManager.createDirectory(atPath: skinsDirectory, withIntermediateDirectories: true)
            try fileManager.copyItem(atPath: root, toPath: incoming)
            // The copy keeps the scratch folder's 0700 when the manifest sat at the archive's top:
            // the installed folder is rwxr-xr-x like the folders and files inside it.
            try fileManager.setAttributes([.posixPermissions: 0o755], ofItemAtPath: incoming)
        } catch {
            try? fileManager.removeItem(atPath: incoming)
            throw failure("could not install into \(destination): \(SystemReason.of(error))", nil)
        }
        let hadPrevious = fileManager.fileExists(atPath: destination)
        if hadPrevious, rename(destination, previous) != 0 {
            let reason = String(cString: strerror(errno))
            try? fileManager.removeItem(atPath: incoming)
            throw failure("could not move the earlier \(destination) aside: \(reason)", nil)
        }
        if hadPrevious { afterMovingAside() }
        if rename(incoming, destination) != 0 {
            let reason = String(cString: strerror(errno))
            if hadPrevious { _ = rename(previous, destination) }
            try? fileManager.removeItem(atPath: incoming)
            throw failure("could not install into \(destination): \(reason)", nil)
        }
        if hadPrevious { try? fileManager.removeItem(atPath: previous) }
    }

    /// The manifest files seed 000 names: an archive (and an installed archive folder) holds one of these.
    static let manifestNames = ["CJSkin.plist", "skins.json"]

    /// The manifest files of a skin folder: `CJSkin.plist` or `skins.json` (seed 000), else a
    /// SwiftTheme theme named like the folder (`Blue/Blue.json` or `.plist`, as SwiftTheme's
    /// downloadable `Blue.zip` holds it); `name` stands in for the folder's own name (an archive's top).
    static func manifests(in folder: String, named name: String? = nil) -> [String] {
        let fileManager = FileManager.default
        let seed = manifestNames.map { PathName.joined(folder, $0) }.filter { fileManager.fileExists(atPath: $0) }
        guard seed.isEmpty else { return seed }
        let stem = name ?? PathName.lastComponent(folder)
        return ["json", "plist"].map { PathName.joined(folder, "\(stem).\($0)") }.filter { fileManager.fileExists(atPath: $0) }
    }

    /// The folder holding the manifest: the archive's top, or its only folder (`Example/`).
    func manifestFolder(in path: String) -> String? {
        if !Self.manifests(in: path, named: folderName).isEmpty { return path }
        let fileManager = FileManager.default
        let children = ((try? fileManager.contentsOfDirectory(atPath: path)) ?? []).filter { !$0.hasPrefix(".") && $0 != "__MACOSX" }
        guard children.count == 1 else { return nil }
        let child = PathName.joined(path, children[0])
        return Self.manifests(in: child).isEmpty ? nil : child
    }

    /// The skins of the manifest files in `folder` (images resolve against it), read with
    /// `inheritedDefines` as the skins folder's loader reads them.
    static func loadManifests(in folder: String, loader: SkinLoader, inheritedDefines: [String: String] = [:]) -> SkinLoader.Result {
        var result = SkinLoader.Result()
        for path in manifests(in: folder) { result.append(loader.loadFile(path, inheritedDefines: inheritedDefines)) }
        return result
    }
}
