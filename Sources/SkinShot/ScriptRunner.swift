import FoundationEssentials
import SkinKit
import SkinRaster
import SkinUI

/// Replays a screenshot script on a headless `PreviewSession` — the same state machine and keys as
/// the interactive previewer — and hands each screenshot on as it is taken (`onShot`), so that
/// memory stays flat in the number of shots; the caller decides what a failing step leaves.
public struct ScriptRunner: Sendable {
    /// Reads the skins: once at the start, and again for each `reload`.
    public let loadSkins: @Sendable () -> SkinLibrary
    /// Skins already read, used instead of the first load of each run (a caller that checked them).
    public let firstLibrary: SkinLibrary?
    /// Reads the screen files; they become pages when a script asks for one (`page NAME`) or
    /// `alwaysScreens` is set, so the built-in pages' shots do not change as screens are added.
    public let loadScreens: @Sendable () -> [ScreenLoad]
    /// Screen pages from the start (`--screens-dir` given).
    public let alwaysScreens: Bool
    /// The fonts PNG shots and recordings are drawn with (opened on the first picture).
    public let pictures: PictureFonts
    /// The size before a `size` command.
    public static let defaultSize = Size(width: 100, height: 30)

    public init(
        loadSkins: @escaping @Sendable () -> SkinLibrary, firstLibrary: SkinLibrary? = nil,
        loadScreens: @escaping @Sendable () -> [ScreenLoad] = { [] }, alwaysScreens: Bool = false,
        pictures: PictureFonts = PictureFonts()
    ) {
        self.loadSkins = loadSkins
        self.firstLibrary = firstLibrary
        self.loadScreens = loadScreens
        self.alwaysScreens = alwaysScreens
        self.pictures = pictures
    }

    /// Runs every command in order; the first failing step is an error naming its line. Settings
    /// given before the first key or shot are the starting state (the page is built in it, as the
    /// previewer does for `--skin` and `--trait`); later ones change the running session.
    public func run(_ script: ScreenshotScript) throws(ScriptError) -> [Screenshot] {
        var shots: [Screenshot] = []
        try run(script) { shots.append($0) }
        return shots
    }

    /// `run(_:)` handing each screenshot to `onShot` as it is taken instead of keeping them all
    /// (issue 20: 100 shots of 500×250 in four formats held 1 GB); an error `onShot` throws stops
    /// the script.
    /// A recording (`record` … `stop`) is handed to `onRecording` when it stops; without one, no
    /// frames are drawn.
    public func run(
        _ script: ScreenshotScript, onShot: (Screenshot) throws(ScriptError) -> Void,
        onRecording: ((Recording) throws(ScriptError) -> Void)? = nil
    ) throws(ScriptError) {
        let library = firstLibrary ?? loadSkins()
        let store = SkinStore(catalog: library.catalog, traits: TraitCollection(userInterfaceStyle: .unspecified))
        var started: PreviewSession?
        var startPage: String?
        var startCompare: [ScriptCommand] = []
        var wantsScreens = alwaysScreens
        var screens: [ScreenLoad]?
        let loadScreens = self.loadScreens
        func screenNames() -> [String] {
            if screens == nil { screens = loadScreens() }
            return screens?.map(\.name) ?? []
        }
        func session() -> PreviewSession {
            if let started { return started }
            let reader: (() -> [ScreenLoad])? = wantsScreens ? { loadScreens() } : nil
            let new = PreviewSession(store: store, reload: loadSkins, guessedMaps: library.guessedMaps, screens: reader)
            if let startPage { try? new.showPage(startPage) }
            for command in startCompare { Self.applyCompare(command, to: new) }
            started = new
            return new
        }
        func setTraits(_ change: (inout TraitCollection) -> Void) {
            var traits = store.traits
            change(&traits)
            store.setTraits(traits)
        }
        var size = Self.defaultSize
        var recorder: ScriptRecorder?
        /// Adds the screen as it is now to the recording, captioned.
        func recordFrame(keys: [String] = [], text: String) {
            guard var current = recorder else { return }
            let shown = session()
            current.add(shown.render(size: size), profile: shown.outputProfile, keys: keys, text: text)
            recorder = current
        }
        for step in script.commands {
            func fail(_ message: String) -> ScriptError { ScriptError(file: script.file, line: step.line, message: message) }
            switch step.command {
            case .size(let newSize), .resize(let newSize):
                if let recording = recorder, newSize != recording.size {
                    throw fail(
                        "the screen cannot change size while recording (\(recording.name).\(recording.format) is "
                            + "\(recording.size.width)x\(recording.size.height) from line \(recording.line)): \"stop\" first")
                }
                size = newSize
            case .skin(let name):
                do { try store.selectSkin(name) } catch { throw fail(Self.unknownSkin(error, name: name, in: store.catalog)) }
            case .compareSkin(let name):
                guard store.catalog[name] != nil else {
                    throw fail("compare skin: " + Self.unknownSkin(store.unknownSkinError(name), name: name, in: store.catalog))
                }
                if let started { Self.applyCompare(step.command, to: started) } else { startCompare.append(step.command) }
            case .compareSubject(let subject):
                if case .screen(let name) = subject {
                    guard screenNames().contains(name) else {
                        let names = [CompareSubject.widgetsName] + screenNames()
                        let close = Suggestion.closest(to: name, in: names).map { "; did you mean \(CellDifference.quoted($0))?" } ?? ""
                        throw fail("compare screen: no screen named '\(ControlCharacters.escaped(name))'; subjects: \(names.joined(separator: ", "))\(close)")
                    }
                    if !wantsScreens {
                        wantsScreens = true
                        started?.useScreens { loadScreens() }
                    }
                }
                if let started { Self.applyCompare(step.command, to: started) } else { startCompare.append(step.command) }
            case .compareMode, .compareDifferences:
                if let started { Self.applyCompare(step.command, to: started) } else { startCompare.append(step.command) }
            case .setting(let name, let value):
                guard let setting = TraitSetting.named(name) else { throw fail("no setting named '\(name)'") }
                setTraits { setting.set(value, in: &$0) }
            case .terminal(let style):
                setTraits { $0.terminalStyle = style }
            case .page(let name):
                let builtIn = PreviewSession.pageNames.contains(name)
                if !builtIn, !wantsScreens, screenNames().contains(name) {
                    wantsScreens = true
                    started?.useScreens { loadScreens() }
                }
                if let started {
                    do { try started.showPage(name) } catch { throw fail(error.message) }
                } else if builtIn || (wantsScreens && screenNames().contains(name)) {
                    startPage = name
                } else {
                    let names = PreviewSession.pageNames + (wantsScreens ? screenNames() : [])
                    throw fail("no page named '\(name)'; pages: \(names.joined(separator: ", "))" + Self.screenHint(name, screens: screenNames()))
                }
            case .key, .type:
                let current = session()
                for key in step.command.keyPresses {
                    current.handle(key)
                    if recorder != nil { recordFrame(keys: [key.description], text: "") }
                }
            case .reload:
                session().reload()
            case .restart:
                started = nil
            case .shot(let name, let formats):
                let current = session()
                let canvas = current.render(size: size)
                for format in formats {
                    let data: Data
                    do { data = try format.export(canvas, profile: current.outputProfile, pictures: pictures) } catch {
                        throw fail("cannot draw \(name).\(format.fileExtension): \(error.message)")
                    }
                    try onShot(Screenshot(name: name, format: format, data: data, canvas: canvas, line: step.line))
                }
            case .record(let name, let format, let frameTime):
                guard onRecording != nil else { continue }
                do {
                    recorder = ScriptRecorder(name: name, format: format, line: step.line, size: size, frameTime: frameTime, fonts: try pictures.fonts())
                } catch {
                    throw fail("cannot record \(name).\(format.fileExtension): \(error.message)")
                }
                recordFrame(text: "")
            case .stop:
                guard let finished = recorder else { continue }
                recorder = nil
                let recording: Recording
                do { recording = try finished.finish() } catch {
                    throw fail("cannot write \(finished.name).\(finished.format.fileExtension): \(error.message)")
                }
                try onRecording?(recording)
            }
            switch step.command {
            case .key, .type, .shot, .record, .stop: break
            default: if recorder != nil { recordFrame(text: step.command.captionText) }
            }
        }
    }

