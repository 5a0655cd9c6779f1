import ArgumentParser
import Lint
import SkinKit

/// `termskin remove NAME`: removes a skin from the skins folder (seed 000's `removeSkin`), with its
/// image bundle; refuses `default` and the built-in skins.
struct RemoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove",
        abstract: "Remove a skin from the skins folder.",
        discussion: "A file or installed folder holding only that skin is deleted (with its map file); a file holding "
            + "others is written again without it. The skin's <name>.bundle image folder goes too. 'default' and the "
            + "built-in skins are never removed. Exit 0 when done, 2 when refused or a change fails.")

    @Argument(help: "The skin's name, as `termskin list` shows it.") var name: String
    @Option(name: .customLong("skins-dir"), help: "The skins folder to remove it from.", completion: .directory)
    var skinsDirectory: String = SkinSources.defaultFolder
    @Flag(name: .customLong("dry-run"), help: "Say what would change and change nothing.") var dryRun = false

    func run() throws {
        let library = SkinLibrary.load(paths: [skinsDirectory])
        let shown = ControlCharacters.escaped(name)
        if library.catalog[name] == nil {
            let hint = ClosestName.to(name, among: library.catalog.allNames).map { "; did you mean '\(ControlCharacters.escaped($0))'?" } ?? ""
            printError("termskin remove: no skin named '\(shown)' in \(ControlCharacters.escaped(skinsDirectory))\(hint)")
            throw ExitCode(2)
        }
        do {
            let removal = try SkinRemoval.plan(removing: name, from: skinsDirectory, library: library)
            if dryRun {
                for step in removal.steps { printLine("would " + ControlCharacters.escaped(step.said(done: false))) }
                return
            }
            try removal.apply()
            for step in removal.steps { printLine(ControlCharacters.escaped(step.said(done: true))) }
            printLine("removed skin '\(shown)'")
        } catch {
            printError("termskin remove: \(ControlCharacters.escaped(error.message))")
            throw ExitCode(2)
        }
    }
}
