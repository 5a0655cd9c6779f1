import ArgumentParser
import FoundationEssentials
import Glibc
import SkinImageCodec
import SkinKit
import SkinShot

extension ShotSettings {
    /// `shot --watch --out FILE`: writes the screenshot, then again after every settled save of a
    /// skin file (atomically, so a browser tab reloading it never reads half a file). A broken save
    /// is reported on stderr and the last good screenshot stays. Runs until interrupted.
    func watchAndRewrite(out: String, runner: ScriptRunner, paths: [String]) throws {
        guard !paths.isEmpty else {
            printError("termskin shot --watch: no skin folder to watch (give --skins-dir)")
            throw ExitCode(2)
        }
        let watcher = FileWatcher(paths: paths)
        writeShot(out: out, runner: runner, paths: paths)
        printError("termskin shot: watching \(paths.joined(separator: ", ")) (\(watcher.mechanism.rawValue)); Ctrl-C stops")
        while true {
            var descriptor = pollfd(fd: watcher.fileDescriptor ?? -1, events: Int16(POLLIN), revents: 0)
            _ = poll(&descriptor, 1, Int32(watcher.suggestedTimeoutMilliseconds ?? 1000))
            if watcher.drainEvents() { writeShot(out: out, runner: runner, paths: paths) }
        }
    }

    private func writeShot(out: String, runner: ScriptRunner, paths: [String]) {
        let library = runner.loadSkins()
        if !library.errors.isEmpty {
            printError("termskin shot: kept the last screenshot; the skins have \(library.errors.count) error(s):")
            for error in library.errors { printError("  \(error)") }
            return
        }
        do {
            let target = try outputTarget()
            let shot = try singleShot(runner: runner, format: target.format)
            try target.write(shot.data)
            printError("termskin shot: wrote \(out)")
        } catch is ExitCode {
            // singleShot has said why on stderr.
        } catch {
            printError("termskin shot: \(error)")
        }
    }

    /// `--fetch`: downloads every URL image of the skins that the cache lacks, waiting up to
    /// `--fetch-deadline` seconds; what failed is listed on stderr (those stay placeholders).
    func fetchImages(paths: [String], loader: SkinLoader, cache: ImageCache?) {
        let library = SkinLibrary.load(paths: paths, loader: loader)
        let skins = library.catalog.names.compactMap { library.catalog[$0] }
        let urls = RemoteImages.pendingURLs(of: skins)
        guard !urls.isEmpty else { return }
        let fetcher = ImageFetcher(cache: cache, timeoutSeconds: fetchDeadline)
        for url in urls { fetcher.request(url, askedBy: "") }
        fetcher.waitForAll(until: Date().addingTimeInterval(fetchDeadline))
        for result in fetcher.drainResults() {
            if case .failure(let error) = result.outcome { printError("termskin shot: image \(result.url): \(error.message)") }
        }
        if fetcher.pendingCount > 0 { printError("termskin shot: \(fetcher.pendingCount) image(s) still downloading after \(fetchDeadline) s") }
    }
}
