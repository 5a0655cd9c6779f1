import ArgumentParser
import SkinKit

/// `termskin list`: the skins found and where each comes from; exit 2 when a file could not be
/// loaded (the list would be incomplete), after printing its errors.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List the skins found and where each comes from.")

    @OptionGroup var skins: SkinOptions
    @Flag(help: "Also name the files the folder scan skipped, and why.") var verbose = false

    func run() throws {
        let library = skins.loadLibrary()
        let rows = library.catalog.allNames.compactMap { library.catalog[$0] }.map { skin in
            let usage = SkinKeyUsage(skin: skin, widgetKeys: SkinKeyUsage.embeddedWidgetKeys)
            return [skin.name, "\(skin.colors.count)", "\(skin.fonts.count)", "\(skin.images.count)",
                    "\(usage.readCount)/\(usage.keys.count)" + (library.guessedMap(forSkin: skin.name) == nil ? "" : " guessed"), skin.origin].map { ControlCharacters.escaped($0) }
        }
        let header = ["SKIN", "COLORS", "FONTS", "IMAGES", "READ", "SOURCE"]
        let widths = header.indices.map { column in ([header] + rows).map { TextWidth.of($0[column]) }.max() ?? 0 }
        for row in [header] + rows {
            let cells = row.enumerated().map { index, text in
                index == row.count - 1 ? text : text + String(repeating: " ", count: widths[index] - TextWidth.of(text))
            }
            printLine(cells.joined(separator: "  "))
        }
        if verbose {
            for file in library.skipped { printLine("skipped \(file)") }
        }
        try SkinOptions.stopOnErrors(library, command: "list")
    }
}
