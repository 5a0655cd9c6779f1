import FoundationEssentials
import Glibc

/// What keeps `import --replace` from losing a skin (issue 20): imports into one skins folder take
/// turns (an `flock` on the folder, which the kernel drops when a process dies, even by `kill -9`),
/// and each import first repairs what a killed one left — the earlier skin folder moved aside but
/// not yet replaced is put back, half-copied incoming folders are removed — and removes scratch
/// folders whose import is no longer running.
public struct ImportRecovery {
    /// The skins folder, locked while this value's import runs.
    public let skinsDirectory: String
    private let descriptor: Int32

    /// Waits for any other import into `skinsDirectory` to end, then holds the folder (made if
    /// missing) until `release()`.
    public static func lock(_ skinsDirectory: String) throws(SkinUpdateError) -> ImportRecovery {
        do {
            try FileManager.default.createDirectory(atPath: skinsDirectory, withIntermediateDirectories: true)
        } catch {
            throw SkinUpdateError(errors: [SkinError(file: skinsDirectory, message: "cannot create the skins folder: \(SystemReason.of(error))")])
        }
        let descriptor = open(skinsDirectory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0, flock(descriptor, LOCK_EX) == 0 else {
            let reason = String(cString: strerror(errno))
            if descriptor >= 0 { close(descriptor) }
            throw SkinUpdateError(errors: [SkinError(file: skinsDirectory, message: "cannot lock the skins folder for the import: \(reason)")])
        }
        return ImportRecovery(skinsDirectory: skinsDirectory, descriptor: descriptor)
    }

    /// Lets the next import in.
    public func release() {
        close(descriptor)
    }

    /// The hidden folder an import copies a skin folder named `name` into before renaming it in.
    static func incoming(_ name: String, token: String) -> String { ".\(name)\(incomingMark)\(token)" }
    /// The hidden folder an earlier import of `name` is moved to until the new one is in place.
    static func previous(_ name: String, token: String) -> String { ".\(name)\(previousMark)\(token)" }
    private static let incomingMark = ".incoming-", previousMark = ".previous-"

    /// Puts back each skin folder a killed `--replace` had moved aside without moving the new one
    /// in, and removes the rest of what it left. Returns the skin folders put back.
    @discardableResult
    public func repair() -> [String] {
        let fileManager = FileManager.default
        let entries = ((try? fileManager.contentsOfDirectory(atPath: skinsDirectory)) ?? []).filter { $0.hasPrefix(".") }.sorted()
        func name(of entry: String, mark: String) -> String? {
            guard let range = entry.ranges(of: mark).last else { return nil }
            let name = String(entry[entry.index(after: entry.startIndex)..<range.lowerBound])
            return name.isEmpty ? nil : name
        }
        var restored: [String] = []
        for entry in entries {
            guard let skin = name(of: entry, mark: Self.previousMark) else { continue }
            let aside = PathName.joined(skinsDirectory, entry)
            let destination = PathName.joined(skinsDirectory, skin)
            if !fileManager.fileExists(atPath: destination), rename(aside, destination) == 0 {
                restored.append(destination)
            } else {
                try? fileManager.removeItem(atPath: aside)
            }
        }
        for entry in entries where name(of: entry, mark: Self.incomingMark) != nil {
            try? fileManager.removeItem(atPath: PathName.joined(skinsDirectory, entry))
        }
        return restored
    }

    /// The prefix of an import's scratch folder in the temporary folder.
    static let scratchPrefix = "termskin-import-"

    /// Makes a scratch folder under `parent` and holds an `flock` on it while the import runs, so
    /// that `removeStaleScratch` knows it is in use.
    static func makeScratch(in parent: URL) throws -> (url: URL, descriptor: Int32) {
        let url = parent.appendingPathComponent(scratchPrefix + UUID().uuidString)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let descriptor = open(url.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if descriptor >= 0 { flock(descriptor, LOCK_EX) }
        return (url, descriptor)
    }

    /// Scratch folders younger than this are left alone: their import may not have locked them yet.
    public static let scratchGrace: TimeInterval = 60

    /// Removes scratch folders under `parent` that no running import holds (a `kill -9` left
    /// them). Returns the folders removed.
    @discardableResult
    public static func removeStaleScratch(in parent: URL, now: Date = Date()) -> [String] {
        let fileManager = FileManager.default
        let entries = ((try? fileManager.contentsOfDirectory(atPath: parent.path)) ?? []).filter { $0.hasPrefix(scratchPrefix) }
        var removed: [String] = []
        for entry in entries {
            let path = parent.appendingPathComponent(entry).path
            guard let attributes = try? fileManager.attributesOfItem(atPath: path), attributes[.type] as? FileAttributeType == .typeDirectory,
                let modified = attributes[.modificationDate] as? Date, now.timeIntervalSince(modified) > scratchGrace
            else { continue }
            let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard descriptor >= 0 else { continue }
            defer { close(descriptor) }
            // Held by a running import: leave it.
            guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else { continue }
            if (try? fileManager.removeItem(atPath: path)) != nil { removed.append(path) }
        }
        return removed
    }
}
