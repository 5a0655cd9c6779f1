import SkinKit
import TestSupport
import Testing

@testable import SkinUI

struct CanvasTests {
    @Test func wideCharacterNeverSplitsAcrossAClipEdge() {
        var canvas = Canvas(width: 6, height: 1)
        // "ab世" in a clip 3 cells wide: 世 would cross the edge, so it becomes a space.
        canvas.draw("ab世", x: 0, y: 0, foreground: .black, clip: Rect(x: 0, y: 0, width: 3, height: 1))
        #expect(canvas.text(ofRow: 0) == "ab    ")
        canvas.draw("世界", x: 1, y: 0, foreground: .black)
        #expect(canvas[1, 0].character == "世" && canvas[2, 0].isContinuation)
        #expect(canvas[3, 0].character == "界" && canvas[4, 0].isContinuation)
        // Overwriting half of a wide character clears its other half.
        canvas.draw("x", x: 2, y: 0, foreground: .black)
        #expect(canvas[1, 0].character == " " && canvas[2, 0].character == "x")
    }

    @Test func wideCharacterAtPanelEdgeInTheGallery() throws {
        let store = try Fixtures.store()
        let window = Window(store: store)
        let card = Card(title: "t", [Label("abcdefghijklmnopqrs世界")])
        card.width = .fixed(26)
        window.addSubview(StackView(axis: .horizontal, [card]))
        let canvas = window.render(size: Size(width: 30, height: 4))
        // Inner width 22: the text is cut with an ellipsis before 世 could cross the border.
        for y in 0..<4 {
            let border = canvas[card.frame.maxX - 1, y]
            #expect(!border.isContinuation)
            #expect(!canvas[card.frame.maxX, y].isContinuation)
        }
        #expect(canvas.text(ofRow: 1).contains("…"))
    }

    @Test func alphaCompositesOverTheParentBackground() throws {
        let store = try Fixtures.store()
        let window = Window(store: store)
        let parent = StackView(axis: .vertical, [Label("x")])
        parent.backgroundColor = .fixed(RGBColor(hex: 0x000000))
        let child = parent.subviews[0]
        child.backgroundColor = .fixed(RGBColor(red: 255, green: 255, blue: 255, alpha: 0.5))
        (child as? Label)?.textColor = .fixed(RGBColor(red: 255, green: 0, blue: 0, alpha: 0.5))
        window.addSubview(parent)
        let canvas = window.render(size: Size(width: 4, height: 1))
        #expect(canvas[0, 0].background == RGBColor(red: 128, green: 128, blue: 128))
        #expect(canvas[0, 0].foreground == RGBColor(red: 192, green: 64, blue: 64), "text alpha over the composited background")
        #expect(canvas[3, 0].background == RGBColor(red: 128, green: 128, blue: 128))
    }

    @Test func cellsRecordTheSkinKeysThatColoredThem() throws {
        let store = try Fixtures.store()
        let window = Window(store: store)
        let label = Label("k")
        label.backgroundColor = .skin("surface")
        window.addSubview(label)
        let canvas = window.render(size: Size(width: 3, height: 1))
        #expect(canvas[0, 0].foregroundKey == "text")
        #expect(canvas[0, 0].backgroundKey == "surface")
    }
}

/// The canvas's fast path for plain text agrees with grapheme breaking and `TextWidth`.
struct CanvasFastPathTests {
    /// The in-place check of a whole string says what the byte-by-byte check says, for small
    /// (inline) and large strings, substrings made into Strings, and text with controls, DEL and
    /// non-ASCII at any place.
    @Test func theStringCheckForPrintableASCIIAgreesWithTheByteCheck() {
        var random = SplitMix64(seed: 26)
        let pieces = ["a", "Z", " ", "~", "\u{1F}", "\u{7F}", "\t", "é", "世", "─", "🙂"]
        var texts = ["", " ", "~", String(repeating: "x", count: 15), String(repeating: "x", count: 16)]
        for _ in 0..<2_000 {
            let length = Int(random.next() % 40)
            var text = ""
            for _ in 0..<length {
                // Mostly printable ASCII, as widgets' text is.
                let pick = Int(random.next() % 40)
                text += pick < pieces.count ? pieces[pick] : String(UnicodeScalar(UInt8(0x20 + pick)))
            }
            texts.append(text)
            texts.append(String(text.dropFirst()))
        }
        var printable = 0
        for text in texts {
            let expected = text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
            #expect(Canvas.isPrintableASCII(text) == expected, "\(text.debugDescription)")
            if expected { printable += 1 }
        }
        // Both answers come up often.
        #expect(printable > 200 && printable < texts.count - 200)
    }

    @Test func everyOneCellScalarIsAWholeGraphemeOfWidthOne() {
        var checked = 0
        for value in UInt32(0)...0x2FFF {
            guard let scalar = Unicode.Scalar(value), Canvas.isOneCellGrapheme(scalar) else { continue }
            let character = Character(scalar)
            #expect(DisplayWidth.of(character) == 1, "U+\(String(value, radix: 16)) is not one cell")
            // Between two letters it stays a grapheme of its own.
            #expect(Array("a\(character)b").count == 3, "U+\(String(value, radix: 16)) joins its neighbours")
            checked += 1
        }
        #expect(checked > 1_000)
    }

    @Test func everyStandaloneScalarIsAWholeGraphemeOfItsTextWidth() {
        var checked = 0
        for value in UInt32(0)...0xFFFF {
            guard let scalar = Unicode.Scalar(value), let width = Canvas.standaloneWidth(scalar) else { continue }
            let character = Character(scalar)
            #expect(TextWidth.of(character) == width, "U+\(String(value, radix: 16)) is not \(width) cell(s)")
            // Beside a letter, itself and a wide character it stays a grapheme of its own.
            #expect(Array("a\(character)\(character)中b").count == 5, "U+\(String(value, radix: 16)) joins its neighbours")
            checked += 1
        }
        #expect(checked > 30_000)
    }

    @Test func textWithSymbolsAndWideCharactersDrawsAsGraphemeBreakingDoes() {
        // ⚙ ● ⌚ and 中 take the scalar path; the last 中 crosses the clip and becomes a space.
        let text = "⚙ ●中⌚中"
        let clip = Rect(x: 0, y: 0, width: 8, height: 1)
        var scalarWise = Canvas(width: 9, height: 1)
        let used = scalarWise.draw(text, x: 0, y: 0, foreground: .black, background: .white, clip: clip)
        // A combining accent anywhere in the text sends all of it through grapheme breaking.
        var graphemeWise = Canvas(width: 9, height: 1)
        let usedByGraphemes = graphemeWise.draw(text + "e\u{301}", x: 0, y: 0, foreground: .black, background: .white, clip: clip)
        #expect(used == 9 && usedByGraphemes == 9, "both stop at the clip")
        #expect(DisplayWidth.of(text) == 9)
        #expect((0..<9).map { scalarWise[$0, 0] } == (0..<9).map { graphemeWise[$0, 0] })
        #expect((0..<9).map { scalarWise[$0, 0].character } == ["⚙", " ", "●", "中", "", "⌚", "", " ", " "])
    }
}
