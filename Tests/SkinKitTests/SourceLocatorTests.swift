import Testing
@testable import SkinKit

struct SourceLocatorTests {
    @Test func findsEachKeyAfterItsParentAndSkipsValues() {
        let text = """
        {
          "a": { "Color": { "text": "b" } },
          "b": {
            "Color": { "x": "text", "text": "#000" }
          }
        }
        """
        let locator = SourceLocator(text: text, isPlist: false)
        #expect(locator.line(of: ["a", "Color", "text"]) == 2)
        #expect(locator.line(of: ["b"]) == 3, "the value \"b\" on line 2 is not the key")
        #expect(locator.line(of: ["b", "Color", "text"]) == 4, "a key after a value that spells it")
        #expect(locator.line(of: ["b", "Color", "missing"]) == 4, "the deepest key found")
    }

    @Test func readsEscapedJSONAndPlistKeys() {
        let json = SourceLocator(text: "{\n" + #"  "q\"k": 1, "v": "w:", "x" : 2"# + "\n}", isPlist: false)
        #expect(json.line(of: [#"q"k"#]) == 2)
        #expect(json.line(of: ["x"]) == 2)
        #expect(json.line(of: ["w"]) == nil, "a value is not a key")
        let plist = SourceLocator(text: "<dict>\n<key>a&amp;b</key><dict>\n<key>c</key><string>d</string>\n</dict></dict>", isPlist: true)
        #expect(plist.line(of: ["a&b", "c"]) == 3)
    }
}
