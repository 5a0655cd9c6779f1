import ArgumentParser
import SkinKit

/// `termskin lint [PATH…]`: loads skins and prints every error with its file, key path and line;
/// also warns about text colors below WCAG AA contrast on their background.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check skin files: print every error with file, key and line; exit 1 on any error.")

    @Argument(help: "Skin files or folders (default: the --skins-dir folders, else ./Skins).")
    var paths: [String] = []

    @OptionGroup var skins: SkinOptions

    @Flag(help: "Do not print contrast warnings.")
    var noContrast = false

    func run() throws {
        let library = SkinLibrary.load(paths: paths.isEmpty ? skins.paths : paths, mapFile: skins.mapFile)
        for error in library.errors { printError("error: \(error)") }
        for warning in library.warnings { print("warning: \(warning)") }
        for warning in KeyUsageAudit.unreadKeyWarnings(for: library.catalog) + KeyUsageAudit.transparentColorWarnings(for: library.catalog) {
            print("warning: \(warning)")
        }
        if !noContrast {
            for warning in ContrastAudit.warnings(for: library.catalog) { print("warning: \(warning)") }
        }
        let count = library.catalog.names.count
        if library.errors.isEmpty {
            print("\(count) skin(s) OK")
        } else {
            printError("\(library.errors.count) error(s) in \(library.paths.joined(separator: ", "))")
            throw ExitCode(1)
        }
    }
}
