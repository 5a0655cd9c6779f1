import ArgumentParser
import Foundation
import SkinKit
import SkinShot
import SkinUI

/// `termskin shot`: renders the gallery headless (no terminal needed) as txt, ANSI, SVG or HTML,
/// or runs a screenshot script.
struct ShotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shot",
        abstract: "Render a screenshot without a terminal, or run a screenshot script.",
        discussion: "Examples:\n  termskin shot --skin ocean --trait dark --format svg --out ocean.svg\n  termskin shot --script Screenshots/gallery.script --out-dir /tmp/shots")

    @OptionGroup var skins: SkinOptions

    @Option(help: "Skin to show.") var skin: String = Skin.defaultName
    @Option(help: "light or dark.") var trait: UserInterfaceStyle = .light
    @Option(help: "normal or high.") var contrast: Contrast = .normal
    @Option(help: "Color depth to show: truecolor, 256, 16, 8 or none.") var depth: ColorDepth = .truecolor
    @Option(help: "Size as WIDTHxHEIGHT.", transform: { text in
        guard let size = Size(parsing: text) else { throw ValidationError("size must be WIDTHxHEIGHT, \(Size.acceptedRange), e.g. 100x30") }
        return size
    }) var size: Size = ScriptRunner.defaultSize
    @Option(help: "Page to show.") var page: String = "gallery"
    @Option(help: "txt, ansi, svg or html (default: from --out's extension, else txt).") var format: ScreenshotFormat?
    @Option(help: "File to write (default: standard output).") var out: String?
    @Option(help: "A screenshot script to run instead.") var script: String?
    @Option(help: "Folder for a script's screenshots (default: the current folder).") var outDir: String = "."

    func run() throws {
        let paths = skins.paths
        let runner = ScriptRunner(loadSkins: { SkinLibrary.load(paths: paths) })
        if let script {
            let shots: [Screenshot]
            do {
                shots = try runner.run(file: script)
            } catch {
                printError("\(error)")
                throw ExitCode(2)
            }
            try FileManager.default.createDirectory(atPath: outDir, withIntermediateDirectories: true)
            for shot in shots {
                let path = (outDir as NSString).appendingPathComponent(shot.fileName)
                guard FileManager.default.createFile(atPath: path, contents: shot.data) else {
                    printError("termskin: cannot write \(path)")
                    throw ExitCode(2)
                }
                print(path)
            }
            return
        }
        let chosen = format ?? out.flatMap { ScreenshotFormat(fileName: $0) } ?? .txt
        let commands: [ScriptCommand] = [.size(size), .skin(skin), .trait(trait), .contrast(contrast), .depth(depth),
                                         .page(page), .shot(name: "shot", formats: [chosen])]
        let lines = commands.enumerated().map { ScriptLine(line: $0.offset + 1, command: $0.element) }
        let shots: [Screenshot]
        do {
            shots = try runner.run(ScreenshotScript(file: "termskin shot", commands: lines))
        } catch {
            printError("termskin shot: \(error.message)")
            throw ExitCode(2)
        }
        guard let shot = shots.first else { throw ExitCode(2) }
        if let out {
            guard FileManager.default.createFile(atPath: out, contents: shot.data) else {
                printError("termskin: cannot write \(out)")
                throw ExitCode(2)
            }
        } else {
            FileHandle.standardOutput.write(shot.data)
        }
    }
}

extension ScreenshotFormat: ExpressibleByArgument {
    public init?(argument: String) { self.init(parsing: argument) }
}
extension Contrast: ExpressibleByArgument {}
