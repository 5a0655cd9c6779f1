import Foundation
import Testing

@testable import SkinKit

/// iTerm2-Color-Schemes' `.xrdb` files (`#define Ansi_0_Color #262427`; the real one is
/// `Data/Schemes/Dracula.xrdb`, in RealSchemeTests): read with cpp's rules where they matter.
@Suite struct XrdbDefinesTests {
    func scheme(_ text: String) throws(SkinError) -> TerminalScheme { try ThemeText.scheme(text, file: "scheme.xrdb", as: .xrdbDefines) }

    /// The collection's lines, X's notations for values, a value naming another macro, comments
    /// blanked and a joined line; what is left out is xterm's, with a warning.
    @Test func definesAreReadAsCppLeavesThem() throws {
        let read = try scheme(
            """
            ! made by hand
            #define Ansi_0_Color #262427
            #define Ansi_1_Color rgb:ff/00/80 /* red, nearly */
            #define Ansi_2_Color \\
                DarkGreen
            #define My_Blue #0000ff // a helper
            #define Ansi_4_Color My_Blue
            #define Background_Color #abc
            #define Foreground_Color #fcfcfa
            #define Cursor_Color #fcfcfa
            #define Selection_Color #606060
            #define Bold_Color #ffffff
            /* #define Ansi_3_Color #ffffff
               still a comment */
            """)
        #expect(read.ansi[0].hexString == "#262427")
        #expect(read.ansi[1].hexString == "#FF0080")
        #expect(read.ansi[2].hexString == "#006400")
        #expect(read.ansi[3].hexString == "#CDCD00")
        #expect(read.ansi[4].hexString == "#0000FF")
        #expect(read.background.hexString == "#A0B0C0")
        #expect(read.foreground.hexString == "#FCFCFA")
        #expect(read.cursor?.hexString == "#FCFCFA")
        #expect(read.selection?.hexString == "#606060")
        #expect(read.warnings.count == 12)
        #expect(read.warnings.first?.description == "Ansi_3_Color: missing color 'Ansi_3_Color': xterm's own #CDCD00 taken, as xterm does")
    }

    /// `#ifdef`/`#ifndef`/`#else`/`#endif` by what is defined (xrdb's own `COLOR` too), `#undef`,
    /// a later `#define` winning with a warning, an `#include` not followed.
    @Test func conditionalsAndRedefinitionsFollowCpp() throws {
        let read = try scheme(
            """
            #include "base.xrdb"
            #define Background_Color #000000
            #define Foreground_Color #111111
            #ifdef COLOR
            #define Foreground_Color #eeeeee
            #else
            #define Background_Color #ffffff
            #endif
            #ifndef Cursor_Color
            #  define Cursor_Color #ff0000
            #endif
            #define Selection_Color #00ff00
            #undef Selection_Color
            """)
        #expect(read.background.hexString == "#000000")
        #expect(read.foreground.hexString == "#EEEEEE")
        #expect(read.cursor?.hexString == "#FF0000")
        #expect(read.selection == nil)
        #expect(
            read.warnings.prefix(2).map(\.description) == [
                "line 1: #include is not followed: only this file's own #defines are read",
                "line 5: Foreground_Color: 'Foreground_Color' redefined (first at line 3): this later one taken, as cpp does",
            ])
    }

    /// What cpp or X refuses is an error at its line.
    @Test(arguments: [
        (
            "#define Background_Color #000000\n#define Foreground_Color #12345\n",
            "scheme.xrdb:2: Foreground_Color: '#12345' is not a color X reads (#RRGGBB, #RGB, rgb:R/G/B, rgbi:R/G/B or a color name)"
        ),
        ("#define Background_Color #000000\n#define Foreground_Color #ffffff\n/* open\n", "scheme.xrdb:3: a /* comment is not closed (cpp stops here)"),
        ("#define Background_Color #000000\n#ifdef X\n#define Foreground_Color #ffffff\n", "scheme.xrdb:2: #ifdef without #endif (cpp stops here)"),
        (
            "#define Background_Color #000000\n#if WIDTH > 1000\n#define Foreground_Color #ffffff\n#endif\n",
            "scheme.xrdb:2: #if takes an expression, which TermSkin does not evaluate (it reads #ifdef, #ifndef, #else, #endif)"
        ),
    ])
    func whatCppOrXRefusesIsAnErrorAtItsLine(text: String, message: String) {
        #expect(ThemeText.problem(text, file: "scheme.xrdb") == message)
    }

    /// An X resources file with `#define`s stays the X resources reader's; a define file names the
    /// scheme's macros twice at least.
    @Test func resourceFilesStayXResources() throws {
        let resources = "#define Background_Color #000000\n#define Foreground_Color #ffffff\n*.background: Background_Color\n*.foreground: Foreground_Color\n"
        let read = try ThemeText.scheme(resources, file: "Xresources", as: .xresources)
        #expect(read.background.hexString == "#000000")
        #expect(!XrdbDefinesReader.matches("#define Background_Color #000000\n#define BLACK #000000\n"))
        #expect(XrdbDefinesReader.matches("#define Background_Color #000000\n# define Ansi_1_Color red\n"))
    }
}
