import ArgumentParser
import SkinKit

/// `termskin list`: the skins found and where each comes from.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List the skins found and where each comes from.")

    @OptionGroup var skins: SkinOptions
    @Flag(help: "Also name the files the folder scan skipped, and why.") var verbose = false

    func run() throws {
        let library = skins.loadLibrary()
        let rows = library.catalog.names.compactMap { library.catalog[$0] }.map { skin in
            [skin.name, "\(skin.colors.count)", "\(skin.fonts.count)", "\(skin.images.count)", skin.origin]
        }
        let header = ["SKIN", "COLORS", "FONTS", "IMAGES", "SOURCE"]
        let widths = header.indices.map { column in ([header] + rows).map { TextWidth.of($0[column]) }.max() ?? 0 }
        for row in [header] + rows {
            let cells = row.enumerated().map { index, text in
                index == row.count - 1 ? text : text + String(repeating: " ", count: widths[index] - TextWidth.of(text))
            }
            print(cells.joined(separator: "  "))
        }
        if verbose {
            for file in library.skipped { print("skipped \(file)") }
        }
        if !library.errors.isEmpty {
            printError("\(library.errors.count) error(s) while loading; run `termskin lint` for details")
        }
    }
}
