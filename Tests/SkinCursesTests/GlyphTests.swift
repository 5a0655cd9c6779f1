import SkinKit
import Testing

@testable import SkinCurses

struct GlyphTests {
    /// A width function like wcwidth for the scalars used here, so results do not depend on the locale.
    private func width(_ scalar: UInt32) -> Int {
        switch scalar {
        case 0x0301, 0xFE0F, 0x200D, 0x1F3FD: return 0
        case 0x4E2D, 0x1F468, 0x1F469, 0x1F44D: return 2
        case 0x07, 0x7F: return -1
        default: return 1
        }
    }

    private func scalars(_ glyph: Glyph) -> [UInt32] {
        glyph.characters.prefix { $0 != 0 }.map { UInt32(bitPattern: $0) }
    }

    @Test func narrowAndWideCharactersKeepTheirCells() {
        let a = Glyph("a", cells: 1, width: width)
        #expect(scalars(a) == [0x61])
        #expect(a.width == 1 && !a.padsWithSpace)
        #expect(a.characters.last == 0)
        let wide = Glyph("中", cells: 2, width: width)
        #expect(scalars(wide) == [0x4E2D])
        #expect(wide.width == 2 && !wide.padsWithSpace)
    }

    @Test func combiningMarksStayWithTheirBase() {
        #expect(scalars(Glyph("e\u{301}", cells: 1, width: width)) == [0x65, 0x301])
    }

    @Test func emojiSequencesKeepTheFirstEmojiAndStopAtTheJoiner() {
        let family = Glyph("👨\u{200D}👩", cells: 2, width: width)
        #expect(scalars(family) == [0x1F468])
    }

    @Test func aGlyphTheTerminalDrawsNarrowerIsPadded() {
        let glyph = Glyph("x", cells: 2, width: width)
        #expect(glyph.width == 1)
        #expect(glyph.padsWithSpace)
    }

    @Test func aGlyphTheTerminalDrawsWiderOrCannotPrintIsReplaced() {
        #expect(scalars(Glyph("中", cells: 1, width: width)) == [0xFFFD])
        #expect(scalars(Glyph("\u{7}", cells: 1, width: width)) == [0xFFFD])
        #expect(scalars(Glyph("\u{301}", cells: 1, width: width)) == [0xFFFD])
    }

    @Test func neverMoreThanFiveScalars() {
        let heavy = Glyph("a" + String(repeating: "\u{301}", count: 9), cells: 1, width: width)
        #expect(scalars(heavy).count == Glyph.maxScalars)
    }
}

/// The backend's path for a cell of one scalar (no String) gives the glyph the String path gives.
struct GlyphScalarPathTests {
    private func width(_ scalar: UInt32) -> Int {
        switch scalar {
        case 0x4E2D, 0x1F44D: return 2
        case 0x07, 0x301: return scalar == 0x07 ? -1 : 0
        default: return 1
        }
    }

    @Test func aScalarGivesTheGlyphOfItsString() {
        for text in ["a", " ", "中", "👍", "\u{7}", "\u{301}", "─"] {
            for cells in 0...2 {
                for scalar in text.unicodeScalars.prefix(1) {
                    let fromScalar = Glyph(scalar, cells: cells, width: width)
                    let fromString = Glyph(text, cells: cells, width: width)
                    #expect(fromScalar == fromString, "\(text) in \(cells) cells")
                }
            }
        }
    }
}

/// The backend builds ncurses cells itself (no `setcchar` per cell); they must be the very bytes
/// `setcchar` makes, for plain, wide and combined glyphs, every attribute and pairs past 255.
struct CursesCharacterTests {
    @Test func theCellIsTheOneSetccharMakes() throws {
        let glyphs = [
            Glyph("a", cells: 1), Glyph("中", cells: 2), Glyph("e\u{301}", cells: 1),
            Glyph("a" + String(repeating: "\u{301}", count: 9), cells: 1), .space, Glyph("x", cells: 2),
        ]
        let attributes: [TextAttributes] = [[], [.bold], [.dim, .italic], [.underline, .reverse]]
        for glyph in glyphs {
            for attribute in attributes {
                for pair: Int32 in [0, 1, 255, 256, 4_000] {
                    let reference = try #require(glyph.cursesCharacterBySetcchar(attributes: attribute.cursesAttributes, pair: pair))
                    let made = glyph.cursesCharacter(attributes: attribute.cursesAttributes, pair: pair)
                    let same = withUnsafeBytes(of: made) { a in withUnsafeBytes(of: reference) { b in a.elementsEqual(b) } }
                    #expect(same, "\(glyph.characters) \(attribute) pair \(pair)")
                }
            }
        }
    }
}
