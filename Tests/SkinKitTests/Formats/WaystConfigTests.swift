import Foundation
import Testing

@testable import SkinKit

/// wayst's config (the real one is `Data/Schemes/Dracula wayst`, in RealSchemeTests): read as
/// wayst's `settings_file_parse` and `ColorRGB_from_any` read it.
@Suite struct WaystConfigTests {
    func scheme(_ text: String) throws(SkinError) -> TerminalScheme { try ThemeText.scheme(text, file: "config", as: .wayst) }

    /// wayst's notations and syntax: quoted or bare values, `#` comments outside strings, the first
    /// six hex digits (an alpha after them not read), `#RGB` and `rgb:` scaled; other options passed over.
    @Test func colorsAreReadAsWaystReadsThem() throws {
        let read = try scheme(
            """
            # wayst
            font = ["Iosevka", "Noto Sans Mono"]
            bg-color = "#282a36ee"  # with an alpha
            fg-color = f8f8f2
            color-1 = "#f00"
            color-2 = rgb:ff/80/00
            color-3 = "rgb(1, 2, 3)"
            highlight-bg-color = "#44475a"
            cursor-bg-color = "#ff00ff"
            """)
        #expect(read.background.hexString == "#282A36")
        #expect(read.foreground.hexString == "#F8F8F2")
        #expect(read.ansi[1].hexString == "#FF0000")
        #expect(read.ansi[2].hexString == "#FF8000")
        #expect(read.ansi[3].hexString == "#010203")
        #expect(read.ansi[0].hexString == "#000000")
        #expect(read.ansi[4].hexString == "#00518C")
        #expect(read.selection?.hexString == "#44475A")
        #expect(read.cursor?.hexString == "#FF00FF")
        #expect(read.warnings.count == 13)
        #expect(read.warnings.first?.description == "color-0: missing color 'color-0': wayst's own #000000 taken, as wayst does")
    }

    /// wayst never refuses its config: a color it cannot read keeps wayst's, with a warning at its
    /// line; `cursor-bg-color = none` is its default, a cursor in the cell's colors.
    @Test func aBadColorKeepsWaystsOwn() throws {
        let text =
            (0..<16).map { "color-\($0) = \"#101010\"" }.joined(separator: "\n")
            + "\nbg-color = \"#12\"\nfg-color = \"#eeeeee\"\nhighlight-bg-color = \"#333333\"\ncursor-bg-color = none\n"
        let read = try scheme(text)
        #expect(read.background.hexString == "#000000")
        #expect(read.cursor == nil)
        #expect(
            read.warnings.map(\.description) == [
                "line 17: bg-color: wayst cannot read '#12' as a color (#RRGGBB, #RGB, rgb:R/G/B, rgbi:R/G/B, rgb(), hsl()): it keeps its color",
                "bg-color: missing color 'bg-color': wayst's own #000000 taken, as wayst does",
            ])
    }

    /// An unquoted `#` starts a comment even after `=`: `fg-color = #ffffff` has no value, a warning.
    @Test func anUnquotedHashIsAComment() throws {
        let read = try scheme("fg-color = #ffffff\nbg-color = \"#101010\"\n")
        #expect(read.foreground.hexString == "#FFFFFF")
        #expect(read.background.hexString == "#101010")
        #expect(
            read.warnings.first?.description
                == "line 1: fg-color: wayst cannot read '' as a color (#RRGGBB, #RGB, rgb:R/G/B, rgbi:R/G/B, rgb(), hsl()): it keeps its color")
    }

    /// A Ghostty theme (`background`, `palette`) is Ghostty's; a file of other `key = value`
    /// lines is no wayst config.
    @Test func otherKeyValueFilesAreNotWaysts() throws {
        #expect(try ThemeText.scheme("background = #000000\npalette = 1=#ff0000\n", file: "Night").format == .ghostty)
        #expect(!WaystReader.matches("font = Iosevka\nrows = 24\n"))
        #expect(!WaystReader.matches("bg-color: #000000\n"))
    }
}
