import SkinKit
import SkinUI

/// The previewer's live skins hook: watches the skin files it loaded and reloads the session when
/// a save settles (the session keeps the skin and page, and keeps the last good skins on errors).
/// A run loop waits on `fileDescriptor` (or at most `timeoutMilliseconds`) and then calls `poll`.
struct LiveReload {
    private let watcher: FileWatcher?
    /// The screen folders' watcher: a save there reloads the screens only.
    private let screenWatcher: FileWatcher?

    /// No watching for `enabled == false` (`--no-watch`) or when there is nothing to watch.
    init(paths: [String], screenPaths: [String] = [], enabled: Bool) {
        watcher = enabled && !paths.isEmpty ? FileWatcher(paths: paths) : nil
        screenWatcher = enabled && !screenPaths.isEmpty ? FileWatcher(paths: screenPaths) : nil
    }

    /// Readable when a watcher has events (none: polling, or not watching).
    var fileDescriptors: [Int32] { [watcher?.fileDescriptor, screenWatcher?.fileDescriptor].compactMap { $0 } }

    /// How long the loop may wait before calling `poll`: `idle` while inotify's descriptor wakes
    /// it; less while a burst of saves settles or when the watcher polls.
    func timeoutMilliseconds(idle: Int32) -> Int32 {
        let suggested = [watcher?.suggestedTimeoutMilliseconds, screenWatcher?.suggestedTimeoutMilliseconds].compactMap { $0 }
        guard let least = suggested.min() else { return idle }
        return Int32(min(Int(idle), least))
    }

    /// Reloads when the skin or screen files changed since the last call; true when the screen must be redrawn.
    func poll(_ session: PreviewSession) -> Bool {
        let skins = watcher?.drainEvents() ?? false
        let screens = screenWatcher?.drainEvents() ?? false
        if skins { session.reload() }
        if screens { session.reloadScreens() }
        return skins || screens
    }
}
