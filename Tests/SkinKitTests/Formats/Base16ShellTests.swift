import Foundation
import Testing

@testable import SkinKit

/// base16-shell scripts (the real one is `Data/Schemes/base16-dracula.sh`, tinted-shell's, in
/// RealSchemeTests): plain assignments substituted into the put_template calls, never run.
@Suite struct Base16ShellTests {
    func scheme(_ text: String) throws(SkinError) -> TerminalScheme { try ThemeText.scheme(text, file: "mine.sh", as: .base16Shell) }

    /// Assignments (quoted, `$other`, `export`), both branches of an `if`, one-line function
    /// definitions passed over, colors past 15 not kept, the iTerm2 branch's selection and cursor,
    /// the xterm branch's `12;7` a warning; what is left out is xterm's.
    @Test func callsAreReadWithTheirAssignments() throws {
        let read = try scheme(
            #"""
            #!/bin/sh
            color00="00/00/00" # Base 00 - Black
            color01=$color00
            color_foreground="f8/f8/f2"
            export BASE16_THEME=mine
            if [ -n "$TMUX" ]; then
              put_template() { printf '\033Ptmux;\033\033]4;%d;rgb:%s\033\033\\\033\\' $@; }
            else
              put_template() { printf '\033]4;%d;rgb:%s\033\\' $@; }
            fi
            put_template 0  $color00
            put_template 1  "$color01"
            put_template 9  "ff/0/0"
            put_template 16 "12/34/56"
            if [ -n "$ITERM_SESSION_ID" ]; then
              put_template_custom Pj 44475a # selection color
              put_template_custom Pl f8f8f2 # cursor
            else
              put_template_var 10 $color_foreground
              put_template_custom 12 ";7" # cursor (reverse video)
            fi
            unset color00
            """#)
        #expect(read.ansi[0].hexString == "#000000")
        #expect(read.ansi[1].hexString == "#000000")
        #expect(read.ansi[9].hexString == "#FF0000")
        #expect(read.ansi[2].hexString == "#00CD00")
        #expect(read.foreground.hexString == "#F8F8F2")
        #expect(read.background.hexString == "#FFFFFF")
        #expect(read.selection?.hexString == "#44475A")
        #expect(read.cursor?.hexString == "#F8F8F2")
        #expect(read.warnings.count == 15)
        #expect(read.warnings.first?.line == 20)
        #expect(
            read.warnings.first?.message
                == "'7' is not a color xterm reads (#RRGGBB, #RGB, rgb:R/G/B, rgbi:R/G/B or a color name): xterm leaves the cursor as it was")
        #expect(read.warnings.last?.description == "background: missing color 'background': xterm's own #FFFFFF taken, as xterm does")
    }

    /// What only running the script could tell is an error at its line.
    @Test(arguments: [
        (
            "color00=$(tput setaf 0)\nput_template 0 $color00\n",
            "mine.sh:1: '$(' is not read without running the script (only plain words, quotes and $variables set by plain assignments are)"
        ),
        ("put_template 0 $color00\n", "mine.sh:1: '$color00' is set by no assignment above it"),
        (
            "put_template 0 \"00/00/00\"\ncolor01=${TERM%%-*}\n",
            "mine.sh:2: '${TERM%%-*}' is not read without running the script (only plain words, quotes and $variables set by plain assignments are)"
        ),
        (
            "put_template 0 \"00/00/00\"\neval echo\n",
            "mine.sh:2: 'eval' is not read: a base16-shell script is read without running it, so only assignments, unset and put_template calls are"
        ),
        ("put_template 0\n", "mine.sh:1: put_template takes a number (or iTerm2's letter) and a color: 1 arguments given"),
        (
            "put_template 0 \"00/zz/00\"\nput_template 1 \"00/00/00\" && true\n",
            "mine.sh:2: '&' is not read without running the script (only plain words, quotes and $variables set by plain assignments are)"
        ),
    ])
    func whatIsNotReadStaticallyIsAnErrorAtItsLine(text: String, message: String) {
        #expect(ThemeText.problem(text, file: "mine.sh") == message)
    }
}
