import ArgumentParser
import FoundationEssentials
import SkinKit
import SkinShot

/// `termskin test`: runs screenshot scripts and compares each shot with its golden.
struct TestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Run screenshot scripts and compare with the goldens next to them (exit 0 all match, 1 any differs, 2 error).",
        discussion: "--update alone means --update=all. Without --update: missing, or none when the CI environment variable is set. "
            + "A failing shot leaves NAME.new.EXT beside its golden. Under GITHUB_ACTIONS=true each failing shot is also an "
            + "::error annotation on its script's shot line.")

    @Argument(help: "Folders or script files (default: Screenshots).", completion: .file(extensions: [ScreenshotSuite.scriptExtension]))
    var folders: [String] = []
    @OptionGroup var skins: SkinOptions
    @Option(
        help: ArgumentHelp(
            "Which goldens to write (default: missing; none when CI is set; alone: all).",
            valueName: "mode"))
    var update: UpdateMode?
    @Option(help: "Only compare these formats (repeatable).") var format: [ScreenshotFormat] = []
    @Option(help: "Where diff documents are written.", completion: .directory) var diffDir: String = "termskin-diffs"
    @Option(help: ArgumentHelp("Also write the results as JUnit XML to this file.", valueName: "file"), completion: .file())
    var junit: String?
    @Option(help: ArgumentHelp("Run part i of n of the scripts (a stable split by script file name).", valueName: "i/n"))
    var shard: String?
    @Option(help: ArgumentHelp("Only scripts or shots whose name holds this text (or matches it as a glob: *, ?, [ ]).", valueName: "pattern"))
    var filter: String?
    @Option(help: ArgumentHelp("Scripts run at once (default: the number of cores); the output is a serial run's.", valueName: "n"))
    var jobs: Int?

    /// The name of the update option, as the command line spells it.
    static let updateOption = "--update"

    /// A bare `--update` (the old flag) means `--update=all`, unless a mode name follows it.
    static func normalized(_ arguments: [String]) -> [String] {
        guard arguments.first == configuration.commandName else { return arguments }
        var result: [String] = []
        for (index, argument) in arguments.enumerated() {
            let next = index + 1 < arguments.count ? arguments[index + 1] : nil
            if argument == updateOption && next.flatMap(UpdateMode.init(rawValue:)) == nil {
                result.append("\(updateOption)=\(UpdateMode.all.rawValue)")
            } else {
                result.append(argument)
            }
        }
        return result
    }

    func validate() throws {
        if let shard, SuiteSelection.Shard(parsing: shard) == nil {
            throw ValidationError("--shard takes i/n with 1 ≤ i ≤ n (1/3), not '\(ControlCharacters.escaped(shard))'")
        }
        if let jobs, jobs < 1 { throw ValidationError("--jobs takes a number of at least 1") }
    }

    func run() throws {
        _ = try skins.loadLibraryOrExit(command: "test")
        let environment = ProcessInfo.processInfo.environment
        let sources = skins.sources
        var suite = ScreenshotSuite(
            runner: ScriptRunner(
                loadSkins: { sources.load() }, loadScreens: { sources.loadScreens() },
                alwaysScreens: !sources.screensDirectories.isEmpty), diffDirectory: diffDir)
        suite.formats = Set(format)
        suite.selection = SuiteSelection(shard: shard.flatMap(SuiteSelection.Shard.init(parsing:)), filter: filter)
        suite.jobs = jobs ?? ProcessInfo.processInfo.activeProcessorCount
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
        let result = suite.run(scripts: scripts, updating: update ?? UpdateMode.standard(environment: environment))
        report(result, page: try writePage(result))
        if let shard = suite.selection.shard, suite.selected(scripts).isEmpty {
            printLine("note: shard \(shard.index)/\(shard.count) holds none of the \(scripts.count) scripts")
        }
        if let junit {
            do {
                try AtomicFile.write(Data(JUnitReport.xml(result).utf8), to: junit)
            } catch {
                printError("termskin test: cannot write the JUnit report: \(error)")
                throw ExitCode(2)
            }
        }
        if GitHubAnnotation.isEnabled(environment: environment) {
            for annotation in Self.annotations(result) { writeOutput(annotation.command + "\n") }
        }
        if result.exitCode != 0 { throw ExitCode(result.exitCode) }
    }

    /// Writes the diff folder's HTML page when a shot failed (and removes an earlier run's when
    /// none did); its path.
    private func writePage(_ result: SuiteResult) throws -> String? {
        let path = PathName.joined(diffDir, DiffReportPage.fileName)
        guard let page = DiffReportPage.html(result, diffDirectory: diffDir) else {
            GoldenFiles.removeStale(path)
            return nil
        }
        do {
            try FileManager.default.createDirectory(atPath: diffDir, withIntermediateDirectories: true)
        } catch {
            printError("termskin test: cannot create the folder \(diffDir) for the report: \(SystemReason.of(error))")
            throw ExitCode(2)
        }
        do {
            try AtomicFile.write(Data(page.utf8), to: path)
        } catch {
            printError("termskin test: the report: \(error)")
            throw ExitCode(2)
        }
        return path
    }

    private func report(_ result: SuiteResult, page: String?) {
        for error in result.errors { printError(error) }
        for shot in result.shots {
            switch shot.outcome {
            case .passed: break
            case .updated: printLine("updated \(shot.golden)")
            case .missingGolden: printLine("FAIL \(shot.golden): no golden; run `termskin test --update=missing` and look at it")
            case .failed(let report, let diffFile):
                printLine("FAIL \(report)", keepingNewlines: true)
                if let diffFile { printLine("     diff: \(diffFile)") }
            }
            if let newFile = shot.newFile { printLine("     new: \(newFile)") }
        }
        if let page { printLine("report: \(page)") }
        printLine(result.summary)
    }

    /// One `::error` per failing shot (on its script's `shot` line) and per script error line.
    static func annotations(_ result: SuiteResult) -> [GitHubAnnotation] {
        var annotations: [GitHubAnnotation] = []
        for shot in result.shots {
            guard let summary = shot.failureSummary else { continue }
            annotations.append(
                GitHubAnnotation(
                    level: .error, file: shot.script, line: shot.line,
                    title: "termskin test: \(shot.shotFile)", message: summary))
        }
        for problem in result.problems {
            if problem.errors.isEmpty {
                annotations.append(GitHubAnnotation(level: .error, file: problem.script, line: nil, title: "termskin test", message: problem.message))
            }
            for error in problem.errors {
                annotations.append(GitHubAnnotation(level: .error, file: error.file, line: error.line, title: "termskin test", message: error.message))
            }
        }
        return annotations
    }
}

extension UpdateMode: ExpressibleByArgument {}
