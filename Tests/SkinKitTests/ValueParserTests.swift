import Testing

@testable import SkinKit

struct ValueParserTests {
    let registry = ValueParserRegistry.standard

    @Test func macroChainsResolveToTheFinalColor() throws {
        let defines = ["a": "d(b)", "b": "c(#010203)"]
        #expect(try registry.parseColor("d(a)", defines: defines) == RGBColor(red: 1, green: 2, blue: 3))
    }

    @Test func macroCycleIsAnErrorNamingTheCycle() {
        let defines = ["a": "d(b)", "b": "d(a)"]
        do {
            _ = try registry.parseColor("d(a)", defines: defines)
            Issue.record("a cycle must fail")
        } catch {
            #expect(error.message.contains("a → b → a"))
        }
    }

    @Test func undefinedMacroNamesIt() {
        do {
            _ = try registry.parseColor("d(missing)", defines: ["other": "#fff"])
            Issue.record("an undefined macro must fail")
        } catch {
            #expect(error.message.contains("'missing'"))
            #expect(error.message.contains("other"))
        }
    }

    @Test func nonColorTextIsReportedAsSuch() {
        #expect(throws: ValueParseError.self) { try registry.parseColor("hello", defines: [:]) }
        #expect(throws: ValueParseError.self) { try registry.parseColor("d(x)", defines: ["x": "plain"]) }
    }

    /// A user parser: CSS-like `gray(N)` names a gray, and runs after macros expand.
    struct GrayParser: ValueParser {
        let identifier = "gray"
        let priority = ParserPriority.normal
        let continuesParsing = false
        func canParse(_ value: ParsedValue) -> Bool { value.text?.hasPrefix("gray(") == true }
        func convert(_ value: ParsedValue, context: inout ParserContext) throws(ValueParseError) -> ParsedValue {
            guard let text = value.text, let level = UInt8(text.dropFirst(5).dropLast()) else {
                throw ValueParseError("bad gray")
            }
            return .color(RGBColor(red: level, green: level, blue: level))
        }
    }

    @Test func userParsersCanBeRegistered() throws {
        var custom = ValueParserRegistry.standard
        custom.register(GrayParser())
        #expect(try custom.parseColor("gray(40)", defines: [:]) == RGBColor(red: 40, green: 40, blue: 40))
        // Macro expansion continues into the user's parser.
        #expect(try custom.parseColor("d(shade)", defines: ["shade": "gray(7)"]) == RGBColor(red: 7, green: 7, blue: 7))
        #expect(throws: ValueParseError.self) { try registry.parseColor("gray(40)", defines: [:]) }
    }

    /// A high-priority parser that claims everything wins over the built-in color parser.
    struct ShoutParser: ValueParser {
        let identifier = "shout"
        let priority = ParserPriority(2000)
        let continuesParsing = false
        func canParse(_ value: ParsedValue) -> Bool { value.text != nil }
        func convert(_ value: ParsedValue, context: inout ParserContext) throws(ValueParseError) -> ParsedValue {
            .string(value.text?.uppercased() ?? "")
        }
    }

    @Test func priorityDecidesTheOrder() throws {
        var custom = ValueParserRegistry.standard
        custom.register(ShoutParser())
        #expect(custom.parsers.first?.identifier == "shout")
        #expect(try custom.parse("#abc", defines: [:]) == .string("#ABC"))
        // The standard registry's direct reading of `#RRGGBB` does not bypass a parser put before it.
        #expect(throws: ValueParseError.self) { try custom.parseColor("#AABBCC", defines: [:]) }
        #expect(try registry.parseColor("#AABBCC", defines: [:]) == RGBColor(hex: 0xAABBCC))
    }
}
