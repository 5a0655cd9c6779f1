import ArgumentParser
import Lint

/// `termskin schema`: prints the JSON Schema of skin files (or of screen files, `--screen`), for
/// editors (`"$schema"` in a file).
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema (draft 2020-12) of skin JSON files (or screen files), for editor completion and checks.")

    @Flag(help: "The schema of screen files (Screens/NAME.screen.json) instead of skin files.")
    var screen = false

    func run() throws {
        writeOutput(screen ? ScreenSchema.json() : SkinSchema.json())
    }
}
