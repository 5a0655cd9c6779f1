import Foundation
import Testing

@testable import SkinShot

/// The markup reader that replaced FoundationXML: what our exporters write is read exactly, and
/// what is not well-formed is refused with the line and the reason.
struct MarkupParserTests {
    private func parse(_ text: String) throws -> MarkupElement {
        var parser = MarkupParser(data: Data(text.utf8), format: .svg)
        return try parser.parseDocument()
    }

    private func failure(_ text: String) -> String? {
        var parser = MarkupParser(data: Data(text.utf8), format: .svg)
        do {
            _ = try parser.parseDocument()
            return nil
        } catch {
            return error.message
        }
    }

    @Test func readsElementsAttributesTextAndEntities() throws {
        let root = try parse(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <!-- a comment -->
            <svg:svg a="1" b='x &amp; &lt;y&gt; &quot;&apos;'>
            <text data-col="3"><title>fg: &#x41;&#66;</title>a&amp;b<![CDATA[<c>]]></text><rect/>
            </svg:svg>
            """)
        #expect(root.name == "svg:svg" && root.localName == "svg" && root.line == 3)
        #expect(root.attribute("a") == "1" && root.attribute("b") == "x & <y> \"'" && root.attribute("c") == nil)
        let text = try #require(root.childElements.first)
        #expect(text.name == "text" && text.line == 4 && text.attribute("data-col") == "3")
        #expect(text.ownText == "a&b<c>")
        #expect(text.allText == "fg: ABa&b<c>")
        #expect(root.childElements.map(\.name) == ["text", "rect"])
    }

    @Test func readsTheHTMLDoctypeAndEmptyTags() throws {
        let root = try parse("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"/></head><body/></html>\n")
        #expect(root.childElements.map(\.name) == ["head", "body"])
        #expect(root.childElements.first?.childElements.first?.attribute("charset") == "utf-8")
    }

    @Test(arguments: [
        ("<svg><text></svg>", "line 1: the end tag </svg> closes <text> of line 1"),
        ("<svg>\n<text>", "line 2: <text> of line 2 is never closed"),
        ("", "line 1: the document has no root element"),
        ("<a/><b/>", "line 1: a second root element <b>"),
        ("hello <a/>", "line 1: text outside the root element"),
        ("<a x=1/>", "line 1: the value of attribute x of <a> is not quoted"),
        ("<a x=\"1\" x=\"2\"/>", "line 1: <a> repeats attribute x"),
        ("<a>&nbsp;</a>", "line 1: unknown entity &nbsp;"),
        ("<a>&#0;</a>", "line 1: unknown entity &#0;"),
        ("<a>&#xD800;</a>", "line 1: unknown entity &#xD800;"),
        ("<a>a & b</a>", "line 1: an & that starts no entity (write &amp;)"),
        ("<a><!-- open</a>", "line 1: a comment that is never closed"),
        ("<1a/>", "line 1: a start tag without a valid name"),
        ("</a>", "line 1: the end tag </a> has no start tag"),
        ("<a>&#x1B;\u{1B}[31m;</a>x", "line 1: text outside the root element"),
        ("<a>&\u{1B}[2J;</a>", "line 1: unknown entity &\\u{1B}[2J;"),
    ])
    func refusesWhatIsNotWellFormed(text: String, reason: String) {
        #expect(failure(text) == "not well-formed XML (\(reason))")
    }

    @Test func boundsTheNesting() throws {
        let depth = MarkupParser.maximumDepth
        let deepest = String(repeating: "<g>", count: depth) + String(repeating: "</g>", count: depth)
        #expect(try parse(deepest).name == "g")
        let tooDeep = String(repeating: "<g>", count: 100_000)
        #expect(failure(tooDeep) == "not well-formed XML (line 1: elements nest deeper than \(depth) levels)")
    }
}
