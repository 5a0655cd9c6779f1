import SkinImageCodec
import SkinKit
import SkinUI

/// The previewer's URL images hook: asks the fetcher for the current skin's (and `default`'s)
/// images that are neither cached nor downloaded, and installs them as they arrive. A failure is
/// said once per URL in the status line; the view keeps the placeholder (or `default`'s image).
/// A run loop waits on `fileDescriptor` (or at most `timeoutMilliseconds`) and then calls `poll`.
final class RemoteImages {
    /// Made on the first URL to fetch: a skin without URL images never loads the networking stack
    /// (FoundationNetworking and its threads cost about 10 MB of memory).
    private var fetcher: ImageFetcher?
    private let cache: ImageCache?
    private let timeoutSeconds: Double
    private var reported: Set<String> = []

    init(cache: ImageCache?, timeoutSeconds: Double) {
        self.cache = cache
        self.timeoutSeconds = timeoutSeconds
    }

    /// Readable when a download finished (nil before the first download).
    var fileDescriptor: Int32? { fetcher?.fileDescriptor }

    /// Short while downloads run (until the loop waits on `fileDescriptor` itself).
    func timeoutMilliseconds(idle: Int32) -> Int32 { (fetcher?.pendingCount ?? 0) > 0 ? min(idle, 40) : idle }

    /// Starts downloads for what the current skin shows; each URL is asked for once per run.
    func requestMissing(store: SkinStore) {
        let urls = Self.pendingURLs(of: [store.currentSkin, store.catalog.defaultSkin], downloaded: store.remoteImages)
        guard !urls.isEmpty else { return }
        let fetcher = self.fetcher ?? ImageFetcher(cache: cache, timeoutSeconds: timeoutSeconds)
        self.fetcher = fetcher
        for url in urls { fetcher.request(url, askedBy: store.currentSkinName) }
    }

    /// Installs what arrived; true when the screen must be redrawn.
    func poll(_ session: PreviewSession) -> Bool {
        guard let fetcher else { return false }
        let results = fetcher.drainResults()
        for result in results {
            switch result.outcome {
            case .success(let bitmap):
                session.store.setRemoteImage(bitmap, for: result.url, refresh: result.askedBy == session.store.currentSkinName)
            case .failure(let error):
                if reported.insert(result.url).inserted {
                    // The file name only: the status line is one row, and the reason must fit.
                    let name = result.url.split(separator: "/").last.map { "…/\($0)" } ?? result.url
                    session.setMessage("image \(name): \(error.message)")
                }
            }
        }
        return !results.isEmpty
    }

    /// URL images of `skins` (in light and dark) whose pixels are not here yet.
    static func pendingURLs(of skins: [Skin], downloaded: [String: RGBABitmap] = [:]) -> [String] {
        var urls: [String] = []
        for skin in skins {
            for key in skin.images.keys.sorted() {
                guard let image = skin.images[key] else { continue }
                for style in [UserInterfaceStyle.light, .dark] {
                    if let url = image.resolve(in: TraitCollection(userInterfaceStyle: style)).pendingURL,
                        downloaded[url] == nil, !urls.contains(url)
                    {
                        urls.append(url)
                    }
                }
            }
        }
        return urls
    }
}
