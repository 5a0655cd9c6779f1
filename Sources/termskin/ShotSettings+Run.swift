import ArgumentParser
import Foundation
import SkinKit
import SkinShot
import SkinUI

extension ShotSettings {
    /// Writes the screenshot the settings describe (or runs the script, or keeps rewriting with
    /// `--watch`); a failure has been said on stderr and is thrown as its exit status.
    func run(trace: StartupTrace) throws {
        let paths = sources.paths
        let mapFile = sources.mapFile
        // URL images come from the download cache; --fetch fills it first.
        let cache = ImageCache(environment: ProcessInfo.processInfo.environment)
        let loader = SkinLoader(imageCache: cache)
        if fetch { fetchImages(paths: paths, loader: loader, cache: cache) }
        let load: @Sendable () -> SkinLibrary = { SkinLibrary.load(paths: paths, mapFile: mapFile, loader: loader) }
        // A broken skin would make the screenshot silently wrong; --watch instead keeps the last good one.
        // The skins checked here are the runner's first load (read once: loading is most of a shot's
        // time); later loads, a script's reload among them, read the files again.
        var checked: SkinLibrary?
        if !watch {
            let library = load()
            trace.mark("skins loaded")
            try SkinOptions.stopOnErrors(library, command: "shot")
            checked = library
        }
        let runner = ScriptRunner(loadSkins: load, firstLibrary: checked)
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
        case .success(let resolved): return resolved
        case .failure(let error):
            printError("termskin shot: \(error)")
            throw ExitCode(2)
        }
    }

    /// The one screenshot the options describe.
    func singleShot(runner: ScriptRunner, format: ScreenshotFormat) throws -> Screenshot {
        var commands: [ScriptCommand] = [.size(size), .skin(skin)]
        commands += [("trait", trait.rawValue), ("contrast", contrast.rawValue), ("depth", depth.rawValue), ("vision", vision.rawValue)]
            .map { ScriptCommand.setting(name: $0.0, value: $0.1) }
        commands.append(.page(page))
        if let compareSkin { commands.append(.compareSkin(compareSkin)) }
        if let compareMode { commands.append(.compareMode(compareMode)) }
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

    private func runScript(_ script: String, runner: ScriptRunner) throws {
        let shots: [Screenshot]
        do {
            shots = try runner.run(file: script)
        } catch {
            printError("\(error)")
            throw ExitCode(2)
        }
        do {
            try FileManager.default.createDirectory(atPath: outDir, withIntermediateDirectories: true)
        } catch {
            printError("termskin shot: cannot create the folder \(outDir): \(error.localizedDescription)")
            throw ExitCode(2)
        }
        for shot in shots {
            let path = (outDir as NSString).appendingPathComponent(shot.fileName)
            do {
                try OutputTarget(path: path, format: shot.format).write(shot.data)
            } catch {
                printError("termskin shot: \(error)")
                throw ExitCode(2)
            }
            printLine(path)
        }
    }
}
