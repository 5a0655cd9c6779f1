import ArgumentParser
import Foundation
import SkinKit

/// `termskin import ARCHIVE`: checks a skin archive and installs it into the skins folder.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Check a skin archive (.zip with CJSkin.plist or skins.json) and install it into the skins folder.")

    @Argument(help: "The .zip archive.") var archive: String
    @Option(name: .customLong("skins-dir"), help: "Where to install.", completion: .directory) var skinsDirectory: String = "Skins"
    @Flag(help: "Replace an earlier import of the same archive name.") var replace = false

    func run() throws {
        do {
            let installed = try SkinArchive(url: URL(fileURLWithPath: archive))
                .install(into: skinsDirectory, replacing: replace)
            print("installed \(installed.skins.map(\.name).sorted().joined(separator: ", ")) into \(installed.folder)")
            print("the previewer's reload key (r) picks them up; `termskin lint \(skinsDirectory)` checks the whole folder")
        } catch {
            for problem in error.errors { printError("error: \(problem)") }
            printError("nothing was installed")
            throw ExitCode(1)
        }
    }
}
