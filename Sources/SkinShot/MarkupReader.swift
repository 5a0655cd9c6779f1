import Foundation
import SkinKit

/// Reads the XML of our own SVG and HTML screenshots: the document, elements in document order,
/// and integer attributes, with errors that say what is missing.
struct MarkupReader {
    let format: ScreenshotFormat
    let root: MarkupNode

    init(data: Data, format: ScreenshotFormat) throws {
        self.format = format
        do throws(MarkupParser.Failure) {
            root = try MarkupParser.parse([UInt8](data))
        } catch {
            throw ScreenshotDecodingError(format: format, message: "not well-formed XML (\(error))")
        }
    }

    /// Every element named `name` under `element` (itself included), in document order.
    func elements(named name: String, in element: MarkupNode? = nil) -> [MarkupNode] {
        var result: [MarkupNode] = []
        func visit(_ node: MarkupNode) {
            if node.localName == name || node.name == name { result.append(node) }
            for child in node.children where child.kind == .element { visit(child) }
        }
        visit(element ?? root)
        return result
    }

    /// The text directly inside `element`, without that of child elements (a run's `<title>`).
    func ownText(of element: MarkupNode) -> String {
        element.children.filter { $0.kind == .text }.map(\.stringValue).joined()
    }

    /// The value of attribute `name`, or nil.
    func string(_ name: String, of element: MarkupNode) -> String? {
        element.attributes.first { $0.name == name }?.value
    }

    /// A non-negative integer attribute; throws naming the element when it is missing or malformed.
    func integer(_ name: String, of element: MarkupNode) throws -> Int {
        guard let text = string(name, of: element), let value = Int(text), value >= 0 else {
            throw ScreenshotDecodingError(
                format: format,
                message: "<\(element.name ?? "?")> has no valid \(name) attribute; is this a TermSkin \(format.rawValue) screenshot?")
        }
        return value
    }

    /// A `#RRGGBB` attribute or style value; throws naming the element when it is not one.
    func color(_ text: String?, of element: MarkupNode, what: String) throws -> RGBColor {
        guard let text, let color = Markup.color(fromHex: text) else {
            throw ScreenshotDecodingError(format: format,
                                          message: "<\(element.name ?? "?")> has no valid \(what) (expected #RRGGBB)")
        }
        return color
    }
}
