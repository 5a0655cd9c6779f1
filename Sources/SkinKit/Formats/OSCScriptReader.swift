/// A shell script that sets the terminal's colors by writing escape sequences with `printf` or
/// `echo -e` (iTerm2-Color-Schemes' `dynamic-colors/` and `iterm-dynamic-colors/`, made by its
/// `tools/templates/dynamic-colors.sh` and `iterm-dynamic-colors.sh`: `printf "\033]4;0;#21222c;…\007"`,
/// `printf "\033]P021222c\033\\"`), read as text, never run: each line's words by `ShellWords`,
/// the `printf` format or `echo -e` argument by `PrintfEscapes` (an `echo` without `-e` is refused:
/// dash's writes its escapes, bash's does not), the sequences it writes by
/// `OSCColorState` (xterm's OSC 4, 10–19 and the Linux/iTerm2 `ESC ] P`). Blank lines and
/// comments are passed over; any other command, or a `printf` with arguments, is an error at its
/// line, since what it writes is known only by running it. What the script does not set is xterm's
/// own, with a warning.
enum OSCScriptReader {
    /// True when a `printf` or `echo` line in the text's head writes a color sequence: `\033]`,
    /// `\e]`, `\x1b]` (or `\0033]`) before `4;`, `10;`, `11;` or `P` and a hex digit.
    static func matches(_ text: String) -> Bool {
        LeadingLines.of(text, count: 60).contains { line in
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix("printf ") || trimmed.hasPrefix("echo ") else { return false }
            return writesColorSequence(trimmed)
        }
    }

    /// True when `line` spells an escape, `]` and the start of a color-setting OSC.
    private static func writesColorSequence(_ line: Substring) -> Bool {
        for introducer in ["\\033]", "\\e]", "\\x1b]", "\\x1B]", "\\0033]", "\\E]"] {
            var rest = line[...]
            while let range = rest.firstRange(of: introducer) {
                let after = rest[range.upperBound...]
                if after.hasPrefix("4;") || after.hasPrefix("10;") || after.hasPrefix("11;") { return true }
                if after.hasPrefix("P"), let digit = after.dropFirst().first, digit.isHexDigit { return true }
                rest = after
            }
        }
        return false
    }

    static func read(_ text: String) throws(SkinError) -> TerminalScheme {
        var sequences = OSCColorState()
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = index + 1
            let words = try ShellWords.words(line, line: number)
            guard let command = words.first else { continue }
            var arguments = words.dropFirst()
            let written: Result<String, PrintfEscapes.Refusal>
            switch command {
            case "printf":
                guard arguments.count == 1, let format = arguments.first else {
                    throw SkinError(line: number, message: "a printf with \(arguments.count) arguments is not read (only printf FORMAT, its escapes decoded)")
                }
                written = PrintfEscapes.decode(format, echo: false)
            case "echo":
                var interprets = false
                while let option = arguments.first, option.hasPrefix("-"), option.count > 1, option.dropFirst().allSatisfy({ "neE".contains($0) }) {
                    if option.contains("e") { interprets = true }
                    if option.contains("E") { interprets = false }
                    arguments = arguments.dropFirst()
                }
                guard interprets else {
                    throw SkinError(line: number, message: "an echo without -e is not read (dash's writes its escapes, bash's does not)")
                }
                written = PrintfEscapes.decode(arguments.joined(separator: " "), echo: true)
            default:
                throw SkinError(
                    line: number,
                    message: "'\(ControlCharacters.escaped(command))' is not read: a color script is read without running it, so only printf and echo lines are"
                )
            }
            switch written {
            case .success(let output): try sequences.apply(output, line: number)
            case .failure(let refusal): throw SkinError(line: number, message: "\(refusal.what) is not read without running the script")
            }
        }
        return sequences.scheme(name: nil, terminal: "xterm")
    }
}
