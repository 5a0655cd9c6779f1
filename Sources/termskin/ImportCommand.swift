import ArgumentParser
import Foundation
import SkinCurses
import SkinKit

/// `termskin import ARCHIVE`: checks a skin archive and installs it into the skins folder.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Check a skin archive (.zip with CJSkin.plist or skins.json) and install it into the skins folder.")

    @Argument(help: "The .zip archive.") var archive: String
    @Option(name: .customLong("skins-dir"), help: "Where to install (default: ./Skins).") var skinsDirectory: String = "Skins"
    @Flag(help: "Replace an earlier import of the same archive name.") var replace = false

    func run() throws {
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
                .install(into: skinsDirectory, replacing: replace, isCancelled: interrupted)
            print("installed \(installed.skins.map(\.name).sorted().joined(separator: ", ")) into \(installed.folder)")
            print("the previewer's reload key (r) picks them up; `termskin lint \(skinsDirectory)` checks the whole folder")
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
