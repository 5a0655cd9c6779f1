import ArgumentParser
import Foundation
import SkinKit
import SkinShot
import SkinUI

/// `termskin shot`: renders the gallery headless (no terminal needed) as txt, ANSI, SVG or HTML,
/// or runs a screenshot script. Any skin load error stops it (exit 2): a screenshot of a skin that
/// did not load would be silently wrong.
struct ShotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shot",
        abstract: "Render a screenshot without a terminal, or run a screenshot script.",
        discussion: "Examples:\n  termskin shot --skin ocean --trait dark --out ocean.svg\n  termskin shot --script Screenshots/gallery.script --out-dir /tmp/shots")

    @OptionGroup var skins: SkinOptions

    @Option(help: "Skin to show.", completion: Completions.skinNames) var skin: String = Skin.defaultName
    @Option(help: "Appearance.") var trait: UserInterfaceStyle = .light
    @Option(help: "Contrast.") var contrast: Contrast = .normal
    @Option(help: "Color depth to show.") var depth: ColorDepth = .truecolor
    @Option(help: ArgumentHelp("Screen size, \(Size.acceptedRange).", valueName: "WIDTHxHEIGHT")) var size: Size = ScriptRunner.defaultSize
    @Option(help: ArgumentHelp("Page to show: \(PreviewSession.pageNames.joined(separator: ", ")).", valueName: "page"), completion: Completions.pages) var page: String = PreviewSession.pageNames[0]
    @Option(help: "Compare page: the left panel's skin (the right shows --skin).", completion: Completions.skinNames) var compareSkin: String?
    @Option(help: "Compare page: two skins, one skin light vs dark, or normal vs high contrast.") var compareMode: CompareMode?
    @Flag(help: "Compare page: mark the cells whose colors differ between the panels.") var differences = false
    @Option(help: "Output format (default: from --out's extension, else txt).") var format: ScreenshotFormat?
    @Option(help: ArgumentHelp("File to write; - is standard output (default).", valueName: "file"),
            completion: .file(extensions: ScreenshotFormat.allCases.map(\.fileExtension))) var out: String?
    @Option(help: "A screenshot script to run instead.", completion: .file(extensions: [ScreenshotSuite.scriptExtension])) var script: String?
    @Option(help: "Folder for a script's screenshots.", completion: .directory) var outDir: String = "."
    @Flag(help: "Keep running and rewrite --out whenever a skin file is saved (stop with Ctrl-C).") var watch = false
    @Flag(help: "Download URL images missing from the cache first (default: the cache only, so shots stay reproducible).") var fetch = false
    @Option(help: "Seconds --fetch waits for downloads.") var fetchDeadline: Double = 10

    func validate() throws {
        if (compareSkin != nil || compareMode != nil || differences) && page != PreviewSession.compare.name {
            throw ValidationError("--compare-skin, --compare-mode and --differences set the Compare page: add --page \(PreviewSession.compare.name)")
        }
        if watch && (out == nil || out == "-" || script != nil) {
            throw ValidationError("--watch needs --out FILE and no --script: it rewrites that one screenshot on every save")
        }
    }

    func run() throws {
        let paths = skins.paths
        let mapFile = skins.mapFile
        // URL images come from the download cache; --fetch fills it first.
        let cache = ImageCache(environment: ProcessInfo.processInfo.environment)
        let loader = SkinLoader(imageCache: cache)
        if fetch { fetchImages(paths: paths, loader: loader, cache: cache) }
        let load = { SkinLibrary.load(paths: paths, mapFile: mapFile, loader: loader) }
        // A broken skin would make the screenshot silently wrong; --watch instead keeps the last good one.
        // The skins checked here are the runner's first load (read once: loading is most of a shot's
        // time); later loads, a script's reload among them, read the files again.
        var checked: SkinLibrary?
        if !watch {
            let library = load()
            try SkinOptions.stopOnErrors(library, command: "shot")
            checked = library
        }
        let runner = ScriptRunner(loadSkins: {
            defer { checked = nil }
            return checked ?? load()
        })
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
        do {
            try target.write(shot.data)
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
        var commands: [ScriptCommand] = [.size(size), .skin(skin), .trait(trait), .contrast(contrast), .depth(depth), .page(page)]
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
            print(path)
        }
    }
}
