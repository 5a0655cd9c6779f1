import Foundation
import SkinImageCodec
import SkinKit
import Testing

/// URL images in the previewer (issue 12), against a local HTTP server the test starts: shown
/// when they arrive without a key, cached for the next run, and failures leave the placeholder
/// with a message while keys stay prompt.
@Suite(.serialized, .enabled(if: Tmux.isAvailable, "tmux is not installed (.ci/run installs it)"))
struct RemoteImageTests {
    /// A 4×4 PNG: the logo view shows it as 4 × 2 half-block cells.
    static let icon: [UInt8] = {
        var pixels: [UInt8] = []
        for y in 0..<4 { for _ in 0..<4 { pixels += y < 2 ? [230, 57, 70, 255] : [69, 123, 157, 255] } }
        return RGBABitmap(width: 4, height: 4, pixels: pixels).flatMap { try? PNGEncoder.encode($0) } ?? []
    }()

    struct Run {
        let tmux: Tmux
        let folder: URL
    }

    /// Starts the previewer on a skin whose `logo` is `url`, with its own cache folder.
    func start(url: String, folder: URL, timeout: Double = 1) throws -> Tmux {
        let skins = folder.appendingPathComponent("skins")
        try FileManager.default.createDirectory(at: skins, withIntermediateDirectories: true)
        try "{\"remote\": {\"Image\": {\"logo\": \"\(url)\"}}}".write(to: skins.appendingPathComponent("remote.json"), atomically: true, encoding: .utf8)
        let binary = try #require(PackagePaths.binary)
        let tmux = Tmux(
            command: "'\(binary)' --skins-dir '\(skins.path)' --skin remote --trait light --no-watch --image-timeout \(timeout)",
            width: 100, height: 30,
            environment: [
                "TERM": "tmux-256color", "XDG_STATE_HOME": folder.appendingPathComponent("state").path,
                "XDG_CACHE_HOME": folder.appendingPathComponent("cache").path, "COLORTERM": "", "LANG": "C.UTF-8",
            ])
        tmux.waitFor { $0.contains("skin: remote") && $0.contains("q quit") }
        return tmux
    }

    static func showsImage(_ text: String) -> Bool { text.contains("▀▀▀▀ logo") }

