import ArgumentParser
import SkinKit

/// `termskin map`: role maps, which of an app's own keys paint which widget part.
struct MapCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "map",
        abstract: "Role maps: which of a skin file's own keys paint which widget part.",
        subcommands: [MapSuggestCommand.self])
}

/// `termskin map suggest FILE`: proposes a map from key names and colors; JSON on stdout, each
/// guess's reason on stderr; writes `<name>.map.json` only with `--write`.
struct MapSuggestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "suggest",
        abstract: "Propose a role map for a skin file from its key names and colors.",
        discussion: "Prints the map as JSON (save it as <name>\(RoleMap.fileSuffix) next to the file, or pass it with --map); "
            + "the reason for each guess goes to stderr. Exit 0 with guesses, 1 with none, 2 when the file cannot be read.")

    @Argument(help: "A skin file (JSON or CJSkin.plist layout).")
    var file: String

    @Flag(help: "Write the map next to the file as <name>\(RoleMap.fileSuffix) (replacing one that is there).")
    var write = false

    func run() throws {
        let result = SkinLoader().load(path: file)
        if result.skins.isEmpty {
            for error in result.errors { printError("error: \(error)") }
            printError("termskin map suggest: no skins read from \(file)")
            throw ExitCode(2)
        }
        let suggestion = MapGuessing.declared().suggestion(for: result.skins, defaultSkin: EmbeddedSkin.catalog().catalog.defaultSkin)
        let (guesses, rejected) = (suggestion.guesses, suggestion.rejected)
        for guess in guesses + suggestion.perSkin.keys.sorted().flatMap({ suggestion.perSkin[$0] ?? [] }) {
            printError("\(guess.widgetKey) ← \(guess.ownKey): \(guess.reason)")
        }
        for rejection in rejected { printError("left to default: \(rejection.guess.widgetKey) ← \(rejection.guess.ownKey): \(rejection.reason)") }
        let mapped = Set(guesses.map(\.ownKey)).union(rejected.map(\.guess.ownKey))
        let unguessed = Set(result.skins.flatMap { Array($0.colors.keys) + Array($0.fonts.keys) + Array($0.images.keys) })
            .subtracting(mapped).subtracting(SkinKeyUsage.embeddedWidgetKeys).sorted()
        if !unguessed.isEmpty { printError("no guess for: \(unguessed.joined(separator: ", "))") }
        guard !guesses.isEmpty else {
            printError("termskin map suggest: no key of \(file) looks like a widget part; write the map by hand")
            throw ExitCode(1)
        }
        let json = suggestion.map.jsonText + "\n"
        writeOutput(json)
        if write {
            let path = RoleMap.companionPath(of: file)
            do {
                try suggestion.map.write(to: path)
            } catch {
                printError("termskin: \(error)")
                throw ExitCode(2)
            }
            printError("wrote \(path)")
        }
    }
}
