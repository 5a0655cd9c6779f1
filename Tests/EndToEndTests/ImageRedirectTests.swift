import Foundation
import SkinKit
import Testing

/// Issue 20, item 3: a URL image follows redirects only within its scheme and host, against a
/// local HTTP server the test starts (`localhost` counts as another host than `127.0.0.1`).
@Suite(.serialized)
struct ImageRedirectTests {
    func fetch(_ url: String) -> ImageFetcher.Result? {
        let fetcher = ImageFetcher(cache: nil, timeoutSeconds: 5)
        fetcher.request(url, askedBy: "remote")
        fetcher.waitForAll(until: Date().addingTimeInterval(10))
        return fetcher.drainResults().first
    }

    @Test func aRedirectWithinTheHostIsFollowed() throws {
        let server = try #require(ImageServer(png: RemoteImageTests.icon), "python3 could not start the test server")
        let result = try #require(fetch(server.url("redirect-same.png")))
        let bitmap = try result.outcome.get()
        #expect(bitmap.width == 4 && bitmap.height == 4)
    }

    @Test func aRedirectToAnotherHostIsRefusedNamingIt() throws {
        let server = try #require(ImageServer(png: RemoteImageTests.icon), "python3 could not start the test server")
        let result = try #require(fetch(server.url("redirect-other.png")))
        guard case .failure(let error) = result.outcome else {
            Issue.record("the image on localhost was fetched through a redirect from 127.0.0.1")
            return
        }
        #expect(error.message.contains("redirected to another host or scheme (http://localhost:\(server.port))"), "\(error.message)")
        #expect(error.message.contains("only redirects within http://127.0.0.1:\(server.port) are followed"), "\(error.message)")
    }

    @Test func fileURLsStayRefused() {
        let result = fetch("file:///etc/passwd")
        guard case .failure(let error)? = result?.outcome else {
            Issue.record("a file: URL was read")
            return
        }
        #expect(error.message.contains("not an http(s) URL"), "\(error.message)")
    }
}
