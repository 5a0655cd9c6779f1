import CCurlLoader
import Dispatch
import FoundationEssentials
import Glibc
import SkinImageCodec
import Synchronization

/// Downloads `http(s)` skin images in the background through libcurl, which `CCurlLoader` loads
/// with `dlopen` on the first download: linking FoundationNetworking instead would map libcurl,
/// TLS, Kerberos and LDAP into every process at start (about 15 ms of start-up and 30 MB of
/// mappings, measured). Each download has a timeout and a size limit, at most `maximumConcurrent`
/// run at once (each on its own dispatch worker), and a download is decoded before it is cached,
/// so the cache only ever holds usable images.
///
/// Results are queued; a run loop waits on `fileDescriptor` (a pipe that becomes readable when a
/// result arrives) and calls `drainResults()`.
public final class ImageFetcher: Sendable {
    /// What became of one URL.
    public struct Result: Sendable {
        public var url: String
        /// The skin that asked for it (a result for a skin no longer shown refreshes nothing).
        public var askedBy: String
        public var outcome: Swift.Result<RGBABitmap, ImageDecodingError>
    }

    public let timeoutSeconds: Double
    public let maximumBytes: Int
    public let maximumConcurrent: Int
    private let queue: DownloadQueue
    private let pipeDescriptors: (read: Int32, write: Int32)

    /// Default limits: 5 s, 5 MB, 3 downloads at once.
    public init(cache: ImageCache?, timeoutSeconds: Double = 5, maximumBytes: Int = 5 * 1024 * 1024, maximumConcurrent: Int = 3) {
        self.timeoutSeconds = timeoutSeconds
        self.maximumBytes = maximumBytes
        self.maximumConcurrent = maximumConcurrent
        var fds: [Int32] = [-1, -1]
        if pipe(&fds) == 0 {
            for fd in fds {
                _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
                _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            }
        }
        pipeDescriptors = (fds[0], fds[1])
        queue = DownloadQueue(
            limits: DownloadQueue.Limits(
                timeoutSeconds: timeoutSeconds, maximumBytes: maximumBytes,
                maximumConcurrent: maximumConcurrent))
        queue.finish = { [cache, pipeDescriptors] finished in
            if case .success(let pair) = finished.outcome { cache?.store(pair.bytes, for: finished.url) }
            var byte: UInt8 = 1
            _ = write(pipeDescriptors.write, &byte, 1)
        }
    }

    deinit {
        // No late callback may write to the pipe once its descriptors are closed (and perhaps reused);
        // running downloads stop at their next progress report.
        queue.finish = nil
        queue.cancelAll()
        close(pipeDescriptors.read)
        close(pipeDescriptors.write)
    }

    /// Readable when results are waiting.
    public var fileDescriptor: Int32 { pipeDescriptors.read }

    /// Starts downloading `url` unless it was asked for already (each URL is fetched once per run).
    public func request(_ url: String, askedBy skin: String) {
        guard let target = URL(string: url), let scheme = target.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            queue.enqueueFailure(url: url, askedBy: skin, reason: "not an http(s) URL")
            return
        }
        queue.enqueue(target.absoluteString, askedBy: skin)
    }

    /// URLs asked for and not finished.
    public var pendingCount: Int { queue.pendingCount }

    /// The results that arrived since the last call.
    public func drainResults() -> [Result] {
        var buffer = [UInt8](repeating: 0, count: 256)
        while read(pipeDescriptors.read, &buffer, buffer.count) > 0 {}
        return queue.takeResults().map { item in
            Result(url: item.url, askedBy: item.askedBy, outcome: item.outcome.map(\.bitmap))
        }
    }

    /// Waits until every requested download finished or `deadline` passed (for `shot --fetch`).
    public func waitForAll(until deadline: Date) {
        while pendingCount > 0 && Date() < deadline { usleep(20_000) }
    }
}
