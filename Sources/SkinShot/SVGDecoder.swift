import FoundationEssentials
import SkinKit
import SkinUI

/// Reads an SVG screenshot written by `SVGExporter` back into cells.
///
/// Uses the structure the exporter controls: the grid size from `data-cols`/`data-rows` on `<svg>`,
/// backgrounds from the `fill` of `<rect data-col data-row data-cols>`, characters, foreground and
/// attributes from `<text data-col data-row data-attrs>`; reverse cells get their colors swapped
/// back. The colors are those the picture shows (reduced to its depth). Cells no element covers
/// keep `Cell()`.
public struct SVGDecoder: Sendable {
    public init() {}

    /// The cells of `data`; throws when it is not a TermSkin SVG screenshot.
    public func decode(_ data: Data) throws -> Canvas {
        let reader = try MarkupReader(data: data, format: .svg)
        guard reader.root.localName == "svg" else {
            throw ScreenshotDecodingError(format: .svg, message: "the root element is <\(reader.root.name)>, not <svg>")
        }
        let width = try reader.integer("data-cols", of: reader.root)
        let height = try reader.integer("data-rows", of: reader.root)
        try CellGrid.checkSize(width: width, height: height, format: .svg)
        var backgrounds = Array(repeating: Cell().background, count: width * height)
        for rect in reader.elements(named: "rect") where reader.string("data-col", of: rect) != nil {
            let column = try reader.integer("data-col", of: rect)
            let row = try reader.integer("data-row", of: rect)
            let count = try reader.integer("data-cols", of: rect)
            let color = try reader.color(reader.string("fill", of: rect), of: rect, what: "fill")
            guard row < height, column < width else { continue }
            for x in column..<min(column + min(count, width), width) { backgrounds[row * width + x] = color }
        }
        var grid = CellGrid(filler: Cell())
        for text in reader.elements(named: "text") where reader.string("data-col", of: text) != nil {
            let column = try reader.integer("data-col", of: text)
            let row = try reader.integer("data-row", of: text)
            guard row < height, column < width else { continue }
            let color = try reader.color(reader.string("fill", of: text), of: text, what: "fill")
            let attributes = Markup.attributes(fromList: reader.string("data-attrs", of: text) ?? "")
            grid.place(
                text.ownText, x: column, y: row, foreground: color, background: color,
                attributes: attributes)
        }
        var canvas = try grid.canvas(width: width, height: height, format: .svg)
        for y in 0..<height {
            for x in 0..<width {
                var cell = canvas[x, y]
                let shownBackground = backgrounds[y * width + x]
                if cell.attributes.contains(.reverse) {
                    cell.background = cell.foreground
                    cell.foreground = shownBackground
                } else {
                    cell.background = shownBackground
                }
                canvas[x, y] = cell
            }
        }
        return canvas
    }
}
