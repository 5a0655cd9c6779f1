/// A base16-shell script (chriskempson/base16-shell 588691ba, its successor tinted-theming/tinted-shell
/// faa46387, both MIT: `scripts/base16-*.sh`, `base24-*.sh`, and iTerm2-Color-Schemes' `generic/`),
/// read as text, never run. The scripts assign colors (`color00="21/22/2c"`, `color09=$color01`,
/// `color_foreground="f8/f8/f2"`), define `put_template`, `put_template_var` and
/// `put_template_custom` for each terminal in an `if`/`elif` chain, and call them. Read here:
/// blank lines and comments; plain assignments (`NAME=value`, `export NAME=value`) and `unset`;
/// the calls, their arguments substituted from the assignments above (`ShellWords`), each turned
/// into the sequence its xterm branch (the chain's `else`) writes: `put_template N C` is
/// `OSC 4;N;rgb:C ST`, `put_template_var N C` is `OSC N;rgb:C ST`, `put_template_custom A B` is
/// `OSC AB ST`, read by `OSCColorState` as xterm reads them. The `if`, `elif`, `else`, `fi`
/// lines (conditions on `$TMUX`, `$TERM`, `$ITERM_SESSION_ID`, a tty) and one-line function
/// definitions are passed over, so both branches of `if [ -n "$ITERM_SESSION_ID" ]` are read in
/// the file's order: iTerm2's `Pg`…`Pm` give the selection (`Pj`) and cursor (`Pl`), and xterm's
/// branch sets the foreground and background again (its `12;7`, a reverse-video cursor, is no
/// color xterm reads: a warning, the cursor left as it was). Colors 16–21 (base09, base0F,
/// base01, base02, base04, base06 in the 256-color table) are not kept. Any other command is an
/// error at its line. What the script leaves out is xterm's own, with a warning.
enum Base16ShellReader {
    /// The three functions the scripts call.
    static let calls: Set<String> = ["put_template", "put_template_var", "put_template_custom"]

    /// True when a line in the text's head calls `put_template` with a color number.
    static func matches(_ text: String) -> Bool {
        LeadingLines.of(text, count: 120).contains { line in
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix("put_template ") else { return false }
            return trimmed.dropFirst(13).drop { $0 == " " }.first?.isNumber == true
        }
    }

    static func read(_ text: String) throws(SkinError) -> TerminalScheme {
        var variables: [String: String] = [:]
        var sequences = OSCColorState()
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = index + 1
            let trimmed = String(line).trimmingSpaces
            if isPassedOver(trimmed) { continue }
            let words = try ShellWords.words(line, line: number, variables: variables)
            guard let command = words.first else { continue }
            if let (name, value) = ShellWords.assignment(command) {
                guard words.count == 1 else { throw refused(command, line: number) }
                variables[name] = value
                continue
            }
            switch command {
            case "export":
                for word in words.dropFirst() {
                    guard let (name, value) = ShellWords.assignment(word) else { throw refused(line, line: number) }
                    variables[name] = value
                }
            case "unset":
                for name in words.dropFirst() where !name.hasPrefix("-") { variables[name] = nil }
            case let call where calls.contains(call):
                guard words.count == 3 else {
                    throw SkinError(line: number, message: "\(call) takes a number (or iTerm2's letter) and a color: \(words.count - 1) arguments given")
                }
                let (slot, color) = (words[1], words[2])
                let sequence =
                    switch call {
                    case "put_template": "4;\(slot);rgb:\(color)"
                    case "put_template_var": "\(slot);rgb:\(color)"
                    default: slot + color
                    }
                try sequences.apply("\u{1B}]\(sequence)\u{1B}\\", line: number)
            default:
                throw refused(command, line: number)
            }
        }
        return sequences.scheme(name: nil, terminal: "xterm")
    }

    /// True for a line not read: blank, a comment, a line of an `if` chain, or a one-line function
    /// definition (`put_template() { …; }`).
    private static func isPassedOver(_ line: String) -> Bool {
        if line.isEmpty || line.hasPrefix("#") || ["else", "fi", "then"].contains(line) { return true }
        if line.hasPrefix("if ") || line.hasPrefix("elif ") { return true }
        guard let open = line.firstRange(of: "()") else { return false }
        return ShellWords.isName(String(line[..<open.lowerBound]).trimmingSpaces) && Whitespace.trimmingSpaces(line[open.upperBound...]).hasPrefix("{")
            && line.hasSuffix("}")
    }

    private static func refused(_ text: some StringProtocol, line: Int) -> SkinError {
        SkinError(
            line: line,
            message:
                "'\(OSCColorState.quoted(String(text)))' is not read: a base16-shell script is read without running it, so only assignments, unset and put_template calls are"
        )
    }
}
