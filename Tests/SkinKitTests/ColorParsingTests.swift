import Testing

@testable import SkinKit

struct ColorParsingTests {
    @Test(arguments: [
        ("0x036EB7", RGBColor(red: 0x03, green: 0x6E, blue: 0xB7)),
        ("#036eb7", RGBColor(red: 0x03, green: 0x6E, blue: 0xB7)),
        ("  #FFF ", RGBColor(red: 255, green: 255, blue: 255)),
        ("#abc", RGBColor(red: 0xAA, green: 0xBB, blue: 0xCC)),
        ("c(#11223380)", RGBColor(red: 0x11, green: 0x22, blue: 0x33, alpha: 128.0 / 255)),
        ("#80112233", RGBColor(red: 0x11, green: 0x22, blue: 0x33, alpha: 128.0 / 255)),
        ("0x80FF0000", RGBColor(red: 0xFF, green: 0, blue: 0, alpha: 128.0 / 255)),
        ("#FFC0C0C0", RGBColor(red: 0xC0, green: 0xC0, blue: 0xC0)),
        ("c(#FFFFFF)", RGBColor(red: 255, green: 255, blue: 255)),
        ("C(#010203)", RGBColor(red: 1, green: 2, blue: 3)),
        ("c(255, 128, 0)", RGBColor(red: 255, green: 128, blue: 0)),
        ("c(255,255,255,0.5)", RGBColor(red: 255, green: 255, blue: 255, alpha: 0.5)),
        ("0X00ff00", RGBColor(red: 0, green: 255, blue: 0)),
    ])
    func parsesEveryForm(text: String, expected: RGBColor) throws {
        #expect(try ColorValueParser.parse(text) == expected)
    }

    @Test(arguments: ["#GGG", "0x12345", "c(1,2)", "c(256,0,0)", "c(1,2,3,2)", "blue", "#", "c()"])
    func rejectsMalformedColors(text: String) {
        #expect(throws: ValueParseError.self) { try ColorValueParser.parse(text) }
    }

    @Test func errorMessageQuotesTheValue() {
        do {
            _ = try ColorValueParser.parse("c(300,0,0)")
            Issue.record("expected an error")
        } catch {
            #expect(error.message.contains("c(300,0,0)"))
            #expect(error.message.contains("300"))
        }
    }

    @Test func hexStringRoundTrips() throws {
        let color = RGBColor(red: 0x12, green: 0xAB, blue: 0xEF, alpha: 0.5)
        #expect(color.hexString == "#12ABEF80")
        let parsed = try ColorValueParser.parse("c(\(color.hexString))")
        #expect(parsed.hexValue == color.hexValue)
        #expect(abs(parsed.alpha - 0.5) < 0.01)
    }
}
