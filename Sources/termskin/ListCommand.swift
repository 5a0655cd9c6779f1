import ArgumentParser
import SkinKit

/// `termskin list`: the skins found and where each comes from; exit 2 when a file could not be
/// loaded (the list would be incomplete), after printing its errors.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List the skins found and where each comes from.")

    @OptionGroup var skins: SkinOptions
    @Flag(help: "Also name the files the folder scan skipped, and why.") var verbose = false
    @Flag(help: "List the bundled scheme collection instead: name, light/dark, the scheme and its author, its source.")
    var collection = false

    func run() throws {
        let library = skins.loadLibrary()
        if collection {
            let choices = library.catalog.choices.filter(\.isCollection)
            let rows: [[String]] = choices.map { (choice: SkinChoice) -> [String] in
                [choice.name, choice.variant.rawValue, choice.title ?? "", choice.author ?? "", choice.source]
            }
            printTable(["SKIN", "VARIANT", "SCHEME", "AUTHOR", "SOURCE"], rows)
            return
        }
        let rows = library.catalog.allNames.compactMap { library.catalog[$0] }.map { skin in
            let usage = SkinKeyUsage(skin: skin, widgetKeys: SkinKeyUsage.embeddedWidgetKeys)
            return [
                skin.name, "\(skin.colors.count)", "\(skin.fonts.count)", "\(skin.images.count)",
                "\(usage.readCount)/\(usage.keys.count)" + (library.guessedMap(forSkin: skin.name) == nil ? "" : " guessed"), skin.origin,
            ]
        }
        printTable(["SKIN", "COLORS", "FONTS", "IMAGES", "READ", "SOURCE"], rows)
        if verbose {
            for file in library.skipped { printLine("skipped \(file)") }
        }
        try SkinOptions.stopOnErrors(library, command: "list")
    }

    /// Rows in columns two spaces apart (the last column as it is), control characters escaped.
    private func printTable(_ header: [String], _ rows: [[String]]) {
        let table = ([header] + rows).map { $0.map { ControlCharacters.escaped($0) } }
        let widths = header.indices.map { column in table.map { TextWidth.of($0[column]) }.max() ?? 0 }
        for row in table {
            let cells = row.enumerated().map { index, text in
                index == row.count - 1 ? text : text + String(repeating: " ", count: widths[index] - TextWidth.of(text))
            }
            printLine(cells.joined(separator: "  "))
        }
    }
}
