import ArgumentParser
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
    var noWatch = PreviewSettings.defaults.noWatch

    @Option(help: "Seconds a URL image may take to download.")
    var imageTimeout: Double = PreviewSettings.defaults.imageTimeout

    /// The options as plain values.
    var settings: PreviewSettings {
        PreviewSettings(sources: skins.sources, skin: skin, trait: trait, noWatch: noWatch, imageTimeout: imageTimeout)
    }

    func run() throws { try settings.run(trace: .off) }
}
