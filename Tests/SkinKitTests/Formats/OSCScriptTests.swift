import Foundation
import Testing

@testable import SkinKit

/// Scripts that write xterm's color sequences with printf or echo (the real ones are
/// `Data/Schemes/Dracula dynamic-colors.sh` and `Dracula iterm-dynamic-colors.sh`, in
/// RealSchemeTests): read as text, the sequences as xterm reads them.
@Suite struct OSCScriptTests {
    func scheme(_ text: String) throws(SkinError) -> TerminalScheme { try ThemeText.scheme(text, file: "colors.sh", as: .oscScript) }

    /// OSC 4 pairs with X's notations (`#123` is high bits: #102030), OSC 10's chain (10, 11, 12),
    /// 17 the selection, then iTerm2's `Pj` over it; `\e`, `\x1b`, `\a`, `echo -e`; OSC 5 (bold)
    /// and 19 not read, a `?` query sets nothing, and what is left out is xterm's with a warning.
    @Test func sequencesAreReadAsXtermReadsThem() throws {
        let read = try scheme(
            #"""
            #!/bin/sh
            # mine
            printf "\033]4;0;#123;1;rgb:f/80/fff\007"
            printf '\e]10;#f8f8f2;#282a36;#ff0000\a'
            printf "\x1b]17;#44475a\033\\"
            printf "\033]5;0;#ffffff\007"
            printf "\033]19;#000000\007"
            echo -e "\033]P200ff00\033\\"
            printf "\033]Pj101010\033\\"
            printf "\033]4;3;?\007"
            """#)
        #expect(read.ansi[0].hexString == "#102030")
        #expect(read.ansi[1].hexString == "#FF80FF")
        #expect(read.ansi[2].hexString == "#00FF00")
        #expect(read.ansi[3].hexString == "#CDCD00")
        #expect(read.foreground.hexString == "#F8F8F2")
        #expect(read.background.hexString == "#282A36")
        #expect(read.cursor?.hexString == "#FF0000")
        #expect(read.selection?.hexString == "#101010")
        #expect(read.warnings.count == 13)
        #expect(read.warnings.first?.description == "color3: missing color 'color3': xterm's own #CDCD00 taken, as xterm does")
    }

    /// `echo -e` (and `-ne`) writes `\0NNN` octal escapes; a `printf` format's `%%` is one `%`, which
    /// ends no sequence.
    @Test func echoAndPrintfEscapes() throws {
        let read = try scheme("echo -ne '\\0033]11;#102030\\007'\necho -e \"\\e]10;rgb:ffff/8080/0000\\a\"\nprintf '\\033]2;100%%\\007'\n")
        #expect(read.background.hexString == "#102030")
        #expect(read.foreground.hexString == "#FF8000")
        #expect(read.warnings.count == 16)
    }

    /// A spec xterm cannot read leaves the color as it was: a warning at its line.
    @Test func aColorXtermCannotReadIsAWarning() throws {
        let read = try scheme("printf \"\\033]10;#ffffff;nocolor\\007\"\n")
        #expect(read.background.hexString == "#FFFFFF")
        #expect(
            read.warnings.first?.description
                == "line 1: background: 'nocolor' is not a color xterm reads (#RRGGBB, #RGB, rgb:R/G/B, rgbi:R/G/B or a color name): xterm leaves the background as it was"
        )
    }

    /// What cannot be read without running the script, and malformed sequences, are errors at their line.
    @Test(arguments: [
        (
            "printf \"\\033]4;0;#000000\\007\"\nprintf \"\\033]4;1;#ff0000\"\n",
            #"colors.sh:2: the sequence '\u{1B}]4;1;#ff0000' has no end (BEL or ESC \): a terminal would take what follows into it"#
        ),
        (
            "printf \"\\033]4;0;#000000\\007\"\nprintf \"\\033]Pz123456\\033\\\\\"\n",
            #"colors.sh:2: '\u{1B}]Pz123456' is not a palette sequence (ESC ] P, then a hex digit or iTerm2's g–m, then six hex digits)"#
        ),
        (
            "printf \"\\033]4;x;#fff\\007\"\n",
            "colors.sh:1: 'x' in 'OSC 4;x;#fff' is no color index xterm reads (0–255, or 256–260)"
        ),
        (
            "printf \"\\033]4;1;#fff\\007\"\ncat ~/.colors\n",
            "colors.sh:2: 'cat' is not read: a color script is read without running it, so only printf and echo lines are"
        ),
        (
            "printf \"\\033]4;1;%s\\007\" red\n",
            "colors.sh:1: a printf with 2 arguments is not read (only printf FORMAT, its escapes decoded)"
        ),
        (
            "printf \"\\033]4;1;#fff\\007\"; printf x\n",
            "colors.sh:1: ';' is not read without running the script (only plain words, quotes and $variables set by plain assignments are)"
        ),
    ])
    func whatIsNotReadIsAnErrorAtItsLine(text: String, message: String) {
        #expect(ThemeText.problem(text, file: "colors.sh") == message)
    }

    /// A sequence broken by another escape is quoted in the error with its ESC bytes written out:
    /// the message itself never holds one.
    @Test func aMalformedSequenceIsQuotedEscaped() {
        do {
            _ = try OSCScriptReader.read("printf \"\\033]P1\\033[0m\"\n")
            Issue.record("read")
        } catch {
            #expect(error.message == #"'\u{1B}]P1\u{1B}[0m' is not a palette sequence (ESC ] P, then a hex digit or iTerm2's g–m, then six hex digits)"#)
            #expect(!error.message.unicodeScalars.contains("\u{1B}"))
            #expect(error.line == 1)
        }
    }

    /// A folder scan reads a `.sh` color script and passes over any other `.sh` file (most are no
    /// theme), with the reason, rather than failing on it.
    @Test func aFolderScanPassesOverOtherScripts() throws {
        let folder = try TemporaryFolder()
        try folder.write("build.sh", "#!/bin/sh\nset -e\nswift build\n")
        try folder.write("mine.sh", "printf \"\\033]4;1;#ff0000\\007\"\n")
        let result = SkinLoader().load(path: folder.url.path)
        #expect(result.skins.map(\.name) == ["mine"])
        #expect(result.errors.isEmpty)
        #expect(result.skipped.map { ($0.path as NSString).lastPathComponent } == ["build.sh"])
    }

    /// Other shell scripts, and scripts that write only SGR colors, are none of the script formats.
    @Test func otherScriptsAreNotColorScripts() {
        for text in ["#!/bin/sh\necho hello\nprintf '%s\\n' \"$1\"\n", "#!/bin/bash\nprintf \"\\033[31mred\\033[0m\\n\"\n", "export PATH=$HOME/bin:$PATH\n"] {
            #expect(!OSCScriptReader.matches(text))
            #expect(!Base16ShellReader.matches(text))
            #expect(!PantheonTerminalReader.matches(text))
        }
        #expect(OSCScriptReader.matches("echo -ne '\\e]11;#000000\\a'\n"))
    }
}
