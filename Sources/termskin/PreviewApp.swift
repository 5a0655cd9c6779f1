import Glibc
import SkinCurses
import SkinKit
import SkinUI

/// The interactive loop: a `PreviewSession` shown on a `CursesScreen`. Everything it shows is
/// computed by the session; this file only moves keys in and canvases out.
struct PreviewApp {
    let sources: SkinSources
    let skinName: String?
    let style: UserInterfaceStyle?
    let environment: [String: String]
    /// Reload when a skin file is saved (off with `--no-watch`).
    var watch = true
    /// Seconds a URL image may take to download.
    var imageTimeout = PreviewSettings.defaults.imageTimeout
    /// Where the start's phases are noted (`TERMSKIN_TRACE_STARTUP`), reported after the terminal is restored.
    var trace = StartupTrace.off

    /// Runs until `q` or a terminating signal; the terminal is restored on every path.
    func run() throws -> Int32 {
        let imageCache = ImageCache(environment: environment)
        let loader = SkinLoader(imageCache: imageCache)
        let stateFile = SkinStateFile(environment: environment)
        var warnings: [String] = []
        var saved: SavedSkinState?
        do {
            saved = try stateFile?.load()
        } catch {
            warnings.append("ignored the saved choice: \(error)")
        }
        trace.mark("saved choice read")
        // Only the skin shown first (and default) is read now; the others on first use.
        let shown = skinName ?? saved?.skin ?? Skin.defaultName
        let library = sources.load(loader: loader, showing: [shown], environment: environment)
        trace.mark("skins loaded")
        if let skinName, library.catalog[skinName] == nil {
            for error in library.errors { printError("error: \(error)") }
            printError("termskin: no skin named '\(ControlCharacters.escaped(skinName))'; skins: \(library.catalog.allNames.joined(separator: ", "))")
            return 2
        }
        // An explicit --trait wins, then the saved choice; otherwise (auto) the style follows the
        // terminal. The terminal is asked as it opens; the first frame waits at most
        // `CursesScreen.backgroundAnswerWaitMilliseconds` for the answer, else it is drawn with the
        // best guess (COLORFGBG, else light), and the terminal's answers (OSC 11, then its
        // light/dark reports where it knows DEC mode 2031), read by the loop, correct it when they differ.
        let guessedBackground = environment["COLORFGBG"].flatMap(BackgroundProbe.parseCOLORFGBG)
        let startStyle = style ?? saved?.style ?? .unspecified
        let screen: CursesScreen
        do {
            screen = try CursesScreen(environment: environment)
        } catch {
            printError("termskin: \(error)")
            return 2
        }
        defer { screen.close() }
        trace.mark("terminal opened")
        // Asked now, answered while the session is built; the loop takes what came before drawing.
        screen.queryBackground()
        screen.terminalBackground = guessedBackground ?? .light
        let depth = screen.capabilities.depth
        let store = SkinStore(
            catalog: library.catalog, skinName: skinName ?? saved?.skin ?? Skin.defaultName,
            traits: TraitCollection(
                userInterfaceStyle: startStyle, contrast: saved?.contrast ?? .normal,
                colorDepth: depth, vision: saved?.vision ?? .normal,
                terminalStyle: guessedBackground))
        let session = PreviewSession(
            store: store, reload: { [sources] in sources.load(loader: loader, showing: [], trustFolders: false, environment: environment) },
            guessedMaps: library.guessedMaps, screens: { [sources] in sources.loadScreens() })
        session.preparePicker(saved: saved)
        trace.mark("session built")
        if let first = library.errors.first {
            session.setMessage("\(library.errors.count) skin error(s), see `termskin lint`: \(first)")
        } else if let warning = warnings.first {
            session.setMessage(warning)
        }
        let remote = RemoteImages(cache: imageCache, timeoutSeconds: imageTimeout)
        let status = runLoop(screen: screen, session: session, remote: remote)
        screen.close()
        for warning in warnings { printError("termskin: warning: \(warning)") }
        // A picker open at exit (a signal) puts back the skin it opened on: only Enter keeps one.
        session.closePicker(restoring: true)
        stateFile?.save(session: session)
        return status
    }

