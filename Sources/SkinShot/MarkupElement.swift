/// One element of a screenshot's markup as `MarkupParser` reads it: its name, its attributes in
/// document order and its children (elements and text, entities already replaced).
struct MarkupElement: Sendable {
    /// A child: an element or a run of text.
    enum Node: Sendable {
        case element(MarkupElement)
        case text(String)
    }

    /// The name as written, with any prefix (`svg:rect`).
    var name: String
    var attributes: [(name: String, value: String)]
    var children: [Node] = []
    /// The line of the start tag (1-based), for errors.
    var line: Int

    /// The name without a namespace prefix (`rect` for `svg:rect`).
    var localName: Substring { name.split(separator: ":", maxSplits: 1).last ?? Substring(name) }

    /// The value of attribute `name`, or nil.
    func attribute(_ name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    /// The child elements, in order.
    var childElements: [MarkupElement] {
        children.compactMap { if case .element(let element) = $0 { element } else { nil } }
    }

    /// The text directly inside this element, without that of child elements (a run's `<title>`).
    var ownText: String {
        children.map { if case .text(let text) = $0 { text } else { "" } }.joined()
    }

    /// All text inside this element, child elements' included, in document order.
    var allText: String {
        children.map {
            switch $0 {
            case .text(let text): text
            case .element(let element): element.allText
            }
        }.joined()
    }
}
