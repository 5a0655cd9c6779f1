import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import SkinImageCodec
import Synchronization

/// Downloads `http(s)` skin images in the background with URLSession (FoundationNetworking on
/// Linux: no extra dependency, HTTP/1.1 and TLS through libcurl, enough for a few small images).
/// Each download has a timeout and a size limit, at most `maximumConcurrent` run at once, and a
/// download is decoded before it is cached, so the cache only ever holds usable images.
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
    private let cache: ImageCache?
    private let session: URLSession
    private let delegate: FetchDelegate
    private let pipeDescriptors: (read: Int32, write: Int32)

    /// Default limits: 5 s, 5 MB, 3 downloads at once.
    public init(cache: ImageCache?, timeoutSeconds: Double = 5, maximumBytes: Int = 5 * 1024 * 1024, maximumConcurrent: Int = 3) {
        self.cache = cache
        self.timeoutSeconds = timeoutSeconds
        self.maximumBytes = maximumBytes
        self.maximumConcurrent = maximumConcurrent
        var fds: [Int32] = [-1, -1]
        if pipe(&fds) == 0 {
            for fd in fds { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK); _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        }
        pipeDescriptors = (fds[0], fds[1])
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeoutSeconds
        configuration.timeoutIntervalForResource = timeoutSeconds
        configuration.httpMaximumConnectionsPerHost = maximumConcurrent
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        delegate = FetchDelegate(maximumBytes: maximumBytes, maximumConcurrent: maximumConcurrent, timeoutSeconds: timeoutSeconds)
        session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
        delegate.finish = { [cache, pipeDescriptors] result in
            if case .success(let pair) = result.outcome { cache?.store(pair.bytes, for: result.url) }
            var byte: UInt8 = 1
            _ = write(pipeDescriptors.write, &byte, 1)
        }
    }

    deinit {
        // No late callback may write to the pipe once its descriptors are closed (and perhaps reused).
        delegate.finish = nil
        session.invalidateAndCancel()
        close(pipeDescriptors.read)
        close(pipeDescriptors.write)
    }

    /// Readable when results are waiting.
    public var fileDescriptor: Int32 { pipeDescriptors.read }

    /// Starts downloading `url` unless it was asked for already (each URL is fetched once per run).
    public func request(_ url: String, askedBy skin: String) {
        guard let target = URL(string: url), let scheme = target.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            delegate.enqueueFailure(url: url, askedBy: skin, reason: "not an http(s) URL")
            return
        }
        delegate.enqueue(target, askedBy: skin, session: session)
    }

    /// URLs asked for and not finished.
    public var pendingCount: Int { delegate.pendingCount }

    /// The results that arrived since the last call.
    public func drainResults() -> [Result] {
        var buffer = [UInt8](repeating: 0, count: 256)
        while read(pipeDescriptors.read, &buffer, buffer.count) > 0 {}
        return delegate.takeResults().map { item in
            Result(url: item.url, askedBy: item.askedBy, outcome: item.outcome.map(\.bitmap))
        }
    }

    /// Waits until every requested download finished or `deadline` passed (for `shot --fetch`).
    public func waitForAll(until deadline: Date) {
        while pendingCount > 0 && Date() < deadline { usleep(20_000) }
    }
}

/// The URLSession delegate: per-task buffers, the size limit, the queue of waiting requests and
/// the finished results, all behind one lock.
final class FetchDelegate: NSObject, URLSessionDataDelegate, Sendable {
    struct Finished: Sendable {
        var url: String
        var askedBy: String
        var outcome: Swift.Result<(bitmap: RGBABitmap, bytes: [UInt8]), ImageDecodingError>
    }

    private struct Task { var url: String; var askedBy: String; var data: [UInt8] = []; var failure: String? }

    private struct State {
        var requested: Set<String> = []
        var waiting: [(URL, String)] = []
        var running: [Int: Task] = [:]
        /// Taken from `waiting` and not yet in `running` (their tasks are being created).
        var starting = 0
        /// Downloads taken out of `running` whose result is being decoded, stored and reported:
        /// still pending, so that `waitForAll` does not return before the cache holds them.
        var finishing = 0
        var results: [Finished] = []
        var finish: (@Sendable (Finished) -> Void)?
    }

    private let state = Mutex(State())
    let maximumBytes: Int
    let maximumConcurrent: Int
    /// The timeout as people write it (`1`, `2.5`), for messages.
    let timeoutText: String

