import Testing

@testable import SkinKit

@Suite struct TOMLSubsetReaderTests {
    @Test func tablesDottedKeysInlineTablesAndArrays() throws {
        let text = """
            # comment
            title = "x\\ty"   # trailing
            [colors.primary]
            background = '#000000'
            cursor = { text = "CellBackground", cursor = '#ffffff' }
            [colors]
            indexed_colors = [
              { index = 16, color = '#ff0000' },
              { index = 17, color = '#00ff00' },
            ]
            bright.red = "#ff1111"
            number = 0x10
            flag = true
            """
        let root = try TOMLSubsetReader.parse(text)
        #expect(root["title"] as? String == "x\ty")
        let colors = try #require(root["colors"] as? [String: Any])
        #expect((colors["primary"] as? [String: Any])?["background"] as? String == "#000000")
        #expect(((colors["primary"] as? [String: Any])?["cursor"] as? [String: Any])?["cursor"] as? String == "#ffffff")
        #expect((colors["indexed_colors"] as? [Any])?.count == 2)
        #expect((colors["bright"] as? [String: Any])?["red"] as? String == "#ff1111")
        #expect(colors["number"] as? Int == 16)
        #expect(colors["flag"] as? Bool == true)
    }

    /// `[[name]]` starts a new table in the array `name`; the keys and `[name.sub]` tables after it
    /// belong to that newest table.
    @Test func arraysOfTables() throws {
        let text = """
            [colors.primary]
            background = '#000000'
            [[colors.indexed_colors]]
            index = 16
            color = '#d18616'
            [colors.indexed_colors.meta]
            note = "first"
            [[colors.indexed_colors]]
            index = 17
            [colors.indexed_colors.meta]
            note = "second"
            [colors.bright]
            red = '#ff1111'
            """
        let root = try TOMLSubsetReader.parse(text)
        let colors = try #require(root["colors"] as? [String: Any])
        let indexed = try #require(colors["indexed_colors"] as? [[String: Any]])
        #expect(indexed.map { $0["index"] as? Int } == [16, 17])
        #expect(indexed[0]["color"] as? String == "#d18616")
        #expect(indexed.map { ($0["meta"] as? [String: Any])?["note"] as? String } == ["first", "second"])
        #expect((colors["bright"] as? [String: Any])?["red"] as? String == "#ff1111")
    }

    @Test(arguments: [
        ("[colors]\nbackground = '#000\n", 2, "unterminated string"),
        ("[colors]\n\nbackground '#000'\n", 3, "expected '='"),
        ("a = 1\na = 2\n", 2, "defined twice"),
        ("a = 1\n[[a]]\n", 2, "not an array of tables"),
        ("[[a]]\n[a]\n", 2, "an array of tables, not a table"),
        ("[[a]\n", 1, "expected ']]'"),
        ("a = '''x'''\n", 1, "multi-line strings"),
        ("a = 1979-05-27\n", 1, "not a value"),
        ("a = 1 b = 2\n", 1, "after the value"),
    ])
    func errorsNameTheirLine(text: String, line: Int, message: String) {
        do {
            _ = try TOMLSubsetReader.parse(text)
            Issue.record("no error for \(text)")
        } catch {
            #expect(error.line == line)
            #expect(error.message.contains(message), "\(error.message)")
        }
    }
}
