import SkinKit
import SkinUI

/// The previewer's live skins hook: watches the skin files it loaded and reloads the session when
/// a save settles (the session keeps the skin and page, and keeps the last good skins on errors).
/// A run loop waits on `fileDescriptor` (or at most `timeoutMilliseconds`) and then calls `poll`.
struct LiveReload {
    private let watcher: FileWatcher?

    /// No watching for `enabled == false` (`--no-watch`) or when there is nothing to watch.
    init(paths: [String], enabled: Bool) {
        watcher = enabled && !paths.isEmpty ? FileWatcher(paths: paths) : nil
    }

    /// Readable when the watcher has events (nil: polling, or not watching).
    var fileDescriptor: Int32? { watcher?.fileDescriptor }

    /// How long the loop may wait before calling `poll`: `idle` while inotify's descriptor wakes
    /// it; less while a burst of saves settles or when the watcher polls.
    func timeoutMilliseconds(idle: Int32) -> Int32 {
        guard let suggested = watcher?.suggestedTimeoutMilliseconds else { return idle }
        return Int32(min(Int(idle), suggested))
    }

    /// Reloads when the skin files changed since the last call; true when the screen must be redrawn.
    func poll(_ session: PreviewSession) -> Bool {
        guard let watcher, watcher.drainEvents() else { return false }
        session.reload()
        return true
    }
}
