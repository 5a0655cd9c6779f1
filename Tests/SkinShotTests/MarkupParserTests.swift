@testable import SkinShot
import Testing

/// The screenshot decoders' own XML reader: what our SVG and HTML files use is read exactly, and
/// a document that is not well-formed is refused with its line.
struct MarkupParserTests {
    @Test func elementsAttributesTextAndEntities() throws {
        let root = try MarkupParser.parse(Array("""
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE svg>
        <!-- a comment -->
        <svg xmlns="http://www.w3.org/2000/svg" data-cols='2'><text fill="#FF0000">a&amp;b &lt;&#x263E;&#9728;&gt;<title>t</title></text><g/></svg>
        """.utf8))
        #expect(root.name == "svg" && root.localName == "svg")
        #expect(root.attributes.map(\.name) == ["xmlns", "data-cols"])
        #expect(root.attributes.last?.value == "2")
        let text = try #require(root.children.first)
        #expect(text.name == "text" && text.attributes.first?.value == "#FF0000")
        #expect(text.children.first?.stringValue == "a&b <☾☀>")
        #expect(text.stringValue == "a&b <☾☀>t")
        #expect(root.children.last?.name == "g" && root.children.last?.children.isEmpty == true)
    }

    @Test func whitespaceAndNewlinesInTextAreKept() throws {
        let root = try MarkupParser.parse(Array("<pre>  a\n\n b </pre>".utf8))
        #expect(root.stringValue == "  a\n\n b ")
    }

    @Test(arguments: [
        ("<a><b></a>", 1, "</a> closes <b>"),
        ("<a>\n<b>", 2, "<b> is not closed"),
        ("<a x=1/>", 1, "the value of x is not quoted"),
        ("<a/><b/>", 1, "a second root element"),
        ("<a>&bogus;</a>", 1, "unknown entity &bogus;"),
        ("", 1, "the document has no root element"),
        ("<a x='1' x='2'/>", 1, "x is given twice"),
    ])
    func malformedDocumentsAreRefusedWithTheirLine(text: String, line: Int, reason: String) {
        #expect(throws: MarkupParser.Failure.self) { try MarkupParser.parse(Array(text.utf8)) }
        do {
            _ = try MarkupParser.parse(Array(text.utf8))
        } catch {
            #expect(error.line == line && error.reason == reason, "\(error)")
        }
    }

    @Test func deepNestingIsRefusedNotRecursedInto() {
        let deep = String(repeating: "<a>", count: 10_000) + String(repeating: "</a>", count: 10_000)
        #expect(throws: MarkupParser.Failure.self) { try MarkupParser.parse(Array(deep.utf8)) }
    }
}
