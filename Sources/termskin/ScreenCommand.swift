import ArgumentParser
import FoundationEssentials
import SkinKit
import SkinUI

/// `termskin screen`: screen files, an app's own screens built from the widgets.
struct ScreenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "screen",
        abstract: "Screen files (Screens/NAME.screen.json): your app's screens, previewed as pages.",
        subcommands: [ScreenNewCommand.self])
}

/// `termskin screen new NAME`: writes a starter screen that uses every widget kind once.
struct ScreenNewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Write Screens/NAME.screen.json: a starter screen showing every widget kind once.",
        discussion: "An existing file is never replaced (exit 2). The previewer shows it as the page NAME; `shot --page NAME` takes it.")

    @Argument(help: "The screen's name (letters, digits, - and _).") var name: String
    @Option(help: "The folder to write into.", completion: .directory) var dir = SkinSources.defaultScreensFolder

    func validate() throws {
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else {
            throw ValidationError("a screen name takes letters, digits, - and _ (it names the file and the page): '\(ControlCharacters.escaped(name))'")
        }
    }

    func run() throws {
        let path = PathName.joined(dir, name + ScreenDocument.fileSuffix)
        guard !FileManager.default.fileExists(atPath: path) else {
            printError("termskin screen new: \(path) exists; not replaced (pick another name or remove it)")
            throw ExitCode(2)
        }
        do {
            try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        } catch {
            printError("termskin screen new: cannot create the folder \(dir): \(SystemReason.of(error))")
            throw ExitCode(2)
        }
        do {
            try AtomicFile.write(Data(ScreenStarter.text(title: name).utf8), to: path)
        } catch {
            printError("termskin screen new: \(error)")
            throw ExitCode(2)
        }
        printLine("wrote \(path): the previewer shows it as the page '\(name)' (g); `termskin shot --page \(name)` takes it")
    }
}
