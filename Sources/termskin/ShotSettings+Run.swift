import ArgumentParser
import FoundationEssentials
import Glibc
import SkinKit
import SkinShot
import SkinUI

extension ShotSettings {
    /// Writes the screenshot the settings describe (or runs the script, or keeps rewriting with
    /// `--watch`); a failure has been said on stderr and is thrown as its exit status.
    func run(trace: StartupTrace) throws {
        let paths = sources.paths
        let sources = sources
        // URL images come from the download cache; --fetch fills it first.
        let environment = ProcessEnvironment.current
        let cache = ImageCache(environment: environment)
        let loader = SkinLoader(imageCache: cache)
        if fetch { fetchImages(paths: paths, loader: loader, cache: cache) }
        // Only the skins a single shot shows (and default) are read; a script's are read as it
        // selects them, their errors failing its line. --watch looks at every file each time.
        let shown: Set<String> = script == nil ? Set([skin] + (compareSkin.map { [$0] } ?? [])) : []
        let load: @Sendable () -> SkinLibrary = { [sources, watch] in
            sources.load(loader: loader, showing: shown, trustFolders: !watch, environment: environment)
        }
        // A broken skin would make the screenshot silently wrong; --watch instead keeps the last good one.
        // The skins checked here are the runner's first load (read once: loading is most of a shot's
        // time); later loads, a script's reload among them, read the files again.
        var checked: SkinLibrary?
        if !watch {
            let library = load()
            trace.mark("skins loaded")
            try SkinOptions.stopOnErrors(library, command: "shot")
            if let guessed = library.guessedMap(forSkin: skin) { Self.noteGuess(guessed) }
            checked = library
        }
        let runner = ScriptRunner(
            loadSkins: load, firstLibrary: checked, loadScreens: { [sources] in sources.loadScreens() },
            alwaysScreens: !sources.screensDirectories.isEmpty, pictures: PictureFonts(scale: scale))
        if let script {
            try runScript(script, runner: runner)
            return
        }
        if watch, let out {
            try watchAndRewrite(out: out, runner: runner, paths: paths)
            return
        }
        let target = try outputTarget()
        let shot = try singleShot(runner: runner, format: target.format)
        trace.mark("screenshot made")
        do {
            try target.write(shot.data)
            trace.mark("written")
        } catch {
            printError("termskin shot: \(error)")
            throw ExitCode(2)
        }
    }

    /// Where the one screenshot goes and in which format (from `--out`'s extension unless `--format`).
    func outputTarget() throws -> OutputTarget {
        switch OutputTarget.resolve(out: out, format: format) {
        case .success(let resolved):
            // A picture's bytes on a terminal would be raw control bytes.
            if resolved.path == nil, resolved.format.isPicture, isatty(STDOUT_FILENO) == 1 {
                printError(
                    "termskin shot: a \(resolved.format) is not shown on a terminal: give --out FILE.\(resolved.format.fileExtension) or redirect the output")
                throw ExitCode(2)
            }
            return resolved
        case .failure(let error):
            printError("termskin shot: \(error)")
            throw ExitCode(2)
        }
    }

    /// The one screenshot the options describe.
    func singleShot(runner: ScriptRunner, format: ScreenshotFormat) throws -> Screenshot {
        var commands: [ScriptCommand] = [.size(size), .skin(skin)]
        commands += [
            ("trait", TraitSetting.style.value(in: TraitCollection(userInterfaceStyle: trait))), ("contrast", contrast.rawValue), ("depth", depth.rawValue),
            ("vision", vision.rawValue),
        ]
        .map { ScriptCommand.setting(name: $0.0, value: $0.1) }
        commands.append(.page(page))
        if let compareSkin { commands.append(.compareSkin(compareSkin)) }
        if let compareMode { commands.append(.compareMode(compareMode)) }
        if let compareScreen { commands.append(.compareSubject(CompareSubject(name: compareScreen))) }
        if differences { commands.append(.compareDifferences(true)) }
        commands.append(.shot(name: "shot", formats: [format]))
        let lines = commands.enumerated().map { ScriptLine(line: $0.offset + 1, command: $0.element) }
        let shots: [Screenshot]
        do {
            shots = try runner.run(ScreenshotScript(file: "termskin shot", commands: lines))
        } catch {
            printError("termskin shot: \(error.message)")
            throw ExitCode(2)
        }
        guard let shot = shots.first else { throw ExitCode(2) }
        return shot
    }

