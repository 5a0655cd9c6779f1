import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#endif

/// Watches skin files and folders for saves (inotify, or polling where inotify is unavailable)
/// and reports one settled change per burst: an editor's write-then-rename or a `git checkout` of
/// many files becomes a single reload.
///
/// It never blocks: a run loop waits on `fileDescriptor` (readable when inotify has events) or
/// for `suggestedTimeoutMilliseconds`, then calls `drainEvents()`.
public final class FileWatcher {
    /// How a watcher learns of changes.
    public enum Mechanism: String, Sendable { case inotify, polling }

    public let mechanism: Mechanism
    /// Quiet time after the last event before a burst counts as settled.
    public let settleMilliseconds: Int
    /// A burst that keeps going is still reported after this long.
    public let maximumDelayMilliseconds: Int
    /// How often the polling fallback compares file states.
    public let pollIntervalMilliseconds: Int

    private let roots: [String]
    private var inotifyDescriptor: Int32 = -1
    private var watchedFolders: [Int32: String] = [:]
    /// Names inside watched folders that matter; nil: everything in the folder.
    private var watchedNames: [String: Set<String>?] = [:]
    private var snapshot: [String: FileState] = [:]
    private var lastPoll: ContinuousClock.Instant?
    private var burstStart: ContinuousClock.Instant?
    private var lastEvent: ContinuousClock.Instant?
    private let clock = ContinuousClock()

    /// inotify event kinds that mean a file's bytes or presence changed.
    private static let eventMask: UInt32 = UInt32(
        IN_CLOSE_WRITE | IN_MODIFY | IN_CREATE | IN_DELETE | IN_MOVED_TO
            | IN_MOVED_FROM | IN_ATTRIB | IN_DELETE_SELF | IN_MOVE_SELF)

    /// Watches `paths` (skin files or folders; folders with their sub-folders such as `x.bundle/`).
    /// `forcePolling` or a failing inotify selects polling.
    public init(
        paths: [String], forcePolling: Bool = false, settleMilliseconds: Int = 40,
        maximumDelayMilliseconds: Int = 150, pollIntervalMilliseconds: Int = 100
    ) {
        self.roots = paths.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        self.settleMilliseconds = settleMilliseconds
        self.maximumDelayMilliseconds = maximumDelayMilliseconds
        self.pollIntervalMilliseconds = pollIntervalMilliseconds
        let descriptor = forcePolling ? -1 : inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        mechanism = descriptor >= 0 ? .inotify : .polling
        inotifyDescriptor = descriptor
        if mechanism == .inotify { addWatches() } else { snapshot = Self.states(of: roots) }
    }

    deinit { if inotifyDescriptor >= 0 { close(inotifyDescriptor) } }

    /// Readable when inotify has events to drain; nil when polling (wait for the suggested timeout).
    public var fileDescriptor: Int32? { inotifyDescriptor >= 0 ? inotifyDescriptor : nil }

    /// How long a run loop may wait before calling `drainEvents()` again: short while a burst is
    /// settling or when polling, nil when only the descriptor matters.
    public var suggestedTimeoutMilliseconds: Int? {
        if burstStart != nil { return settleMilliseconds / 2 }
        return mechanism == .polling ? pollIntervalMilliseconds : nil
    }

    /// Reads what happened since the last call; true once per settled burst of changes.
    public func drainEvents() -> Bool {
        let now = clock.now
        if mechanism == .inotify {
            if readInotify() { noteEvent(at: now) }
        } else if lastPoll.map({ now - $0 >= .milliseconds(pollIntervalMilliseconds) }) ?? true {
            lastPoll = now
            let current = Self.states(of: roots)
            if current != snapshot {
                snapshot = current
                noteEvent(at: now)
            }
        }
        guard let start = burstStart, let last = lastEvent else { return false }
        let settled = now - last >= .milliseconds(settleMilliseconds) || now - start >= .milliseconds(maximumDelayMilliseconds)
        if settled {
            burstStart = nil
            lastEvent = nil
        }
        return settled
    }

    private func noteEvent(at now: ContinuousClock.Instant) {
        if burstStart == nil { burstStart = now }
        lastEvent = now
    }

    // MARK: inotify

    /// Watches each root's parent folder limited to the root's name — so that a root file renamed
    /// over, or a root folder deleted and made again, is seen (issue 20: watching stopped for good
    /// when the skins folder was re-created) — and each root folder with its sub-folders.
    private func addWatches() {
        for root in roots {
            let url = URL(fileURLWithPath: root)
            if root != "/" { watch(url.deletingLastPathComponent().path, names: [url.lastPathComponent]) }
            var isDirectory = false
            if FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory {
                for folder in [root] + Self.subfolders(of: root) { watch(folder, names: nil) }
            }
        }
    }

