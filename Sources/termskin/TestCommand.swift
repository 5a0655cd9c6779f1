import ArgumentParser
import Foundation
import SkinKit
import SkinShot

/// `termskin test`: runs screenshot scripts and compares each shot with its golden.
struct TestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Run screenshot scripts and compare with the goldens next to them (exit 0 all match, 1 any differs, 2 error).")

    @Argument(help: "Folders or script files (default: Screenshots).", completion: .file(extensions: [ScreenshotSuite.scriptExtension]))
    var folders: [String] = []
    @OptionGroup var skins: SkinOptions
    @Flag(help: "Rewrite the goldens with what the scripts produce now.") var update = false
    @Option(help: "Only compare these formats (repeatable).") var format: [ScreenshotFormat] = []
    @Option(help: "Where diff documents are written.", completion: .directory) var diffDir: String = "termskin-diffs"

    func run() throws {
        _ = try skins.loadLibraryOrExit(command: "test")
        let sources = skins.sources
        var suite = ScreenshotSuite(runner: ScriptRunner(loadSkins: { sources.load() }), diffDirectory: diffDir)
        suite.formats = Set(format)
        let targets = folders.isEmpty ? ["Screenshots"] : folders
        var scripts: [String] = []
        for target in targets {
            let found = ScreenshotSuite.scripts(in: target)
            if found.isEmpty {
                printError("termskin test: no *.\(ScreenshotSuite.scriptExtension) scripts in \(target)")
                throw ExitCode(2)
            }
            scripts += found
        }
        let result = suite.run(scripts: scripts, update: update)
        for error in result.errors { printError(error) }
        for (file, outcome) in result.outcomes {
            switch outcome {
            case .passed: break
            case .updated: printLine("updated \(file)")
            case .missingGolden: printLine("FAIL \(file): no golden; run `termskin test --update` and look at it")
            case .failed(let report, let diffFile):
                printLine("FAIL \(report)", keepingNewlines: true)
                if let diffFile { printLine("     diff: \(diffFile)") }
            }
        }
        printLine(result.summary)
        if result.exitCode != 0 { throw ExitCode(result.exitCode) }
    }
}
