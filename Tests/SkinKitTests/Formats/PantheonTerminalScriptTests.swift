import Foundation
import Testing

@testable import SkinKit

/// Pantheon Terminal's `dconf load` scripts (the real one is `Data/Schemes/Dracula
/// pantheonterminal.sh`, in RealSchemeTests): the here-document read as dconf and Pantheon
/// Terminal 184b6e99 read it.
@Suite struct PantheonTerminalScriptTests {
    func scheme(_ text: String) throws(SkinError) -> TerminalScheme { try ThemeText.scheme(text, file: "mine.sh", as: .pantheonTerminal) }

    static let palette16 = "#000000:#110000:#002200:#333300:#000044:#550055:#006666:#777777:#888888:#990000:#00aa00:#bbbb00:#0000cc:#dd00dd:#00eeee:#ffffff"

    /// The palette's last entry is never stored (color 15 stays Pantheon's #EEEEEE), the
    /// background's alpha is not read, `name` names the scheme.
    @Test func theHereDocumentIsReadAsPantheonTerminalReadsIt() throws {
        let read = try scheme(
            """
            #!/bin/bash
            dconf load /org/pantheon/terminal/settings/ <<COLORS
            [/]
            name='Mine'
            cursor-color='#f8f8f2'
            foreground='#abc'
            background='rgba(40,42,54,.95)'
            palette='\(Self.palette16)'
            COLORS
            """)
        #expect(read.name == "Mine")
        #expect(read.foreground.hexString == "#AABBCC")
        #expect(read.background.hexString == "#282A36")
        #expect(read.cursor?.hexString == "#F8F8F2")
        #expect(read.ansi[1].hexString == "#110000")
        #expect(read.ansi[14].hexString == "#00EEEE")
        #expect(read.ansi[15].hexString == "#EEEEEE")
        #expect(read.warnings.count == 1)
        #expect(read.warnings.first?.line == 8)
        #expect(
            read.warnings.first?.message
                == "'#ffffff' after the last ':' is never stored (Pantheon Terminal's loop stores an entry at a ':'): color 15 is its own #EEEEEE")
    }

    /// A palette ended by `:` stores all 16; settings left out are the schema's defaults, and a
    /// color GTK cannot read is transparent black, each with a warning.
    @Test func whatIsLeftOutIsTheSchemasDefault() throws {
        let read = try scheme("dconf load /org/pantheon/terminal/settings/ <<'EOF'\n[/]\npalette='\(Self.palette16):'\nforeground='nocolor'\nEOF\n")
        #expect(read.ansi[15].hexString == "#FFFFFF")
        #expect(read.foreground.hexString == "#000000")
        #expect(read.background.hexString == "#252E32")
        #expect(read.cursor?.hexString == "#839496")
        #expect(
            read.warnings.map(\.description) == [
                "line 4: foreground: 'nocolor' is not a color GTK reads (\(GdkColorText.notations)): Pantheon Terminal takes transparent black",
                "background: missing color 'background': Pantheon Terminal's own #252E32 taken, as Pantheon Terminal does",
                "cursor-color: missing color 'cursor-color': Pantheon Terminal's own #839496 taken, as Pantheon Terminal does",
            ])
    }

    /// What dconf refuses, what the script would do besides, and a shell expansion in the document are errors at their line.
    @Test(arguments: [
        (
            "dconf load /org/pantheon/terminal/settings/ <<C\n[/]\nforeground=#fff\nC\n",
            "mine.sh:3: foreground: '#fff' is not a GVariant string: dconf load refuses it"
        ),
        ("dconf load /org/pantheon/terminal/settings/ <<C\n[/]\nforeground='#fff'\n", "mine.sh:1: the here-document 'C' never ends"),
        (
            "dconf load /org/pantheon/terminal/settings/ <<C\n[/]\nforeground='#fff'\nC\necho done\n",
            "mine.sh:5: 'echo done' is not read: only the dconf load of /org/pantheon/terminal/settings/ is (the script is not run)"
        ),
        (
            "dconf load /org/pantheon/terminal/settings/ <<C\n[/]\nforeground='$FG'\nC\n",
            "mine.sh:3: a $, ` or \\ in a here-document is the shell's: not read without running the script"
        ),
        (
            "dconf load /org/pantheon/terminal/settings/ <<C\n[/]\nforeground\nC\n",
            "mine.sh:3: 'foreground' is no group, key=value or # comment: dconf load refuses the file"
        ),
    ])
    func whatDconfRefusesIsAnErrorAtItsLine(text: String, message: String) {
        #expect(ThemeText.problem(text, file: "mine.sh") == message)
    }
}