    init(maximumBytes: Int, maximumConcurrent: Int, timeoutSeconds: Double) {
        self.maximumBytes = maximumBytes
        self.maximumConcurrent = maximumConcurrent
        timeoutText = timeoutSeconds == timeoutSeconds.rounded() ? String(Int(timeoutSeconds)) : String(timeoutSeconds)
    }

    /// Called on a background thread after each result is queued.
    var finish: (@Sendable (Finished) -> Void)? {
        get { state.withLock { $0.finish } }
        set { state.withLock { $0.finish = newValue } }
    }

    var pendingCount: Int { state.withLock { $0.waiting.count + $0.starting + $0.running.count + $0.finishing } }

    func enqueue(_ url: URL, askedBy skin: String, session: URLSession) {
        let startNow: Bool = state.withLock { state in
            guard state.requested.insert(url.absoluteString).inserted else { return false }
            state.waiting.append((url, skin))
            return true
        }
        if startNow { startWaiting(session: session) }
    }

    func enqueueFailure(url: String, askedBy skin: String, reason: String) {
        complete(Finished(url: url, askedBy: skin, outcome: .failure(ImageDecodingError(reason))))
    }

    func takeResults() -> [Finished] {
        state.withLock { state in
            defer { state.results.removeAll() }
            return state.results
        }
    }

    private func startWaiting(session: URLSession) {
        let toStart: [(URL, String)] = state.withLock { state in
            var started: [(URL, String)] = []
            while state.running.count + state.starting + started.count < maximumConcurrent, !state.waiting.isEmpty {
                started.append(state.waiting.removeFirst())
            }
            state.starting += started.count
            return started
        }
        for (url, skin) in toStart {
            let task = session.dataTask(with: url)
            state.withLock { state in
                state.running[task.taskIdentifier] = Task(url: url.absoluteString, askedBy: skin)
                state.starting -= 1
            }
            task.resume()
        }
    }

    private func complete(_ finished: Finished) {
        let callback = state.withLock { state in
            state.results.append(finished)
            return state.finish
        }
        callback?(finished)
    }

    private func fail(_ task: URLSessionTask, _ reason: String) {
        state.withLock { $0.running[task.taskIdentifier]?.failure = reason }
        task.cancel()
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void) {
        if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
            state.withLock { $0.running[dataTask.taskIdentifier]?.failure = "HTTP \(http.statusCode)" }
            completionHandler(.cancel)
            return
        }
        if response.expectedContentLength > Int64(maximumBytes) {
            state.withLock { $0.running[dataTask.taskIdentifier]?.failure = Self.tooLarge(maximumBytes) }
            completionHandler(.cancel)
            return
        }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let tooLarge: Bool = state.withLock { state in
            guard var task = state.running[dataTask.taskIdentifier] else { return false }
            task.data.append(contentsOf: data)
            let over = task.data.count > maximumBytes
            if over { task.data = [] }
            state.running[dataTask.taskIdentifier] = task
            return over
        }
        if tooLarge { fail(dataTask, Self.tooLarge(maximumBytes)) }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        let taken = state.withLock { state -> Task? in
            let entry = state.running.removeValue(forKey: task.taskIdentifier)
            if entry != nil { state.finishing += 1 }
            return entry
        }
        guard let finished = taken else { return }
        defer { state.withLock { $0.finishing -= 1 } }
        let outcome: Swift.Result<(bitmap: RGBABitmap, bytes: [UInt8]), ImageDecodingError>
        if let failure = finished.failure {
            outcome = .failure(ImageDecodingError(failure))
        } else if let error {
            let nsError = error as NSError
            outcome = .failure(ImageDecodingError(nsError.code == NSURLErrorTimedOut
                ? "timed out after \(timeoutText) s" : "download failed: \(nsError.localizedDescription)"))
        } else {
            do throws(ImageDecodingError) {
                outcome = .success((try ImageDecoder.decode(finished.data), finished.data))
            } catch {
                outcome = .failure(ImageDecodingError("downloaded, but \(error.message)"))
            }
        }
        complete(Finished(url: finished.url, askedBy: finished.askedBy, outcome: outcome))
        startWaiting(session: session)
    }

    private static func tooLarge(_ limit: Int) -> String { "larger than the \(limit / (1024 * 1024)) MB limit" }
}