    func temporaryFolder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("termskin-remote-\(UUID().uuidString)")
    }

    @Test func anImageArrivesWithoutAKeyAndTheNextRunUsesTheCache() throws {
        let server = try #require(ImageServer(png: Self.icon), "python3 could not start the test server")
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tmux = try start(url: server.url("icon.png"), folder: folder)
        let first = tmux.capture()
        #expect(!Self.showsImage(first) && first.contains("╭─╮ logo") && first.contains("│☀│"), "default's logo while downloading:\n\(first)")
        let arrived = tmux.waitFor(timeout: 5) { Self.showsImage($0) }
        #expect(Self.showsImage(arrived), "the image is drawn after it arrives, no key pressed")
        tmux.send(keys: ["q"])
        #expect(tmux.waitForExit(), "q ends the previewer")
        let cached = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("cache/termskin/images").path)
        #expect(cached.count == 1 && cached.first?.count == 64, "one file named by the URL's SHA-256: \(cached)")

        server.stop()
        let second = try start(url: server.url("icon.png"), folder: folder)
        #expect(Self.showsImage(second.capture()), "from the cache at once, with the server stopped")
        second.send(keys: ["q"])
    }

    @Test(arguments: [("missing.png", "HTTP 404"), ("slow.png", "timed out after 3 s"), ("huge.png", "larger than the 5 MB limit")])
    func aFailedDownloadLeavesThePlaceholderAndSaysWhy(path: String, reason: String) throws {
        let server = try #require(ImageServer(png: Self.icon), "python3 could not start the test server")
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // The slow download outlives the key presses below (3 s), so its message comes after them.
        let tmux = try start(url: server.url(path), folder: folder, timeout: path == "slow.png" ? 3 : 1)
        // A fast failure is said at once; the next key clears the message (it is said once).
        let message = "image …/\(path): \(reason)"
        var seen = tmux.waitFor(timeout: 0.5) { $0.contains(message) }.contains(message)
        // Keys are handled while the download runs (the time includes tmux's capture, some 10 ms per try).
        for (key, shown) in [("d", "· dark ·"), ("d", "· light ·"), ("d", "· dark ·")] {
            let sent = Date()
            tmux.send(keys: [key])
            tmux.waitFor(timeout: 2) { text in
                seen = seen || text.contains(message)
                return text.contains(shown)
            }
            let keyDelay = Date().timeIntervalSince(sent)
            print("key delay during \(path): \(Int(keyDelay * 1000)) ms")
            #expect(keyDelay < 0.5, "the d key took \(keyDelay) s during the download")
        }
        let text = tmux.waitFor(timeout: seen ? 0.1 : 8) { $0.contains(message) }
        seen = seen || text.contains(message)
        #expect(seen, "\(text)")
        #expect(!Self.showsImage(text) && text.contains("╭─╮ logo") && text.contains("│☾│"), "default's logo stays")
        tmux.send(keys: ["q"])
        let cache = folder.appendingPathComponent("cache/termskin/images").path
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: cache)) ?? []).isEmpty, "nothing cached")
    }

    /// Key → last byte of the redraw, measured from outside through a pseudo-terminal: during a
    /// download that is slow, too large or missing, and with no download at all, in the same test.
    /// The goal is 50 ms (release figures in the README); the bound here holds for the debug build
    /// on a loaded two-core CI machine: a download may add at most 50 ms to the median and 100 ms
    /// to the p90 of the keys pressed without one.
    @Test func keysDuringDownloadsAreAsPromptAsWithoutThem() throws {
        let server = try #require(ImageServer(png: Self.icon), "python3 could not start the test server")
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let binary = try #require(PackagePaths.binary)
        /// `url` nil: a glyph logo, nothing to download.
        func keys(url: String?) throws -> PtyDriver.Report {
            let skins = folder.appendingPathComponent("skins-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: skins, withIntermediateDirectories: true)
            try "{\"remote\": {\"Image\": {\"logo\": \"\(url ?? "*")\"}}}".write(
                to: skins.appendingPathComponent("remote.json"), atomically: true, encoding: .utf8)
            // 12 keys of about 30 ms each (the quiet window) all land inside the 3 s timeout of the slow download.
            let (report, output) = PtyDriver.run(
                [
                    "--size", "100x30", "--runs", "1", "--keys", "d", "--repeats", "12", "--terminal", "light",
                    "--env", "XDG_STATE_HOME=\(folder.appendingPathComponent("state").path)",
                    "--env", "XDG_CACHE_HOME=\(folder.appendingPathComponent("cache-\(UUID().uuidString)").path)",
                ],
                command: [binary, "--skins-dir", skins.path, "--skin", "remote", "--trait", "light", "--no-watch", "--image-timeout", "3"])
            let measured = try #require(report, "the pty driver did not report: \(output)")
            #expect(measured.keyCount == 12 && measured.keysWithoutOutput == 0, "every key redraws: \(output)")
            #expect(measured.exitStatuses == [0], "q ends the previewer: \(output)")
            return measured
        }
        let quiet = try keys(url: nil)
        for path in ["slow.png", "huge.png", "missing.png"] {
            let during = try keys(url: server.url(path))
            print(
                "key → last byte during \(path): median \(during.keyMedian) ms, p90 \(during.keyP90) ms "
                    + "(without a download: \(quiet.keyMedian) / \(quiet.keyP90) ms)")
            #expect(during.keyMedian <= quiet.keyMedian + 50, "\(path): median \(during.keyMedian) ms against \(quiet.keyMedian) ms")
            #expect(during.keyP90 <= quiet.keyP90 + 100, "\(path): p90 \(during.keyP90) ms against \(quiet.keyP90) ms")
        }
    }

    @Test func shotUsesTheCacheOnlyUnlessFetchIsGiven() throws {
        let server = try #require(ImageServer(png: Self.icon), "python3 could not start the test server")
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let skins = folder.appendingPathComponent("skins")
        try FileManager.default.createDirectory(at: skins, withIntermediateDirectories: true)
        try "{\"remote\": {\"Image\": {\"logo\": \"\(server.url("icon.png"))\"}}}"
            .write(to: skins.appendingPathComponent("remote.json"), atomically: true, encoding: .utf8)
        let binary = try #require(PackagePaths.binary)
        func shot(_ extra: [String]) -> String {
            Tmux.run(
                [
                    "env", "XDG_CACHE_HOME=\(folder.appendingPathComponent("cache").path)", binary, "shot",
                    "--skins-dir", skins.path, "--skin", "remote",
                ] + extra
            ).output
        }
        #expect(!Self.showsImage(shot([])), "not cached yet, and shot does not download")
        #expect(Self.showsImage(shot(["--fetch", "--fetch-deadline", "5"])), "downloaded first with --fetch")
        server.stop()
        #expect(Self.showsImage(shot([])), "from the cache afterwards")
    }

    /// Issue 20, item 14: a URL image used as a tab-bar icon is downloaded by `shot --fetch` and
    /// drawn in the tab bar, in place of the glyph fallback `⌂` a shot without it shows.
    @Test func shotFetchDrawsAURLTabBarIcon() throws {
        let server = try #require(ImageServer(png: Self.icon), "python3 could not start the test server")
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let skins = folder.appendingPathComponent("skins")
        try FileManager.default.createDirectory(at: skins, withIntermediateDirectories: true)
        try "{\"remote\": {\"Image\": {\"tab.home\": \"\(server.url("icon.png"))\"}}}"
            .write(to: skins.appendingPathComponent("remote.json"), atomically: true, encoding: .utf8)
        let binary = try #require(PackagePaths.binary)
        func tabRow(_ extra: [String]) -> String? {
            let text = Tmux.run(
                [
                    "env", "XDG_CACHE_HOME=\(folder.appendingPathComponent("cache").path)", binary, "shot", "--format", "txt",
                    "--size", "100x30", "--skins-dir", skins.path, "--skin", "remote",
                ] + extra
            ).output
            return text.split(separator: "\n").first { $0.contains(" Gallery ") && $0.contains(" Palette ") }
                .map { $0.trimmingCharacters(in: .whitespaces) }
        }
        #expect(tabRow([]) == "⌂ Gallery                        ⌕ Palette                        ⚙ Compare", "the glyph until it is fetched")
        let fetched = try #require(tabRow(["--fetch", "--fetch-deadline", "5"]))
        #expect(fetched.hasSuffix(" Gallery                        ⌕ Palette                        ⚙ Compare"))
        #expect(
            !fetched.hasPrefix("⌂") && fetched.count == "⌂ Gallery                        ⌕ Palette                        ⚙ Compare".count + 1,
            "the picture, two cells wide, in place of the glyph: \(fetched)")
    }
}