    /// "; did you mean 'x'?" for a page name close to a screen's.
    static func screenHint(_ name: String, screens: [String]) -> String {
        Suggestion.closest(to: name, in: screens + PreviewSession.pageNames).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// The store's "no skin named" message, with the closest skin name when one is close.
    static func unknownSkin(_ error: SkinError, name: String, in catalog: SkinCatalog) -> String {
        guard let closest = Suggestion.closest(to: name, in: catalog.allNames) else { return error.message }
        return error.message + "; did you mean \(CellDifference.quoted(closest))?"
    }

    /// Applies a `compare` setting to a running session (the skin name is already known good).
    static func applyCompare(_ command: ScriptCommand, to session: PreviewSession) {
        switch command {
        case .compareSkin(let name): try? session.setCompareSkin(name)
        case .compareMode(let mode): session.setCompareMode(mode)
        case .compareDifferences(let shows): session.setShowsDifferences(shows)
        case .compareSubject(let subject): try? session.setCompareSubject(subject)
        default: break
        }
    }

    /// Parses and runs a script file; parse errors come back all together.
    public func run(file path: String) throws -> [Screenshot] {
        try run(Self.script(file: path))
    }

    /// Parses and runs a script file, handing each screenshot to `onShot` as it is taken (and each
    /// recording to `onRecording` when it stops).
    public func run(
        file path: String, onShot: (Screenshot) throws(ScriptError) -> Void,
        onRecording: ((Recording) throws(ScriptError) -> Void)? = nil
    ) throws {
        try run(Self.script(file: path), onShot: onShot, onRecording: onRecording)
    }

    /// The parsed script file (read through the one `FileReader`, bounded); parse errors come back all together.
    static func script(file path: String) throws -> ScreenshotScript {
        let data: Data
        do {
            data = try FileReader.read(path, limit: ScreenshotScript.maximumBytes)
        } catch {
            let message =
                error.oversizedBytes.map {
                    "the script is \($0) bytes; a script may hold at most "
                        + SkinLimits.describe(bytes: ScreenshotScript.maximumBytes)
                } ?? "cannot read the script: \(error.reason)"
            throw ScriptErrors([ScriptError(file: path, line: 0, message: message)])
        }
        return try ScreenshotScript.parse(String(decoding: data, as: UTF8.self), file: path)
    }
}
