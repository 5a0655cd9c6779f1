import Foundation
import SkinCurses
import SkinKit
import SkinUI

/// The interactive loop: a `PreviewSession` shown on a `CursesScreen`. Everything it shows is
/// computed by the session; this file only moves keys in and canvases out.
struct PreviewApp {
    let paths: [String]
    let mapFile: String?
    let skinName: String?
    let style: UserInterfaceStyle?
    let environment: [String: String]
    /// Reload when a skin file is saved (off with `--no-watch`).
    var watch = true
    /// Seconds a URL image may take to download.
    var imageTimeout = 5.0

    /// Runs until `q` or a terminating signal; the terminal is restored on every path.
    func run() throws -> Int32 {
        let imageCache = ImageCache(environment: environment)
        let loader = SkinLoader(imageCache: imageCache)
        let library = SkinLibrary.load(paths: paths, mapFile: mapFile, loader: loader)
        let stateFile = SkinStateFile(environment: environment)
        let saved = stateFile?.load()
        if let skinName, library.catalog[skinName] == nil {
            for error in library.errors { printError("error: \(error)") }
            printError("termskin: no skin named '\(skinName)'; skins: \(library.catalog.names.joined(separator: ", "))")
            return 2
        }
        // An explicit --trait wins, then the saved choice, then the terminal's own background
        // (OSC 11, then COLORFGBG, then light). The probe runs before ncurses owns the terminal.
        let terminalBackground = BackgroundProbe.detect(environment: environment)
        let startStyle = style ?? saved?.style ?? terminalBackground
        let screen: CursesScreen
        do {
            screen = try CursesScreen(environment: environment)
        } catch {
            printError("termskin: \(error)")
            return 2
        }
        defer { screen.close() }
        screen.terminalBackground = terminalBackground
        let depth = screen.capabilities.depth
        let store = SkinStore(catalog: library.catalog, skinName: skinName ?? saved?.skin ?? Skin.defaultName,
                              traits: TraitCollection(userInterfaceStyle: startStyle, contrast: saved?.contrast ?? .normal,
                                                      colorDepth: depth))
        let session = PreviewSession(store: store, reload: { SkinLibrary.load(paths: paths, mapFile: mapFile, loader: loader) })
        if let first = library.errors.first {
            session.setMessage("\(library.errors.count) skin error(s), see `termskin lint`: \(first)")
        }
        let live = LiveReload(paths: paths, enabled: watch)
        let remote = RemoteImages(cache: imageCache, timeoutSeconds: imageTimeout)
        var running = true
        var needsRender = true
        while running {
            remote.requestMissing(store: store)
            if needsRender {
                // The screen clamps the previewed depth to what the terminal can show.
                screen.outputDepth = session.previewDepth
                screen.present(session.render(size: screen.size))
            }
            needsRender = true
            let event = screen.nextEvent(timeoutMilliseconds: remote.timeoutMilliseconds(idle: live.timeoutMilliseconds(idle: 250)))
            let reloaded = live.poll(session), downloaded = remote.poll(session)
            guard let event else { needsRender = reloaded || downloaded; continue }
            switch event {
            case .key(let key):
                if session.handle(key) == .quit { running = false }
            case .resize, .resumed:
                continue
            case .terminate:
                running = false
            }
        }
        screen.close()
        try? stateFile?.save(SavedSkinState(skin: store.currentSkinName, style: store.traits.effectiveStyle,
                                            contrast: store.traits.contrast))
        return 0
    }
}
