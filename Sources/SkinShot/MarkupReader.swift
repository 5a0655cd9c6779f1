import FoundationEssentials
import SkinKit

/// Reads the markup of our own SVG and HTML screenshots (with `MarkupParser`): the root element,
/// elements in document order, and integer and color attributes, with errors that say what is missing.
struct MarkupReader {
    let format: ScreenshotFormat
    let root: MarkupElement

    init(data: Data, format: ScreenshotFormat) throws {
        self.format = format
        var parser = MarkupParser(data: data, format: format)
        root = try parser.parseDocument()
    }

    /// Every element named `name` (without prefix) under `element` (itself included), in document order.
    func elements(named name: String, in element: MarkupElement? = nil) -> [MarkupElement] {
        var result: [MarkupElement] = []
        // Depth-first with an explicit stack (children pushed in reverse to keep document order).
        var pending = [element ?? root]
        while let node = pending.popLast() {
            if node.localName == name { result.append(node) }
            pending.append(contentsOf: node.childElements.reversed())
        }
        return result
    }

    /// The value of attribute `name`, or nil.
    func string(_ name: String, of element: MarkupElement) -> String? {
        element.attribute(name)
    }

    /// A non-negative integer attribute; throws naming the element and line when it is missing or malformed.
    func integer(_ name: String, of element: MarkupElement) throws -> Int {
        guard let text = string(name, of: element), let value = Int(text), value >= 0 else {
            throw ScreenshotDecodingError(
                format: format,
                message: "<\(element.name)> on line \(element.line) has no valid \(name) attribute; "
                    + "is this a TermSkin \(format.rawValue) screenshot?")
        }
        return value
    }

    /// A `#RRGGBB` attribute or style value; throws naming the element and line when it is not one.
    func color(_ text: String?, of element: MarkupElement, what: String) throws -> RGBColor {
        guard let text, let color = Markup.color(fromHex: text) else {
            throw ScreenshotDecodingError(
                format: format,
                message: "<\(element.name)> on line \(element.line) has no valid \(what) (expected #RRGGBB)")
        }
        return color
    }
}
