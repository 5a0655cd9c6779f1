import Foundation
import Testing

@testable import SkinKit

/// FreeBSD vt's `kern.vt.color.N.rgb` tunables (the real file is `Data/Schemes/Dracula vt.conf`, in
/// RealSchemeTests): read as the kernel's `vt_parse_rgb_triplet` and `vt_palette_init` read them.
@Suite struct FreeBSDVTConfTests {
    func scheme(_ text: String) throws(SkinError) -> TerminalScheme { try ThemeText.scheme(text, file: "loader.conf", as: .freeBSDVT) }

    /// `#rrggbb` and `r, g, b`, each channel kept as a whole percentage, as vt paints it: `#FF5555`
    /// becomes `#FF5454`. The background is color 0, the foreground color 7; what is left out is
    /// vt's default, with a warning.
    @Test func colorsAreThePercentagesVTPaints() throws {
        let read = try scheme(
            """
            # Dracula
            kern.vt.color.0.rgb="#282a36"
            kern.vt.color.1.rgb="#ff5555"   # red
            kern.vt.color.7.rgb = "248, 248,242"
            kern.vt.color.15.rgb=255,255,255
            autoboot_delay="3"
            """)
        #expect(read.background.hexString == "#262835")
        #expect(read.ansi[0] == read.background)
        #expect(read.ansi[1].hexString == "#FF5454")
        #expect(read.foreground.hexString == "#F7F7EF")
        #expect(read.ansi[7] == read.foreground)
        #expect(read.ansi[15].hexString == "#FFFFFF")
        #expect(read.ansi[2].hexString == "#007F00")
        #expect(read.ansi[4].hexString == "#3366A3")
        #expect(read.cursor == nil)
        #expect(read.selection == nil)
        #expect(read.warnings.count == 12)
        #expect(
            read.warnings.first?.description
                == "kern.vt.color.2.rgb: missing color 'kern.vt.color.2.rgb': vt's own #007F00 taken, as vt does")
    }

    /// What the kernel cannot parse keeps its default silently: a warning at the line here.
    @Test(arguments: [
        ("kern.vt.color.1.rgb=\"#ff555\"", "'#ff555'"), ("kern.vt.color.1.rgb=\"256,0,0\"", "'256,0,0'"),
        ("kern.vt.color.1.rgb=\"1,2\"", "'1,2'"), ("kern.vt.color.1.rgb=\"1,2,3x\"", "'1,2,3x'"),
    ])
    func anUnreadableValueKeepsVTsOwn(line: String, value: String) throws {
        let read = try scheme(line + "\n")
        #expect(read.ansi[1].hexString == "#7F0000")
        #expect(
            read.warnings.first?.description
                == "line 1: kern.vt.color.1.rgb: \(value) is not a color vt reads (#rrggbb or r,g,b in 0–255): vt keeps its own, silently")
    }

    /// Colors past 15 are never fetched; other tunables are passed over.
    @Test func onlySixteenColors() throws {
        let read = try scheme("kern.vt.color.16.rgb=\"#ffffff\"\n")
        #expect(read.warnings.first?.description == "line 1: kern.vt.color.16.rgb: vt has colors 0–15 only: 'kern.vt.color.16.rgb' is never read")
        #expect(read.warnings.count == 17)
        #expect(!FreeBSDVTReader.matches("autoboot_delay=\"3\"\n"))
    }
}
