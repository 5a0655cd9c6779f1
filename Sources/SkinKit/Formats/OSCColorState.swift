/// The colors a terminal takes from the color-setting escape sequences a script writes, read as
/// xterm reads them (Thomas Dickey's *XTerm Control Sequences*, ctlseqs, "Operating System
/// Commands"; the terminal notes in /work/shared): an OSC is `ESC ]`, its number, `;` and its text,
/// ended by BEL or ST (`ESC \`).
///
/// - OSC 4 `;c;spec` pairs (any number) set palette color c (0–255; 256–260 are xterm's special
///   colors, as OSC 5); colors 0–15 are kept, 16–255 are not (a skin has 16).
/// - OSC 10–19 set the dynamic colors, and with several values each sets the next number in turn
///   (`10;fg;bg;cursor` sets 10, 11 and 12): 10 foreground, 11 background, 12 cursor and 17 the
///   selection (highlight) background are kept; 13–16, 18 (pointer, Tektronix) and 19 (highlight
///   text) have no place in a skin and are not read.
/// - OSC 5 (bold, underline, blink, reverse and italic colors) is not read: a skin has no bold
///   color (its bold text takes its ANSI color, as `ITermColorsReader` passes over `Bold Color`).
/// - `ESC ] P n rrggbb`: the Linux console's palette (`console_codes(4)`: n one hex digit, exactly
///   six hex digits after it, no terminator; an ST after it is passed over), with iTerm2's letters
///   for n (its "Proprietary Escape Codes", iterm2.com/documentation-escape-codes.html, "Change
///   the color palette"): g foreground, h background, j selection, l cursor kept; i (bold), k
///   (selected text) and m (cursor text) not read.
///
/// A color spec is read as xterm reads it, by `XParseColor` (`XColorText`); `?` asks for the color
/// and sets nothing. A spec xterm cannot read leaves the color as it was (a warning); other OSC
/// numbers (titles, rxvt's 708) and other escape sequences set no color and are passed over. A
/// sequence that never ends, an OSC 4 index that is no number, or an `ESC ] P` that is not seven
/// digits is an error at its line, the text quoted with its control characters escaped.
struct OSCColorState {
    /// ANSI colors 0–15 as set, nil where nothing set them.
    var ansi: [RGBColor?] = Array(repeating: nil, count: 16)
    var foreground: RGBColor?
    var background: RGBColor?
    var cursor: RGBColor?
    var selection: RGBColor?
    var warnings: [SkinError] = []

    private static let escape: Unicode.Scalar = "\u{1B}"
    private static let bell: Unicode.Scalar = "\u{07}"

