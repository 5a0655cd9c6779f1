import SkinKit
import SkinUI

/// Exports a canvas as text with ANSI SGR escapes, the way a terminal of the profile's depth would
/// be sent it.
///
/// Each cell's look comes from `OutputReducer`, the rule the ncurses backend follows too: colors
/// are 24-bit (`38;2;r;g;b`), or palette entries (`38;5;N` at 256; 30–37/90–97 and 40–47/100–107 at
/// 16; 30–37/40–47 at 8), a glyph never on its background's entry; without color, attributes only,
/// reversed where the backend reverses. An escape is written only when the style changes, and a
/// line whose style is not the default ends with a reset (`ESC[0m`) before its `\n`. Trailing spaces
/// are kept: they may carry a background.
public struct ANSIExporter: Sendable {
    /// The output the escapes are written for.
    public var profile: OutputProfile
    public var depth: ColorDepth { profile.depth }

    public init(profile: OutputProfile) {
        self.profile = profile
    }

    public init(depth: ColorDepth = .truecolor) {
        self.init(profile: OutputProfile(depth: depth))
    }

    /// The escaped text of `canvas`, one line per row.
    public func export(_ canvas: Canvas) -> String {
        var reducer = profile.reducer(for: canvas)
        var output = ""
        for y in 0..<canvas.height {
            var current = SGRStyle.plain
            for glyph in canvas.glyphs(inRow: y) {
                let cell = glyph.cell
                let look = reducer.look(
                    foreground: cell.foreground, background: cell.background, attributes: cell.attributes,
                    isSpace: glyph.character == " ")
                let style = SGRStyle(look: look, depth: depth)
                if let parameters = current.transition(to: style) {
                    output += SGRStyle.escape(parameters)
                    current = style
                }
                output += glyph.character
            }
            if current != .plain { output += SGRStyle.escape([0]) }
            output += "\n"
        }
        return output
    }
}
