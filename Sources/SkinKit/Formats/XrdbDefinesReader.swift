/// An `.xrdb` file of mbadolato/iTerm2-Color-Schemes (`tools/templates/xrdb.xrdb`, 4cbae627): C
/// preprocessor lines `#define Ansi_0_Color #262427` … `Ansi_15_Color`, `Background_Color`,
/// `Foreground_Color`, `Cursor_Color`, `Selection_Color` (and `Bold_Color`, `Cursor_Text_Color`,
/// `Selected_Text_Color`, `Badge_Color`, … that a scheme has no slot for), meant to be `#include`d
/// by an X resources file whose resources name them (`XTerm*color0: Ansi_0_Color`). xrdb runs
/// the file through `cpp -P` (`xrdb.c`, freedesktop/xorg-xrdb ae86081a), so it is read with cpp's
/// rules where they change what a color is: a backslash before a line end joins the lines, `/* … */`
/// and `//` comments are blanked (not inside quotes), the later `#define` of a name wins (with a
/// warning when it differs), `#undef` removes one, a value that is another macro's name is that
/// macro's value, and `#ifdef`/`#ifndef`/`#else`/`#endif` keep or drop lines by what is defined
/// (the file's macros and those xrdb defines itself, `COLOR` among them). `#if`/`#elif` (an
/// expression) and `#error` are errors at their line, as is an unclosed comment or conditional;
/// `#include` is not followed (a warning). Function-like macros, other names and other lines
/// (X resources, `!` comments) are passed over. Values are X colors (`XColorText`); one X cannot
/// read is an error at its `#define`. A color left out is xterm's own, as `XresourcesReader` takes it.
enum XrdbDefinesReader {
    /// The defines read into a scheme: `Ansi_0_Color` … `Ansi_15_Color` and the scheme's four others.
    static let ansiNames = (0..<16).map { "Ansi_\($0)_Color" }
    static let slotNames = ansiNames + ["Background_Color", "Foreground_Color", "Cursor_Color", "Selection_Color"]
    /// Names xrdb defines before it runs cpp (display-dependent values, but always defined).
    static let xrdbNames: Set<String> = [
        "SERVERHOST", "HOST", "CLIENTHOST", "VERSION", "REVISION", "VENDOR", "NUM_SCREENS", "SCREEN_NUM", "WIDTH", "HEIGHT",
        "X_RESOLUTION", "Y_RESOLUTION", "PLANES", "BITS_PER_RGB", "CLASS", "COLOR",
    ]

    /// One macro: its body and the line of its `#define`.
    struct Macro: Equatable {
        var body: String
        var line: Int
        var isFunctionLike = false
    }

    /// True when the text's head defines at least two of the scheme's names.
    static func matches(_ text: String) -> Bool {
        var hits = 0
        for line in LeadingLines.of(text, count: 400) {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix("#") else { continue }
            let words = trimmed.dropFirst().split(whereSeparator: { $0 == " " || $0 == "\t" })
            if words.count >= 3, words[0] == "define", slotNames.contains(String(words[1])) { hits += 1 }
        }
        return hits >= 2
    }

