import ArgumentParser
import FoundationEssentials
import Glibc
import SkinCurses
import SkinKit

/// `termskin import FILE…`: installs a skin archive or an asset catalog, or converts theme files
/// (terminal color schemes, SwiftTheme themes) into editable skin files in the skins folder.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Install a skin archive (.zip) or an asset catalog (.xcassets), or convert theme files into skins.",
        discussion: """
            Theme files: \(ThemeFormat.allCases.map(\.displayName).joined(separator: ", ")). Each is \
            written as <name>.json into the skins folder. With --dark, one light and one dark scheme \
            become one dynamic skin. An \(AssetCatalogFormat.displayName) is copied in whole as one skin \
            named after it (--name renames it).
            """)

    @Argument(help: "A .zip skin archive, a .xcassets asset catalog, or theme files.", completion: .file()) var files: [String]
    @Option(name: .customLong("skins-dir"), help: "Where to install.", completion: .directory) var skinsDirectory: String = SkinSources.defaultFolder
    @Flag(help: "Replace an earlier import of the same name.") var replace = false
    @Option(help: "A dark scheme combined with the one light FILE into one dynamic skin.") var dark: String?
    @Option(help: "The skin name for --dark (default: the light scheme's name) or for an asset catalog (default: its folder name).")
    var name: String?

    /// The one asset catalog given, if that is what the line imports.
    private var catalog: String? {
        guard files.count == 1, let file = files.first, AssetCatalogReader.isCatalog(file), dark == nil else { return nil }
        return file
    }

    func validate() throws {
        if dark != nil, files.count != 1 { throw ValidationError("--dark combines exactly one light FILE with the dark one") }
        if name != nil, dark == nil, catalog == nil { throw ValidationError("--name names the skin a --dark pair or an asset catalog makes") }
    }

    func run() throws {
        if files.count == 1, let archive = files.first, archive.lowercased().hasSuffix(".zip"), dark == nil {
            try installArchive(archive)
            return
        }
        if let catalog {
            try installCatalog(catalog)
            return
        }
        let importer = ThemeImporter(skinsDirectory: skinsDirectory, replace: replace)
        let report =
            if let dark, let light = files.first {
                importer.importPair(light: light, dark: dark, name: name)
            } else {
                importer.importFiles(files)
            }
        for problem in report.errors { printError("error: \(problem)") }
        for problem in report.warnings { printError("warning: \(problem)") }
        let names = report.written.map(\.skin)
        let shown = names.count <= 5 ? names.joined(separator: ", ") : names.prefix(5).joined(separator: ", ") + ", …"
        printLine(
            "imported \(names.count) skin\(names.count == 1 ? "" : "s") into \(skinsDirectory)"
                + (names.isEmpty ? "" : ": \(shown)") + (report.errors.isEmpty ? "" : "; \(report.errors.count) file(s) not imported"))
        if !report.errors.isEmpty { throw ExitCode(2) }
    }

    private func installCatalog(_ catalog: String) throws {
        do {
            let installed = try AssetCatalogInstaller(path: catalog, name: name).install(into: skinsDirectory, replacing: replace)
            printLine("installed \(installed.skins.map(\.name).sorted().joined(separator: ", ")) into \(installed.folder)")
            if !installed.warnings.isEmpty {
                printLine(
                    "\(installed.warnings.count) warning(s), such as vector images drawn as placeholders: "
                        + "`termskin lint \(installed.folder)` lists them")
            }
            printLine("the previewer's reload key (r) picks it up; `termskin lint \(installed.folder)` checks it")
        } catch {
            for problem in error.errors { printError("error: \(problem)") }
            printError("nothing was installed")
            throw ExitCode(1)
        }
    }

    /// Set in the environment, this kills the import (SIGKILL) between the two renames of a
    /// `--replace`: the tests' way to prove that the next import repairs it.
    static let killBetweenRenamesVariable = "TERMSKIN_TEST_KILL_BETWEEN_RENAMES"

    private static func testKillHook() {
        if ProcessInfo.processInfo.environment[killBetweenRenamesVariable] == "1" { kill(getpid(), SIGKILL) }
    }

    private func installArchive(_ archive: String) throws {
        // A signal stops the import between steps, so its scratch files are removed; the exit
        // status then follows the convention (128 + the signal's number).
        SignalFlags.install()
        defer { SignalFlags.restore() }
        var signal: Int32?
        let interrupted = { () -> Bool in
            if signal == nil { signal = SignalFlags.takeTermination() }
            return signal != nil
        }
        do {
            let installed = try SkinArchive(url: URL(fileURLWithPath: archive))
                .install(into: skinsDirectory, replacing: replace, isCancelled: interrupted, afterMovingAside: Self.testKillHook)
            printLine("installed \(installed.skins.map(\.name).sorted().joined(separator: ", ")) into \(installed.folder)")
            printLine("the previewer's reload key (r) picks them up; `termskin lint \(skinsDirectory)` checks the whole folder")
        } catch {
            if let signal {
                printError("termskin import: stopped by signal \(signal); nothing was installed")
                throw ExitCode(128 + signal)
            }
            for problem in error.errors { printError("error: \(problem)") }
            printError("nothing was installed")
            throw ExitCode(1)
        }
    }
}
