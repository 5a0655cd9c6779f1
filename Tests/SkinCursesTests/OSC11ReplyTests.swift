import SkinKit
import Testing

@testable import SkinCurses

struct OSC11ReplyTests {
    @Test func fourDigitChannelsEndedByST() {
        #expect(BackgroundProbe.parseOSC11Reply("\u{1B}]11;rgb:1c1c/2d2d/ffff\u{1B}\\") == RGBColor(hex: 0x1C2DFF))
    }

    @Test func endedByBEL() {
        #expect(BackgroundProbe.parseOSC11Reply("\u{1B}]11;rgb:fdfd/f6f6/e3e3\u{07}") == RGBColor(hex: 0xFDF6E3))
    }

    @Test(arguments: [
        ("rgb:f/0/8", RGBColor(red: 255, green: 0, blue: 136)),
        ("rgb:ff/00/80", RGBColor(red: 255, green: 0, blue: 128)),
        ("rgb:fff/000/800", RGBColor(red: 255, green: 0, blue: 128)),
        ("rgb:8000/0000/FFFF", RGBColor(red: 128, green: 0, blue: 255)),
        ("rgba:0000/0000/0000/ffff", RGBColor.black),
    ])
    func channelWidthsScaleTo8Bits(spec: String, expected: RGBColor) {
        #expect(BackgroundProbe.parseOSC11Reply("\u{1B}]11;\(spec)\u{07}") == expected)
    }

    @Test func bytesAroundTheReplyAreSkipped() {
        let reply = Array("x\u{1B}[?64;1;2c\u{1B}]11;rgb:0000/2b2b/3636\u{1B}\\\u{1B}[?62c".utf8)
        #expect(BackgroundProbe.parseOSC11Reply(reply) == RGBColor(hex: 0x002B36))
    }

    @Test(arguments: [
        "\u{1B}]11;rgb:ffff/ffff/ffff",  // no terminator
        "\u{1B}]11;rgb:fffff/0/0\u{07}",  // five digits
        "\u{1B}]11;rgb:ff/ff\u{07}",  // two channels
        "\u{1B}]11;rgb:gg/00/00\u{07}",  // not hex
        "\u{1B}]11;rgb:/00/00\u{07}",  // empty channel
        "\u{1B}]10;rgb:ffff/ffff/ffff\u{07}",  // OSC 10 (foreground), not 11
        "\u{1B}]11;?\u{07}",  // the query itself
        "",
    ])
    func malformedRepliesGiveNil(reply: String) {
        #expect(BackgroundProbe.parseOSC11Reply(reply) == nil)
    }

    @Test func aDarkReplyIsDarkAndALightOneLight() throws {
        let dark = try #require(BackgroundProbe.parseOSC11Reply("\u{1B}]11;rgb:1e1e/1e1e/2e2e\u{07}"))
        let light = try #require(BackgroundProbe.parseOSC11Reply("\u{1B}]11;rgb:ffff/ffff/eeee\u{07}"))
        #expect(dark.isDark)
        #expect(!light.isDark)
    }

    @Test func theDA1SentinelIsRecognisedOnlyWhenComplete() {
        #expect(BackgroundProbe.containsDA1Reply(Array("\u{1B}[?64;1;2;6;22c".utf8)))
        #expect(BackgroundProbe.containsDA1Reply(Array("\u{1B}]11;rgb:0/0/0\u{07}\u{1B}[?1;2c".utf8)))
        #expect(!BackgroundProbe.containsDA1Reply(Array("\u{1B}[?64;1;2".utf8)))
        #expect(!BackgroundProbe.containsDA1Reply(Array("\u{1B}[64c".utf8)))
    }
}
