import FoundationEssentials
import SkinKit
import SkinUI

/// Reads an HTML screenshot written by `HTMLExporter` back into cells.
///
/// Uses the structure the exporter controls: the `<pre data-cols data-rows>`, one line of spans per
/// row (rows separated by newlines), each span's `color` and `background-color` from its inline
/// style and its attributes from `data-attrs`; reverse cells get their colors swapped back. The
/// colors are those the page shows (reduced to its depth). Cells no span covers keep `Cell()`.
public struct HTMLDecoder: Sendable {
    public init() {}

    /// The cells of `data`; throws when it is not a TermSkin HTML screenshot.
    public func decode(_ data: Data) throws -> Canvas {
        let reader = try MarkupReader(data: data, format: .html)
        guard let pre = reader.elements(named: "pre").first(where: { reader.string("data-cols", of: $0) != nil }) else {
            throw ScreenshotDecodingError(format: .html, message: "no <pre data-cols=…> element; is this a TermSkin HTML screenshot?")
        }
        let width = try reader.integer("data-cols", of: pre)
        let height = try reader.integer("data-rows", of: pre)
        var grid = CellGrid(filler: Cell())
        var x = 0
        var y = 0
        for node in pre.children {
            switch node {
            case .element(let span):
                let style = Self.declarations(reader.string("style", of: span) ?? "")
                let foreground = try reader.color(style["color"], of: span, what: "color")
                let background = try reader.color(style["background-color"], of: span, what: "background-color")
                let attributes = Markup.attributes(fromList: reader.string("data-attrs", of: span) ?? "")
                let reversed = attributes.contains(.reverse)
                x = grid.place(
                    span.allText, x: x, y: y,
                    foreground: reversed ? background : foreground,
                    background: reversed ? foreground : background, attributes: attributes)
            case .text(let text):
                for character in text where character == "\n" {
                    y += 1
                    x = 0
                }
            }
        }
        return try grid.canvas(width: width, height: height, format: .html)
    }

    /// `a:b;c:d` → `["a": "b", "c": "d"]`.
    static func declarations(_ style: String) -> [String: String] {
        var result: [String: String] = [:]
        for declaration in style.split(separator: ";") {
            guard let colon = declaration.firstIndex(of: ":") else { continue }
            let name = Whitespace.trimmingSpaces(declaration[..<colon])
            let value = Whitespace.trimmingSpaces(declaration[declaration.index(after: colon)...])
            result[name] = value
        }
        return result
    }

}
