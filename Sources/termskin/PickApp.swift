import Glibc
import SkinCurses
import SkinKit
import SkinUI

/// The picker full-screen (`termskin pick`): a `PreviewSession` with its picker open on the
/// controlling terminal, until Enter or Esc. Only the chosen name goes to stdout.
struct PickApp {
    let sources: SkinSources
    let style: UserInterfaceStyle?
    let environment: [String: String]
    /// The terminal drawn on.
    var terminalDevice = "/dev/tty"

    /// 0 with the name printed, 1 on Esc, 2 when there is no terminal, 128 + a signal's number.
    func run() -> Int32 {
        let library = sources.load(loader: SkinLoader(imageCache: ImageCache(environment: environment)))
        let stateFile = SkinStateFile(environment: environment)
        var saved: SavedSkinState?
        var warnings: [String] = []
        do {
            saved = try stateFile?.load()
        } catch {
            warnings.append("ignored the saved choice: \(error)")
        }
        let screen: CursesScreen
        do {
            screen = try CursesScreen(terminalDevice: terminalDevice, environment: environment)
        } catch {
            printError("termskin pick: \(error)")
            return 2
        }
        defer { screen.close() }
        // Asked now, answered while the session is built; the loop takes what came before drawing.
        screen.queryBackground()
        let guessedBackground = environment["COLORFGBG"].flatMap(BackgroundProbe.parseCOLORFGBG)
        screen.terminalBackground = guessedBackground ?? .light
        let start = saved.map(\.skin).flatMap { library.catalog[$0] == nil ? nil : $0 } ?? Skin.defaultName
        let store = SkinStore(
            catalog: library.catalog, skinName: start,
            traits: TraitCollection(
                userInterfaceStyle: style ?? saved?.style ?? .unspecified,
                contrast: saved?.contrast ?? .normal, colorDepth: screen.capabilities.depth,
                vision: saved?.vision ?? .normal, terminalStyle: guessedBackground))
        let session = PreviewSession(store: store, guessedMaps: library.guessedMaps)
        session.preparePicker(saved: saved)
        if let first = library.errors.first {
            session.setMessage("\(library.errors.count) skin error(s), see `termskin lint`: \(first)")
        }
        session.openPicker()
        let status = loop(screen: screen, session: session)
        screen.close()
        for warning in warnings { printError("termskin: warning: \(warning)") }
        guard status == 0, case .chosen(let name)? = session.pickerOutcome else {
            session.closePicker(restoring: true)
            // Favourites marked before Esc are kept; the saved skin stays as it was.
            if status == 0 || status == 1 { stateFile?.save(session: session) }
            return status == 0 ? 1 : status
        }
        stateFile?.save(session: session)
        printLine(name)
        return 0
    }

    /// Draws and handles keys until the picker closes (0) or a signal or hang-up ends it (128 + its number).
    /// The events that came before the first frame (the terminal's answers to the query sent when
    /// it was opened, as a rule) are taken before it is drawn.
    private func loop(screen: CursesScreen, session: PreviewSession) -> Int32 {
        var needsDraw = true
        var waits = false
        screen.awaitBackgroundAnswer()
        while session.isPickerOpen {
            if waits {
                let wake = screen.waitForActivity(descriptors: [], timeoutMilliseconds: 1_000)
                if wake.hungUp { return 128 + SIGHUP }
            }
            waits = true
            while session.isPickerOpen, let event = screen.nextEvent(timeoutMilliseconds: 0) {
                needsDraw = true
                switch event {
                case .key(let key): session.handle(key)
                case .terminate(let signal): return 128 + signal
                case .resize, .resumed, .terminalBackground, .terminalAppearance:
                    session.takeTerminalAppearance(from: event, on: screen)
                }
            }
            if needsDraw, session.isPickerOpen {
                screen.outputDepth = session.previewDepth
                screen.vision = session.outputProfile.vision
                screen.present(session.render(size: screen.size))
                needsDraw = false
            }
        }
        return 0
    }
}
