import Foundation
import Glibc
import SkinCurses
import SkinKit
import SkinUI

/// The interactive loop: a `PreviewSession` shown on a `CursesScreen`. Everything it shows is
/// computed by the session; this file only moves keys in and canvases out.
struct PreviewApp {
    let paths: [String]
    let skinName: String?
    let style: UserInterfaceStyle?
    let environment: [String: String]
    /// Descriptors the loop also waits on (none yet; a file watcher adds one).
    var wakeSources: [WakeSource] = []

    /// Runs until `q` or a terminating signal; the terminal is restored on every path.
    func run() throws -> Int32 {
        let library = SkinLibrary.load(paths: paths)
        let stateFile = SkinStateFile(environment: environment)
        var warnings: [String] = []
        var saved: SavedSkinState?
        do {
            saved = try stateFile?.load()
        } catch {
            warnings.append("ignored the saved choice: \(error)")
        }
        if let skinName, library.catalog[skinName] == nil {
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
        let session = PreviewSession(store: store, reload: { SkinLibrary.load(paths: paths) })
        if let first = library.errors.first {
            session.setMessage("\(library.errors.count) skin error(s), see `termskin lint`: \(first)")
        } else if let warning = warnings.first {
            session.setMessage(warning)
        }
        return runLoop(screen: screen, session: session, store: store, stateFile: stateFile, warnings: warnings)
    }

    /// Waits for the terminal (or a wake source), handles every pending event, then draws once
    /// if anything changed; the exit status is 0 after `q`, 128 + the signal's number after
    /// SIGINT, SIGTERM or SIGHUP, and 129 when the terminal went away.
    private func runLoop(screen: CursesScreen, session: PreviewSession, store: SkinStore, stateFile: SkinStateFile?,
                         warnings: [String]) -> Int32 {
        var status: Int32?
        var needsDraw = true
        while status == nil {
            if needsDraw {
                // The screen clamps the previewed depth to what the terminal can show.
                screen.outputDepth = session.previewDepth
                screen.present(session.render(size: screen.size))
                needsDraw = false
            }
            // A long timeout only bounds how late a signal that lands just before poll() is seen.
            let wake = screen.waitForActivity(descriptors: wakeSources.map(\.descriptor), timeoutMilliseconds: 1_000)
            if wake.hungUp { status = 128 + SIGHUP; break }
            while status == nil, let event = screen.nextEvent(timeoutMilliseconds: 0) {
                switch event {
                case .key(let key):
                    needsDraw = true
                    if session.handle(key) == .quit { status = 0 }
                case .resize, .resumed:
                    needsDraw = true
                case .terminate(let signal):
                    status = 128 + signal
                }
            }
            for source in wakeSources where wake.readyDescriptors.contains(source.descriptor) {
                if source.onReadable() { needsDraw = true }
            }
        }
        screen.close()
        for warning in warnings { printError("termskin: warning: \(warning)") }
        if let stateFile {
            do {
                try stateFile.save(SavedSkinState(skin: store.currentSkinName, style: store.traits.effectiveStyle,
                                                  contrast: store.traits.contrast))
            } catch {
                printError("termskin: warning: could not save the chosen skin to \(stateFile.url.path): \(error.localizedDescription)")
            }
        }
        return status ?? 0
    }
}