    /// Runs a script, writing each shot as it is taken (memory stays flat in the number of shots)
    /// to a hidden file in the out dir; all are renamed into place when the script has run, and
    /// removed (with the out dir, if this run made it) when a step fails, so that a failing script
    /// still writes nothing.
    private func runScript(_ script: String, runner: ScriptRunner) throws {
        var pending: [(written: String, path: String)] = []
        var madeFolder = false
        func undo() {
            for shot in pending { unlink(shot.written) }
            if madeFolder { rmdir(outDir) }
        }
        do {
            /// Writes one file of the script to a hidden name; renamed into place when the script has run.
            func keep(_ fileName: String, _ data: Data, line: Int) throws(ScriptError) {
                if pending.isEmpty, !FileManager.default.fileExists(atPath: outDir) {
                    do {
                        try FileManager.default.createDirectory(atPath: outDir, withIntermediateDirectories: true)
                        madeFolder = true
                    } catch {
                        throw ScriptError(file: script, line: line, message: "cannot create the folder \(outDir): \(SystemReason.of(error))")
                    }
                }
                let path = PathName.joined(outDir, fileName)
                // A link planted where a shot goes is refused (AtomicFile's rule), not replaced or followed.
                if let refusal = AtomicFile.refusal(path) { throw ScriptError(file: script, line: line, message: refusal.description) }
                let written = PathName.joined(outDir, ".\(fileName).termskin-\(getpid())-\(pending.count)")
                do {
                    try OutputTarget(path: written, format: .txt).write(data)
                } catch {
                    unlink(written)
                    throw ScriptError(file: script, line: line, message: "\(error)".replacing(written, with: path))
                }
                pending.append((written, path))
            }
            try runner.run(
                file: script, onShot: { (shot: Screenshot) throws(ScriptError) in try keep(shot.fileName, shot.data, line: shot.line) },
                onRecording: { (recording: Recording) throws(ScriptError) in
                    try keep(recording.fileName, recording.data, line: recording.line)
                    if recording.approximatedFrames > 0 {
                        printError(
                            "termskin shot: \(recording.fileName): \(recording.approximatedFrames) frame(s) held more than 256 colors; "
                                + "their rarest colors are drawn as the nearest kept one (an .apng recording is exact)")
                    }
                })
        } catch {
            undo()
            printError("\(error)")
            throw ExitCode(2)
        }
        for (index, shot) in pending.enumerated() {
            if let refusal = AtomicFile.refusal(shot.path) {
                printError("termskin shot: \(refusal)")
                for rest in pending[index...] { unlink(rest.written) }
                throw ExitCode(2)
            }
            guard rename(shot.written, shot.path) == 0 else {
                printError("termskin shot: cannot write \(shot.path): \(String(cString: strerror(errno)))")
                for rest in pending[index...] { unlink(rest.written) }
                throw ExitCode(2)
            }
            printLine(shot.path)
        }
    }

    /// The note on stderr that the shot's skin reads through a guessed map, with what was left out.
    static func noteGuess(_ guessed: GuessedMap) {
        printError("termskin shot: \(guessed.summary) (--no-guess turns it off; `termskin map suggest \(guessed.file) --write` saves it)")
        for rejection in guessed.rejected {
            printError("termskin shot: left \(rejection.guess.widgetKey) ← \(rejection.guess.ownKey) to default: \(rejection.reason)")
        }
    }
}
