import ArgumentParser
import FoundationEssentials
import Lint
import SkinKit

/// `termskin lint [PATH…]`: every load error and every finding of the `Lint` checks, grouped by
/// file for people or as JSON for CI; exit 1 on any error (and, with `--strict`, any warning).
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check skin files: errors and warnings with file, line, key path and a suggestion.",
        discussion: "Exit status: 0 no errors, 1 errors (or warnings with --strict), 2 usage errors. Codes:\n"
            + LintCode.allCases.map { "  \($0.rawValue) (\($0.severity.rawValue)): \($0.summary)" }.joined(separator: "\n"))

    @Argument(
        help: "Skin files or folders, or screen files (default: the --skins-dir folders, else ./Skins, and the screens the previewer reads).",
        completion: .file(extensions: ["json", "plist"]))
    var paths: [String] = []

    @OptionGroup var skins: SkinOptions

    @Option(help: ArgumentHelp("Output format.", valueName: "format"))
    var format: LintReport.Format = .text

    @Flag(help: "Fail (exit 1) on warnings too.")
    var strict = false

    @Flag(help: "Leave out contrast and palette warnings.")
    var noContrast = false

    func run() throws {
        let targets = paths.isEmpty ? skins.paths : paths
        // A path that is not there is a usage error (exit 2), not a finding about a skin.
        let missing = targets.filter { !FileManager.default.fileExists(atPath: $0) }
        if !missing.isEmpty {
            for path in missing { printError("termskin lint: no such file or folder: \(path)") }
            throw ExitCode(2)
        }
        // Screen files: the given ones, else the ones the previewer reads (./Screens, in or beside the skins folders, --screens-dir).
        let screens = paths.isEmpty ? skins.sources.screenFiles : []
        var result = Linter().lint(paths: targets, mapFile: skins.mapFile, screenFiles: screens)
        if noContrast { result.findings.removeAll { $0.code == .lowContrast || $0.code == .paletteCollision || $0.code == .screenContrast } }
        switch format {
        case .text: LintReport.writeText(result, to: writeOutput)
        case .json: writeOutput(LintReport.json(result))
        case .sarif: writeOutput(LintReport.sarif(result, toolVersion: TermSkinCommand.version))
        }
        if GitHubAnnotation.isEnabled(environment: ProcessInfo.processInfo.environment) {
            // Beside text on standard output; beside a JSON or SARIF document, on standard error.
            let print: (String) -> Void = format == .text ? { writeOutput($0 + "\n") } : { printError($0) }
            for finding in result.findings { print(Self.annotation(finding).command) }
        }
        // A folder with no skin file was asked for and nothing was checked there: a usage error.
        for folder in result.emptyFolders {
            printError(
                "termskin lint: \(folder) is a folder that holds no skin file (\(ThemeFormat.scannedFilesDescription)); nothing was linted there")
        }
        if !result.emptyFolders.isEmpty { throw ExitCode(2) }
        let code = result.exitCode(strict: strict)
        if code != 0 { throw ExitCode(code) }
    }

    /// A finding as a GitHub annotation on its skin file's line (warnings as `::warning`).
    static func annotation(_ finding: LintFinding) -> GitHubAnnotation {
        var message = finding.keyPath.isEmpty ? finding.message : "\(finding.keyPathText): \(finding.message)"
        if let suggestion = finding.suggestion { message += "\n\(suggestion)" }
        return GitHubAnnotation(
            level: finding.severity == .error ? .error : .warning, file: finding.file, line: finding.line,
            title: "termskin lint [\(finding.code.rawValue)]", message: message)
    }
}

extension LintReport.Format: ExpressibleByArgument {}
