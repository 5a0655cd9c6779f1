import SkinUI
import Testing

@testable import SkinCurses

/// Key decoding against the values ncurses documents in curses.h (octal), so a wrong shim wrapper
/// or a wrong table entry fails here.
struct KeyDecoderTests {
    static let ok: Int32 = 0
    static let keyCodeYes: Int32 = 0o400
    static let err: Int32 = -1

    @Test(arguments: [
        (UInt32(0o403), KeyPress.up), (0o402, .down), (0o404, .left), (0o405, .right),
        (0o406, .home), (0o550, .end), (0o523, .pageUp), (0o522, .pageDown),
        (0o527, .enter), (0o407, .backspace), (0o512, .delete), (0o541, .backTab),
        (0o411, .function(1)), (0o415, .function(5)), (0o424, .function(12)),
    ])
    func keyCodes(code: UInt32, expected: KeyPress) {
        #expect(KeyDecoder.decode(status: Self.keyCodeYes, value: code) == .key(expected))
    }

    @Test func resizeIsNotAKey() {
        #expect(KeyDecoder.decode(status: Self.keyCodeYes, value: 0o632) == .resize)
    }

    @Test func unknownKeyCodesAndF13AreIgnored() {
        #expect(KeyDecoder.decode(status: Self.keyCodeYes, value: 0o425) == nil)  // KEY_F(13)
        #expect(KeyDecoder.decode(status: Self.keyCodeYes, value: 0o777) == nil)
    }

    @Test func errorStatusMeansNoInput() {
        #expect(KeyDecoder.decode(status: Self.err, value: 65) == nil)
    }

    @Test(arguments: [
        (UInt32(13), KeyPress.enter), (10, .enter), (9, .tab), (127, .backspace), (8, .backspace),
        (27, .escape), (1, .control("a")), (18, .control("r")), (26, .control("z")),
        (UInt32(UInt8(ascii: "q")), .character("q")), (32, .character(" ")),
        (0xE9, .character("é")), (0x4E2D, .character("中")), (0x1F600, .character("😀")),
    ])
    func characters(value: UInt32, expected: KeyPress) {
        #expect(KeyDecoder.decode(status: Self.ok, value: value) == .key(expected))
    }

    @Test(arguments: [UInt32(0), 28, 31, 0x80, 0x9F, 0xD800])
    func controlCodesAndInvalidScalarsAreIgnored(value: UInt32) {
        #expect(KeyDecoder.decode(status: Self.ok, value: value) == nil)
    }

    @Test func theKeyCodeFlagDecidesBetweenCharacterAndKey() {
        // 0o403 is KEY_UP as a key code but the character U+0103 (ă) as a character.
        #expect(KeyDecoder.decode(status: Self.ok, value: 0o403) == .key(.character("ă")))
    }
}
