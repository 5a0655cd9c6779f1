import ArgumentParser
import Lint

/// `termskin schema`: prints the JSON Schema of skin files, for editors (`"$schema"` in a skin file).
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema (draft 2020-12) of skin JSON files, for editor completion and checks.")

    func run() throws {
        writeOutput(SkinSchema.json())
    }
}
