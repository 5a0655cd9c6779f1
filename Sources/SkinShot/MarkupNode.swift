/// A node of our own SVG and HTML screenshots: an element with its attributes and children, or
/// text. Read by `MarkupParser` (Foundation's XMLDocument would map libxml2 and the system's ICU
/// into every process that links SkinShot, about 1.2 MB of resident memory, for files we write).
final class MarkupNode {
    enum Kind { case element, text }

    let kind: Kind
    /// The qualified element name (`svg`, `rect`, `svg:rect`); nil for text.
    let name: String?
    /// Attributes in document order, entities decoded.
    let attributes: [(name: String, value: String)]
    private(set) var children: [MarkupNode] = []
    private let text: String

    init(element name: String, attributes: [(name: String, value: String)]) {
        kind = .element
        self.name = name
        self.attributes = attributes
        text = ""
    }

    init(text: String) {
        kind = .text
        name = nil
        attributes = []
        self.text = text
    }

    func append(_ child: MarkupNode) { children.append(child) }

    /// The name without a namespace prefix.
    var localName: String? { name.map { $0.split(separator: ":").last.map(String.init) ?? $0 } }

    /// The text of this node and all its descendants, in order.
    var stringValue: String {
        kind == .text ? text : children.map(\.stringValue).joined()
    }
}
