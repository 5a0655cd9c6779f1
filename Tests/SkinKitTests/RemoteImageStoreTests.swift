import Foundation
import SkinImageCodec
import Testing

@testable import SkinKit

/// URL images in the store and the cache: default's image meanwhile, refresh only for the skin
/// that is shown, cache files named by the URL's SHA-256 and read first at load.
struct RemoteImageStoreTests {
    static let url = "https://example.com/top.png"
    static let bitmap = RGBABitmap(width: 1, height: 1, pixels: [1, 2, 3, 255])

    func store() throws -> SkinStore {
        let json = """
            {"default": {"Image": {"top": "▲"}}, "remote": {"Image": {"top": "\(Self.url)"}}, "other": {"Color": {}}}
            """
        let result = SkinLoader().load(data: Data(json.utf8), file: "remote.json")
        #expect(result.errors.isEmpty)
        var catalog = EmbeddedSkin.catalog().catalog
        catalog.add(result.skins)
        return SkinStore(catalog: catalog, skinName: "remote")
    }

    @Test func defaultsImageShowsUntilTheDownloadArrives() throws {
        let store = try store()
        #expect(store.image("top").resolve(in: store.traits).lines == ["▲"], "default's image meanwhile")
        store.setRemoteImage(try #require(Self.bitmap), for: Self.url, refresh: true)
        let image = store.image("top").resolve(in: store.traits)
        #expect(image.bitmaps == [try #require(Self.bitmap)] && image.source == .url(Self.url))
    }

    @Test func onlyTheSkinThatAskedRefreshesItsViews() throws {
        let store = try store()
        var refreshes = 0
        let token = store.addObserver { _ in refreshes += 1 }
        store.setRemoteImage(try #require(Self.bitmap), for: Self.url, refresh: false)
        #expect(refreshes == 0, "the asking skin is no longer shown: nothing repaints")
        store.setRemoteImage(try #require(Self.bitmap), for: Self.url, refresh: true)
        #expect(refreshes == 1)
        _ = token
    }

    @Test func cacheFilesAreNamedBySHA256AndReadFirstAtLoad() throws {
        #expect(SHA256.hex(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SHA256.hex([]) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        let folder = try TemporaryFolder()
        let cache = ImageCache(directory: folder.url.appendingPathComponent("images"))
        cache.store(try PNGEncoder.encode(try #require(Self.bitmap)), for: Self.url)
        #expect(cache.file(for: Self.url).lastPathComponent == SHA256.hex(Array(Self.url.utf8)))
        let json = "{\"remote\": {\"Image\": {\"top\": \"\(Self.url)\"}}}"
        let loaded = SkinLoader(imageCache: cache).load(data: Data(json.utf8), file: "remote.json")
        let image = try #require(loaded.skins.first?.images["top"]?.resolve(in: TraitCollection()))
        #expect(image.isBitmap && image.pendingURL == nil, "loaded from the cache")
        let uncached = SkinLoader().load(data: Data(json.utf8), file: "remote.json")
        #expect(uncached.skins.first?.images["top"]?.resolve(in: TraitCollection()).pendingURL == Self.url)
        #expect(ImageCache(environment: ["XDG_CACHE_HOME": "/x"])?.directory.path == "/x/termskin/images")
    }
}
