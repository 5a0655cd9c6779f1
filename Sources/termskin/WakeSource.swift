/// A file descriptor the previewer's loop waits on beside the terminal, with what to do when it
/// becomes readable. This is how something other than a key wakes the loop: a file watcher
/// (inotify) registers its descriptor here, reads its events in `onReadable`, and returns true
/// when the screen must be drawn again.
struct WakeSource {
    let descriptor: Int32
    /// Called on the loop's thread when `descriptor` is readable; true when something changed.
    let onReadable: () -> Bool
}
