import Foundation
import Testing

@testable import SkinKit

/// Each test runs twice: searching the text (the first lookups) and through the index of keys.
struct SourceLocatorTests {
    static let ways = [SourceLocator.directLookups, 0]

    @Test(arguments: ways) func findsEachKeyAfterItsParentAndSkipsValues(directLookups: Int) {
        let text = """
            {
              "a": { "Color": { "text": "b" } },
              "b": {
                "Color": { "x": "text", "text": "#000" }
              }
            }
            """
        let locator = SourceLocator(text: text, isPlist: false, directLookups: directLookups)
        #expect(locator.line(of: ["a", "Color", "text"]) == 2)
        #expect(locator.line(of: ["b"]) == 3, "the value \"b\" on line 2 is not the key")
        #expect(locator.line(of: ["b", "Color", "text"]) == 4, "a key after a value that spells it")
        #expect(locator.line(of: ["b", "Color", "missing"]) == 4, "the deepest key found")
    }

    @Test(arguments: ways) func readsEscapedJSONAndPlistKeys(directLookups: Int) {
        let json = SourceLocator(text: "{\n" + #"  "q\"k": 1, "v": "w:", "x" : 2"# + "\n}", isPlist: false, directLookups: directLookups)
        #expect(json.line(of: [#"q"k"#]) == 2)
        #expect(json.line(of: ["x"]) == 2)
        #expect(json.line(of: ["w"]) == nil, "a value is not a key")
        let plist = SourceLocator(
            text: "<dict>\n<key>a&amp;b</key><dict>\n<key>c</key><string>d</string>\n</dict></dict>", isPlist: true,
            directLookups: directLookups)
        #expect(plist.line(of: ["a&b", "c"]) == 3)
    }

    /// Past `directLookups` the index answers: every key of a real skin file gets the same line both ways.
    @Test func searchingAndTheIndexAgreeOnEveryKeyOfAShippedSkin() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Skins/ocean.json").standardized.path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        guard case .dictionary(let root)? = try? SkinNode.from(foundation: JSONObjectReader.object(from: Array(text.utf8)), limits: .standard) else {
            Issue.record("ocean.json does not parse")
            return
        }
        var paths: [[String]] = []
        for (skin, node) in root {
            guard case .dictionary(let sections) = node else { continue }
            for (section, entries) in sections {
                paths.append([skin, section])
                if case .dictionary(let table) = entries { paths += table.keys.map { [skin, section, $0] } }
            }
        }
        #expect(paths.count > SourceLocator.directLookups * 2)
        let searching = paths.map { SourceLocator(text: text, isPlist: false).line(of: $0) }
        let indexed = SourceLocator(text: text, isPlist: false, directLookups: 0)
        #expect(paths.map(indexed.line(of:)) == searching)
        #expect(searching.allSatisfy { $0 != nil })
    }

    /// A key path through arrays (`schemes[1]`, or `[1]` alone) is placed from the document's
    /// structure; a document nested far past every limit is indexed only to a bounded depth (one
    /// nested 50,000 deep took 19 GB, found by the CLI fuzzer), its problem placed at the deepest
    /// recorded part.
    @Test func keyPathsThroughArraysAndDeepDocuments() {
        let text = "{\n  \"a\": [\n    1,\n    [\n      2,\n      3\n    ]\n  ]\n}\n"
        let locator = SourceLocator(text: text, isPlist: false)
        #expect(locator.line(of: ["a", "[1]", "[1]"]) == 6)
        #expect(locator.line(of: ["a[1]", "[0]"]) == 5)
        let depth = 50_000
        let deep = "{\"deep\":\n" + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "}"
        let path = ["deep"] + Array(repeating: "[0]", count: 40)
        #expect(SourceLocator(text: deep, isPlist: false).line(of: path) == 2)
    }
}
