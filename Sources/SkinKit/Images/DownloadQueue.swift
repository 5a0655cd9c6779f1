import CCurlLoader
import Dispatch
import SkinImageCodec
import Synchronization

/// The downloads of an `ImageFetcher`: the queue of waiting URLs, at most `maximumConcurrent`
/// running (each a blocking libcurl transfer on a dispatch worker), and the finished results,
/// all behind one lock.
final class DownloadQueue: Sendable {
    struct Limits: Sendable {
        var timeoutSeconds: Double
        var maximumBytes: Int
        var maximumConcurrent: Int
    }

    struct Finished: Sendable {
        var url: String
        var askedBy: String
        var outcome: Swift.Result<(bitmap: RGBABitmap, bytes: [UInt8]), ImageDecodingError>
    }

    private struct State {
        var requested: Set<String> = []
        var waiting: [(url: String, askedBy: String)] = []
        var running = 0
        var results: [Finished] = []
        var finish: (@Sendable (Finished) -> Void)?
    }

    private let state = Mutex(State())
    private let cancellation = CancelFlag()
    let limits: Limits
    /// The timeout as people write it (`1`, `2.5`), for messages.
    let timeoutText: String

    init(limits: Limits) {
        self.limits = limits
        timeoutText =
            limits.timeoutSeconds == limits.timeoutSeconds.rounded()
            ? String(Int(limits.timeoutSeconds)) : String(limits.timeoutSeconds)
    }

    /// Called on a background thread after each result is queued.
    var finish: (@Sendable (Finished) -> Void)? {
        get { state.withLock { $0.finish } }
        set { state.withLock { $0.finish = newValue } }
    }

    var pendingCount: Int { state.withLock { $0.waiting.count + $0.running } }

    func enqueue(_ url: String, askedBy skin: String) {
        let added: Bool = state.withLock { state in
            guard state.requested.insert(url).inserted else { return false }
            state.waiting.append((url, skin))
            return true
        }
        if added { startWaiting() }
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

    /// Ends running downloads early and starts no more.
    func cancelAll() {
        cancellation.set()
        state.withLock { $0.waiting.removeAll() }
    }

    private func startWaiting() {
        let toStart: [(url: String, askedBy: String)] = state.withLock { state in
            var started: [(url: String, askedBy: String)] = []
            while state.running < limits.maximumConcurrent, !state.waiting.isEmpty {
                started.append(state.waiting.removeFirst())
                state.running += 1
            }
            return started
        }
        for request in toStart {
            DispatchQueue.global(qos: .utility).async { [self] in
                let outcome = download(request.url)
                // Still pending until its result is queued and cached: `shot --fetch` reads the cache
                // as soon as nothing is pending.
                complete(Finished(url: request.url, askedBy: request.askedBy, outcome: outcome))
                state.withLock { $0.running -= 1 }
                startWaiting()
            }
        }
    }

    /// One blocking transfer, then the decode.
    private func download(_ url: String) -> Swift.Result<(bitmap: RGBABitmap, bytes: [UInt8]), ImageDecodingError> {
        var result = termskin_download()
        termskin_curl_download(url, Int(limits.timeoutSeconds * 1_000), limits.maximumBytes, cancellation.pointer, &result)
        defer { termskin_download_free(&result) }
        let message = withUnsafeBytes(of: result.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        switch result.outcome {
        case termskin_download_ok:
            let bytes = result.bytes.map { Array(UnsafeBufferPointer(start: $0, count: result.count)) } ?? []
            do throws(ImageDecodingError) {
                return .success((try ImageDecoder.decode(bytes), bytes))
            } catch {
                return .failure(ImageDecodingError("downloaded, but \(error.message)"))
            }
        case termskin_download_http_error: return .failure(ImageDecodingError("HTTP \(result.http_status)"))
        case termskin_download_too_large: return .failure(ImageDecodingError("larger than the \(limits.maximumBytes / (1024 * 1024)) MB limit"))
        case termskin_download_timed_out: return .failure(ImageDecodingError("timed out after \(timeoutText) s"))
        case termskin_download_cancelled: return .failure(ImageDecodingError("cancelled"))
        case termskin_download_unavailable: return .failure(ImageDecodingError(message))
        default: return .failure(ImageDecodingError("download failed: \(message)"))
        }
    }

    private func complete(_ finished: Finished) {
        let callback = state.withLock { state in
            state.results.append(finished)
            return state.finish
        }
        callback?(finished)
    }
}

/// A flag libcurl's progress callback reads (through a pointer) to end transfers early. Set once,
/// never cleared; the memory lives as long as the last download that holds the queue.
final class CancelFlag: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<Int32>

    init() {
        pointer = .allocate(capacity: 1)
        pointer.initialize(to: 0)
    }

    deinit { pointer.deallocate() }

    /// C reads the flag as `volatile int`; an aligned 32-bit store is not torn on the platforms Swift runs on.
    func set() { pointer.pointee = 1 }
}