    static func read(_ text: String) throws(SkinError) -> TerminalScheme {
        var macros: [String: Macro] = [:]
        var warnings: [SkinError] = []
        /// Open conditionals: whether the enclosing lines are kept, whether this branch is, whether
        /// one of its branches was taken, and the line that opened it.
        var conditions: [(outerKept: Bool, kept: Bool, taken: Bool, line: Int)] = []
        for (line, number) in try logicalLines(text) {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix("#") else { continue }
            let directive = trimmed.dropFirst().drop { $0 == " " || $0 == "\t" }
            let word = String(directive.prefix { $0.isLetter })
            let rest = directive.dropFirst(word.count).drop { $0 == " " || $0 == "\t" }
            let name = String(rest.prefix { $0 == "_" || ($0.isASCII && ($0.isLetter || $0.isNumber)) })
            let kept = conditions.last?.kept ?? true
            switch word {
            case "ifdef", "ifndef":
                let defined = macros[name] != nil || xrdbNames.contains(name)
                let holds = word == "ifdef" ? defined : !defined
                conditions.append((kept, kept && holds, holds, number))
            case "else":
                guard let open = conditions.popLast() else { throw SkinError(line: number, message: "#else without #ifdef (cpp stops here)") }
                conditions.append((open.outerKept, open.outerKept && !open.taken, true, open.line))
            case "endif":
                guard conditions.popLast() != nil else { throw SkinError(line: number, message: "#endif without #ifdef (cpp stops here)") }
            case "if", "elif":
                // In a group cpp skips, an `#if` is only counted and an `#elif` not looked at.
                if word == "if", !kept {
                    conditions.append((false, false, true, number))
                    continue
                }
                if word == "elif", conditions.last?.outerKept == false { continue }
                throw SkinError(
                    line: number, message: "#\(word) takes an expression, which TermSkin does not evaluate (it reads #ifdef, #ifndef, #else, #endif)")
            case _ where !kept:
                continue
            case "define":
                guard let first = name.first, !first.isNumber else { throw SkinError(line: number, message: "#define without a macro name (cpp stops here)") }
                let after = rest.dropFirst(name.count)
                let macro = Macro(
                    body: String(after).trimmingSpaces, line: number, isFunctionLike: after.first == "(")
                if let earlier = macros[name], earlier.body != macro.body || earlier.isFunctionLike != macro.isFunctionLike {
                    warnings.append(
                        SkinError(
                            keyPath: [name], line: number, message: "'\(name)' redefined (first at line \(earlier.line)): this later one taken, as cpp does"))
                }
                macros[name] = macro
            case "undef":
                macros[name] = nil
            case "include":
                warnings.append(SkinError(line: number, message: "#include is not followed: only this file's own #defines are read"))
            case "error":
                throw SkinError(line: number, message: "#error: cpp stops here")
            default:
                continue
            }
        }
        if let open = conditions.last { throw SkinError(line: open.line, message: "#ifdef without #endif (cpp stops here)") }
        func color(_ name: String, fallback: RGBColor?) throws(SkinError) -> RGBColor? {
            guard let macro = macros[name], !macro.isFunctionLike else {
                if let fallback {
                    warnings.append(SkinError(keyPath: [name], message: SchemeColorText.leftOut(key: name, color: fallback, terminal: "xterm")))
                }
                return fallback
            }
            return try XColorText.color(expanded(macro.body, macros: macros), keyPath: [name], line: macro.line)
        }
        var ansi: [RGBColor] = []
        for (index, fallback) in TerminalPalette.xtermBase.enumerated() {
            ansi.append(try color(ansiNames[index], fallback: fallback) ?? fallback)
        }
        let white = RGBColor(hex: XresourcesReader.defaultBackground)
        let black = RGBColor(hex: XresourcesReader.defaultForeground)
        return TerminalScheme(
            name: nil, background: try color("Background_Color", fallback: white) ?? white,
            foreground: try color("Foreground_Color", fallback: black) ?? black, cursor: try color("Cursor_Color", fallback: nil),
            selection: try color("Selection_Color", fallback: nil), ansi: ansi, warnings: warnings)
    }

    /// A body that is the name of another object-like macro, replaced by that macro's body until
    /// it is none (a name already replaced stays, as cpp leaves a macro inside its own expansion).
    static func expanded(_ body: String, macros: [String: Macro]) -> String {
        var value = body
        var seen: Set<String> = []
        while let macro = macros[value], !macro.isFunctionLike, seen.insert(value).inserted { value = macro.body }
        return value
    }

    /// The text as cpp's first phases leave it: lines joined at a backslash before the line end,
    /// comments blanked (a `/* */` to one space, keeping the lines it spans), each logical line with
    /// the number of its first line. A quote runs to its closing quote or the line's end, and hides
    /// comment marks, as in GCC's cpp.
    static func logicalLines(_ text: String) throws(SkinError) -> [(String, Int)] {
        var lines: [(String, Int)] = []
        var current: [Character] = []
        var start = 1
        var number = 1
        var quote: Character?
        var commentLine: Int?
        var characters = Array(text)[...]
        while let character = characters.popFirst() {
            if character == "\\", characters.first == "\n" {
                characters.removeFirst()
                number += 1
                continue
            }
            if character == "\n" {
                number += 1
                quote = nil
                if commentLine == nil {
                    lines.append((String(current), start))
                    current = []
                    start = number
                }
                continue
            }
            if commentLine != nil {
                if character == "*", characters.first == "/" {
                    characters.removeFirst()
                    commentLine = nil
                    current.append(" ")
                }
                continue
            }
            if let open = quote {
                if character == "\\", let next = characters.popFirst() {
                    current += [character, next]
                    continue
                }
                if character == open { quote = nil }
                current.append(character)
                continue
            }
            if character == "/", characters.first == "*" {
                characters.removeFirst()
                commentLine = number
                continue
            }
            if character == "/", characters.first == "/" {
                while let next = characters.first, next != "\n" {
                    characters.removeFirst()
                    if next == "\\", characters.first == "\n" {
                        characters.removeFirst()
                        number += 1
                    }
                }
                continue
            }
            if character == "\"" || character == "'" { quote = character }
            current.append(character)
        }
        if let commentLine { throw SkinError(line: commentLine, message: "a /* comment is not closed (cpp stops here)") }
        lines.append((String(current), start))
        return lines
    }
}
