import Foundation
import SkinKit
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads the XML of our own SVG and HTML screenshots: the document, elements in document order,
/// and integer attributes, with errors that say what is missing.
struct MarkupReader {
    let format: ScreenshotFormat
    let root: XMLElement

    init(data: Data, format: ScreenshotFormat) throws {
        self.format = format
        let document: XMLDocument
        do {
            document = try XMLDocument(data: data, options: [.nodePreserveWhitespace])
        } catch {
            throw ScreenshotDecodingError(format: format, message: "not well-formed XML (\(error.localizedDescription))")
        }
        guard let root = document.rootElement() else {
            throw ScreenshotDecodingError(format: format, message: "the document has no root element")
        }
        self.root = root
    }

    /// Every element named `name` under `element` (itself included), in document order.
    func elements(named name: String, in element: XMLElement? = nil) -> [XMLElement] {
        var result: [XMLElement] = []
        func visit(_ node: XMLElement) {
            if node.localName == name || node.name == name { result.append(node) }
            for child in node.children ?? [] {
                if let child = child as? XMLElement { visit(child) }
            }
        }
        visit(element ?? root)
        return result
    }

    /// The text directly inside `element`, without that of child elements (a run's `<title>`).
    func ownText(of element: XMLElement) -> String {
        (element.children ?? []).filter { $0.kind == .text }.map { $0.stringValue ?? "" }.joined()
    }

    /// The value of attribute `name`, or nil. (Looked up by hand: on Linux, `attribute(forName:)`
    /// finds nothing on an element in a namespace, such as every element of an SVG.)
    func string(_ name: String, of element: XMLElement) -> String? {
        element.attributes?.first { $0.name == name }?.stringValue
    }

    /// A non-negative integer attribute; throws naming the element when it is missing or malformed.
    func integer(_ name: String, of element: XMLElement) throws -> Int {
        guard let text = string(name, of: element), let value = Int(text), value >= 0 else {
            throw ScreenshotDecodingError(
                format: format,
                message: "<\(element.name ?? "?")> has no valid \(name) attribute; is this a TermSkin \(format.rawValue) screenshot?")
        }
        return value
    }

    /// A `#RRGGBB` attribute or style value; throws naming the element when it is not one.
    func color(_ text: String?, of element: XMLElement, what: String) throws -> RGBColor {
        guard let text, let color = Markup.color(fromHex: text) else {
            throw ScreenshotDecodingError(format: format,
                                          message: "<\(element.name ?? "?")> has no valid \(what) (expected #RRGGBB)")
        }
        return color
    }
}
