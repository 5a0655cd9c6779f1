import SkinKit
import SkinUI

/// Small hand-built canvases shared by the tests.
enum SampleCanvas {
    static let red = RGBColor(hex: 0xFF0000)
    static let solarizedBase03 = RGBColor(hex: 0x002B36)
    static let solarizedBase0 = RGBColor(hex: 0x839496)
    static let yellow = RGBColor(hex: 0xB58900)
    static let cyan = RGBColor(hex: 0x2AA198)

    /// A 24×5 terminal-like screen: a title bar, every attribute on its own word, a wide CJK
    /// character, markup characters that need escaping, and a status line.
    static func styled() -> Canvas {
        var canvas = Canvas(width: 24, height: 5, fill: Cell(foreground: solarizedBase0, background: solarizedBase03))
        canvas.fill(Rect(x: 0, y: 0, width: 24, height: 1), background: RGBColor(hex: 0x073642), key: "bar")
        canvas.draw(" TermSkin", x: 0, y: 0, foreground: RGBColor(hex: 0xEEE8D5), attributes: .bold)
        canvas.draw("bold", x: 1, y: 1, foreground: yellow, attributes: .bold)
        canvas.draw("dim", x: 6, y: 1, foreground: solarizedBase0, attributes: .dim)
        canvas.draw("ital", x: 10, y: 1, foreground: cyan, attributes: .italic)
        canvas.draw("under", x: 15, y: 1, foreground: RGBColor(hex: 0x268BD2), attributes: .underline)
        canvas.draw("strike", x: 1, y: 2, foreground: RGBColor(hex: 0xDC322F), attributes: .strikethrough)
        canvas.draw("rev", x: 8, y: 2, foreground: RGBColor(hex: 0x859900), attributes: .reverse)
        canvas.draw("漢字", x: 12, y: 2, foreground: RGBColor(hex: 0xD33682))
        canvas.draw("<a&b>\"'", x: 1, y: 3, foreground: RGBColor(hex: 0x6C71C4), attributes: [.bold, .italic, .underline])
        canvas.fill(Rect(x: 0, y: 4, width: 24, height: 1), background: RGBColor(hex: 0xEEE8D5), key: "status")
        canvas.draw(" ok ", x: 0, y: 4, foreground: RGBColor(hex: 0xFFFFFF), background: RGBColor(hex: 0x859900))
        canvas.draw("q quit", x: 17, y: 4, foreground: solarizedBase03)
        return canvas
    }
}

extension SampleCanvas {
    /// A canvas of `width` × `height` in black on white with `text` drawn from (x, y).
    static func text(
        _ text: String, width: Int, height: Int = 1, x: Int = 0, y: Int = 0,
        foreground: RGBColor = .black, background: RGBColor = .white,
        attributes: TextAttributes = []
    ) -> Canvas {
        var canvas = Canvas(width: width, height: height, fill: Cell(foreground: foreground, background: background))
        canvas.draw(text, x: x, y: y, foreground: foreground, attributes: attributes)
        return canvas
    }

    /// One cell.
    static func single(
        _ character: String, foreground: RGBColor, background: RGBColor,
        attributes: TextAttributes = []
    ) -> Canvas {
        Canvas(
            width: 1, height: 1,
            fill: Cell(
                character: character, foreground: foreground, background: background,
                attributes: attributes))
    }

    /// The same canvas with every skin key removed, for comparisons by look.
    static func withoutKeys(_ canvas: Canvas) -> Canvas {
        var result = canvas
        for y in 0..<canvas.height {
            for x in 0..<canvas.width {
                result[x, y].foregroundKey = nil
                result[x, y].backgroundKey = nil
            }
        }
        return result
    }
}

/// `ESC`, to write expected ANSI bytes readably.
let esc = "\u{1B}"