    private func watch(_ folder: String, names: Set<String>?) {
        let descriptor = inotify_add_watch(inotifyDescriptor, folder, Self.eventMask)
        guard descriptor >= 0 else { return }
        watchedFolders[descriptor] = folder
        if let names, let existing = watchedNames[folder], let known = existing {
            watchedNames[folder] = known.union(names)
        } else if watchedNames[folder] == nil || names == nil {
            watchedNames[folder] = names
        }
    }

    /// Reads every pending event; true when one concerns a skin file or folder.
    private func readInotify() -> Bool {
        var relevant = false
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(inotifyDescriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            var offset = 0
            while offset + 16 <= count {
                let descriptor = Self.int32(buffer, offset)
                let mask = UInt32(bitPattern: Self.int32(buffer, offset + 4))
                let length = Int(Self.int32(buffer, offset + 12))
                let nameBytes = buffer[(offset + 16)..<min(count, offset + 16 + length)].prefix { $0 != 0 }
                let name = String(decoding: nameBytes, as: UTF8.self)
                offset += 16 + length
                if mask & UInt32(IN_Q_OVERFLOW) != 0 {
                    relevant = true
                    continue
                }
                guard let folder = watchedFolders[descriptor] else { continue }
                if mask & UInt32(IN_IGNORED) != 0 {
                    // The folder is gone (its watch with it); its parent's watch sees it come back.
                    watchedFolders[descriptor] = nil
                    continue
                }
                if mask & UInt32(IN_MOVE_SELF) != 0 {
                    // Moved away, the watch would follow the folder to its new name: drop it; the
                    // parent's watch sees whatever takes the name.
                    inotify_rm_watch(inotifyDescriptor, descriptor)
                    watchedFolders[descriptor] = nil
                    relevant = true
                    continue
                }
                if let names = watchedNames[folder] ?? nil, !name.isEmpty, !names.contains(name) { continue }
                if mask & UInt32(IN_ISDIR) != 0, mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0, !name.hasPrefix(".") {
                    // A new folder (a checkout adding `x.bundle/`): watch it and what it holds.
                    let path = PathName.joined(folder, name)
                    for child in [path] + Self.subfolders(of: path) { watch(child, names: nil) }
                    relevant = true
                    continue
                }
                if Self.isIgnored(name) { continue }
                relevant = true
            }
        }
        return relevant
    }

    private static func int32(_ bytes: [UInt8], _ offset: Int) -> Int32 {
        var value: Int32 = 0
        withUnsafeMutableBytes(of: &value) { target in
            for index in 0..<4 { target[index] = bytes[offset + index] }
        }
        return value
    }

    /// Editor scratch files that never hold skins: dot files (`.x.swp`), backups (`x~`), vim's probe `4913`.
    static func isIgnored(_ name: String) -> Bool {
        name.hasPrefix(".") || name.hasSuffix("~") || name == "4913"
    }

    /// Sub-folders of `path`, two levels deep (a skins folder → an archive folder → its bundles), and
    /// every folder inside an asset catalog (its groups nest: `Foo.xcassets/Brand/Primary.colorset`).
    static func subfolders(of path: String, depth: Int = 2) -> [String] {
        let depth = AssetCatalogReader.isCatalog(path) ? max(depth, catalogDepth) : depth
        guard depth > 0, let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return [] }
        var result: [String] = []
        for name in names.sorted() where !name.hasPrefix(".") {
            let child = PathName.joined(path, name)
            var isDirectory = false
            if FileManager.default.fileExists(atPath: child, isDirectory: &isDirectory), isDirectory {
                result.append(child)
                result += subfolders(of: child, depth: depth - 1)
            }
        }
        return result
    }

    /// How deep folders inside an asset catalog are followed (groups within groups).
    static let catalogDepth = 16

    // MARK: Polling

    /// What polling compares: a change of size, time or inode (a rename over the file) counts.
    struct FileState: Equatable {
        var size: Int64
        var modified: Int
        var inode: UInt64
    }

    static func states(of roots: [String]) -> [String: FileState] {
        var result: [String: FileState] = [:]
        func record(_ path: String) {
            var info = stat()
            guard stat(path, &info) == 0 else { return }
            result[path] = FileState(
                size: Int64(info.st_size), modified: info.st_mtim.tv_sec * 1_000_000_000 + info.st_mtim.tv_nsec,
                inode: UInt64(info.st_ino))
        }
        for root in roots {
            record(root)
            for folder in [root] + subfolders(of: root) {
                for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where !isIgnored(name) {
                    record(PathName.joined(folder, name))
                }
            }
        }
        return result
    }
}