    /// Applies every color sequence in `text`, the output of the script's `line`.
    mutating func apply(_ text: String, line: Int) throws(SkinError) {
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            guard scalars[index] == Self.escape, index + 1 < scalars.count, scalars[index + 1] == "]" else {
                index += 1
                continue
            }
            let start = index
            index += 2
            if index < scalars.count, scalars[index] == "P" {
                index = try linuxPalette(scalars, from: index + 1, start: start, line: line)
                continue
            }
            var end = index
            while end < scalars.count, scalars[end] != Self.bell, scalars[end] != Self.escape { end += 1 }
            guard end < scalars.count, scalars[end] == Self.bell || (end + 1 < scalars.count && scalars[end + 1] == "\\") else {
                throw SkinError(
                    line: line,
                    message: "the sequence '\(Self.quoted(scalars[start..<end]))' has no end (BEL or ESC \\): a terminal would take what follows into it")
            }
            try command(String(String.UnicodeScalarView(scalars[index..<end])), line: line)
            index = end + (scalars[end] == Self.bell ? 1 : 2)
        }
    }

    /// One OSC's text (`4;1;#ff0000`), without its `ESC ]` and terminator.
    private mutating func command(_ body: String, line: Int) throws(SkinError) {
        let fields = body.split(separator: ";", omittingEmptySubsequences: false).map(String.init)
        guard let number = Int(fields[0]), fields[0].allSatisfy(\.isASCII) else { return }
        let values = fields.dropFirst()
        switch number {
        case 4:
            var rest = values[...]
            while let first = rest.first {
                guard let slot = Int(first), (0...260).contains(slot), first.allSatisfy(\.isASCII) else {
                    throw SkinError(
                        line: line, message: "'\(Self.quoted(first))' in 'OSC \(Self.quoted(body))' is no color index xterm reads (0–255, or 256–260)")
                }
                guard rest.count >= 2 else {
                    throw SkinError(line: line, message: "'OSC \(Self.quoted(body))' gives color \(slot) no color")
                }
                let spec = rest[rest.index(after: rest.startIndex)]
                if slot < 16, let color = read(spec, for: "color\(slot)", line: line) { ansi[slot] = color }
                rest = rest.dropFirst(2)
            }
        case 10...19:
            for (offset, spec) in values.enumerated() where number + offset <= 19 {
                switch number + offset {
                case 10: foreground = read(spec, for: "foreground", line: line) ?? foreground
                case 11: background = read(spec, for: "background", line: line) ?? background
                case 12: cursor = read(spec, for: "cursor", line: line) ?? cursor
                case 17: selection = read(spec, for: "selection", line: line) ?? selection
                default: break
                }
            }
        default:
            break
        }
    }

    /// A color spec as xterm reads it; nil for `?` (a query), and for a spec xterm cannot read,
    /// with a warning: xterm leaves the color as it was.
    private mutating func read(_ spec: String, for key: String, line: Int) -> RGBColor? {
        if spec == "?" { return nil }
        if let color = XColorText.parse(spec) { return color }
        warnings.append(
            SkinError(
                keyPath: [key], line: line,
                message: "'\(Self.quoted(spec))' is not a color xterm reads (\(XColorText.notations)): xterm leaves the \(key) as it was"))
        return nil
    }

    /// `ESC ] P` and the seven characters after it, from `index`; the index after them (and after
    /// an ST that follows).
    private mutating func linuxPalette(_ scalars: [Unicode.Scalar], from index: Int, start: Int, line: Int) throws(SkinError) -> Int {
        let end = min(index + 7, scalars.count)
        let digits = scalars[index..<end]
        let slot = digits.first.map { Character($0) }
        let hex = digits.dropFirst()
        guard digits.count == 7, let slot, slot.isASCII, slot.isHexDigit || ("g"..."m").contains(slot),
            hex.allSatisfy({ $0.isASCII && Character($0).isHexDigit }),
            let value = UInt32(String(String.UnicodeScalarView(hex)), radix: 16)
        else {
            throw SkinError(
                line: line,
                message:
                    "'\(Self.quoted(scalars[start..<end]))' is not a palette sequence (ESC ] P, then a hex digit or iTerm2's g–m, then six hex digits)"
            )
        }
        let color = RGBColor(hex: value)
        switch slot {
        case "g": foreground = color
        case "h": background = color
        case "j": selection = color
        case "l": cursor = color
        case "i", "k", "m": break
        default: if let number = slot.hexDigitValue { ansi[number] = color }
        }
        if end < scalars.count, scalars[end] == Self.bell { return end + 1 }
        if end + 1 < scalars.count, scalars[end] == Self.escape, scalars[end + 1] == "\\" { return end + 2 }
        return end
    }

    /// The script's text for a message: at most 60 characters, control characters escaped.
    static func quoted<Text: Collection>(_ text: Text) -> String where Text.Element == Unicode.Scalar {
        ControlCharacters.escaped(String(String.UnicodeScalarView(text.prefix(60))))
    }

    static func quoted(_ text: String) -> String { quoted(Array(text.unicodeScalars)) }

    /// The scheme the sequences set, what they leave out `terminal`'s own (xterm's: black on white
    /// and its 16 colors, `TerminalPalette.xtermBase`) with a warning; a cursor or selection left out
    /// is none (the skin's own).
    func scheme(name: String?, terminal: String) -> TerminalScheme {
        var warnings = warnings
        func filled(_ color: RGBColor?, key: String, fallback: RGBColor) -> RGBColor {
            if let color { return color }
            warnings.append(SkinError(keyPath: [key], message: SchemeColorText.leftOut(key: key, color: fallback, terminal: terminal)))
            return fallback
        }
        let ansi = (0..<16).map { filled(self.ansi[$0], key: "color\($0)", fallback: TerminalPalette.xtermBase[$0]) }
        let background = filled(background, key: "background", fallback: RGBColor(hex: 0xFFFFFF))
        let foreground = filled(foreground, key: "foreground", fallback: RGBColor(hex: 0x000000))
        return TerminalScheme(
            name: name, background: background, foreground: foreground, cursor: cursor, selection: selection, ansi: ansi, warnings: warnings)
    }
}
