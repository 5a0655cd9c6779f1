import ArgumentParser
import Foundation
import SkinKit

/// The interactive previewer (the default subcommand).
struct PreviewCommandLine: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "preview", abstract: "Open the interactive previewer (the default).")

    @OptionGroup var skins: SkinOptions

    @Option(help: "The skin to start with.", completion: Completions.skinNames)
    var skin: String?

    @Option(help: "Start in light or dark (default: the saved choice, else the terminal's background, else light).")
    var trait: UserInterfaceStyle?

    @Flag(help: "Do not reload when a skin file is saved.")
    var noWatch = false

    @Option(help: "Seconds a URL image may take to download.")
    var imageTimeout: Double = 5

    func run() throws {
        var app = PreviewApp(paths: skins.paths, mapFile: skins.mapFile, skinName: skin, style: trait, environment: ProcessInfo.processInfo.environment)
        app.watch = !noWatch
        app.imageTimeout = imageTimeout
        let code = try app.run()
        if code != 0 { throw ExitCode(code) }
    }
}