    /// Seconds on the monotonic clock, for the spinner's bursts.
    private static func monotonicSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }

    /// Sleeps in `poll()` on the terminal, the file watcher and the image downloads; handles every
    /// pending event, then draws once if anything changed. The exit status is 0 after `q`,
    /// 128 + the signal's number after SIGINT, SIGTERM or SIGHUP, and 129 when the terminal went away.
    /// The terminal's light/dark (its background, then its DEC mode 2031 reports) is handed to the
    /// session, which follows it while the style is `auto`; while `w` is on, the terminal wears the
    /// previewed skin's colors, following every change (inside tmux, through its pass-through when
    /// `allow-passthrough` is on; the status line says how to turn it on when it is off).
    /// The skin and screen files are watched from the first frame on (setting the watches up is
    /// nothing the first frame needs).
    private func runLoop(screen: CursesScreen, session: PreviewSession, remote: RemoteImages) -> Int32 {
        var status: Int32?
        var needsDraw = true
        var motion = PreviewMotion(environment: environment)
        motion.noteActivity(at: Self.monotonicSeconds())
        var drewFirstFrame = false
        var live: LiveReload?
        // The terminal's answers to the query sent when it was opened have usually come back while
        // the session was built (else they are waited for a moment): taken now, they are in the
        // first frame instead of a second one.
        screen.awaitBackgroundAnswer()
        _ = handlePendingEvents(screen: screen, session: session, status: &status)
        var tmuxPane: TmuxPane??
        // Whether the page, as last drawn, has a spinner: asked once per frame, not per wake-up.
        var showsActivity = false
        while status == nil {
            remote.requestMissing(store: session.store)
            if needsDraw {
                // The screen clamps the previewed depth to what the terminal can show.
                screen.outputDepth = session.previewDepth
                screen.vision = session.outputProfile.vision
                if session.wearsSkin {
                    if !screen.isWearingColors {
                        // Inside tmux: asked once, when the skin is first worn (never at start).
                        if tmuxPane == nil { tmuxPane = .some(TmuxPane(environment: environment)) }
                        if let pane = tmuxPane ?? nil {
                            screen.passesColorsThroughTmux = pane.allowsPassthrough
                            if !pane.allowsPassthrough { session.setMessage(TmuxPane.passthroughHint) }
                        }
                    }
                    screen.wear(TerminalColors(store: session.store))
                } else if screen.isWearingColors {
                    screen.wear(nil)
                }
                let canvas = session.render(size: screen.size)
                if !drewFirstFrame { trace.mark("first frame rendered") }
                screen.present(canvas)
                showsActivity = session.showsActivity
                needsDraw = false
                if !drewFirstFrame { trace.mark("first frame written") }
                drewFirstFrame = true
            }
            let watching = live ?? LiveReload(paths: sources.paths, screenPaths: sources.screenFolders, enabled: watch)
            live = watching
            // Idle: a long timeout only bounds how late a signal landing just before poll() is seen;
            // a settling burst of saves or the polling watcher asks for less.
            let turning = showsActivity && motion.isTurning(at: Self.monotonicSeconds())
            let idle = turning ? PreviewMotion.stepMilliseconds : 1_000
            let timeout = watching.timeoutMilliseconds(idle: remote.timeoutMilliseconds(idle: idle))
            let descriptors = watching.fileDescriptors + [remote.fileDescriptor].compactMap { $0 }
            let wake = screen.waitForActivity(descriptors: descriptors, timeoutMilliseconds: timeout)
            if wake.hungUp {
                status = 128 + SIGHUP
                break
            }
            if handlePendingEvents(screen: screen, session: session, status: &status) { needsDraw = true }
            if watching.poll(session) { needsDraw = true }
            if remote.poll(session) { needsDraw = true }
            if needsDraw {
                motion.noteActivity(at: Self.monotonicSeconds())
            } else if turning {
                session.advanceAnimation()
                needsDraw = true
            }
        }
        return status ?? 0
    }

    /// Handles every event the screen already has (waiting for none): keys go to the session, the
    /// terminal's light/dark answers and reports to its traits, a signal sets `status`. True when
    /// anything was handled, so the page must be drawn again.
    private func handlePendingEvents(screen: CursesScreen, session: PreviewSession, status: inout Int32?) -> Bool {
        var handled = false
        while status == nil, let event = screen.nextEvent(timeoutMilliseconds: 0) {
            handled = true
            switch event {
            case .key(let key):
                if session.handle(key) == .quit { status = 0 }
            case .terminate(let signal):
                status = 128 + signal
            case .resize, .resumed, .terminalBackground, .terminalAppearance:
                session.takeTerminalAppearance(from: event, on: screen)
            }
        }
        return handled
    }
}
