import Foundation
import Testing

@testable import SkinKit

/// PuTTY's saved sessions (the real registry export is `Data/Schemes/Dracula.reg`, in
/// RealSchemeTests): colours as PuTTY's `load_open_settings` reads them.
@Suite struct PuTTYSessionTests {
    /// A Unix session file (`~/.putty/sessions/NAME`): PuTTY writes every setting as `Key=Value`.
    @Test func aUnixSessionFileIsOneScheme() throws {
        let text = """
            Present=1
            HostName=example.org
            Colour0=200,200,200
            Colour2=10,20,30
            Colour5=255,0,0
            Colour8=205,0,0
            Colour9=255,85,85
            """
        let scheme = try ThemeText.scheme(text, file: "my%20server", as: .putty)
        #expect(scheme.name == "my server")
        #expect(scheme.background.hexString == "#0A141E")
        #expect(scheme.foreground.hexString == "#C8C8C8")
        #expect(scheme.cursor?.hexString == "#FF0000")
        #expect(scheme.ansi[1].hexString == "#CD0000")
        #expect(scheme.ansi[9].hexString == "#FF5555")
        #expect(scheme.ansi[2].hexString == "#00BB00")
        #expect(scheme.warnings.map(\.message).first?.hasPrefix("missing colours Colour1, Colour3, Colour4, Colour6, Colour7, Colour10") == true)
    }

    /// A registry export holds sessions as sections; each that sets a colour is a scheme named by
    /// its unescaped name.
    @Test func aRegistryExportGivesASchemePerSession() throws {
        let text = """
            Windows Registry Editor Version 5.00

            [HKEY_CURRENT_USER\\Software\\SimonTatham\\PuTTY\\Sessions\\Default%20Settings]
            "Colour2"="0,0,0"

            [HKEY_CURRENT_USER\\Software\\SimonTatham\\PuTTY\\Sessions\\Night%20Shift]
            "Colour2"="1,2,3"
            "Colour0"="250,250,250"

            [HKEY_CURRENT_USER\\Software\\SimonTatham\\PuTTY\\Sessions\\No%20Colours]
            "HostName"="example.org"
            """
        guard case .schemes(.putty, let schemes) = try ThemeFileReader.content(of: Data(text.utf8), file: "putty.reg") else {
            Issue.record("not read as PuTTY sessions")
            return
        }
        #expect(schemes.map(\.name) == ["Default Settings", "Night Shift"])
        #expect(schemes.map(\.background.hexString) == ["#000000", "#010203"])
    }

    @Test func aWrongColourIsAnErrorAtItsLine() {
        #expect(
            ThemeText.problem("Colour0=200,200,200\nColour2=10,20,300\n", file: "s")
                == "s:2: Colour2: '10,20,300' is not a colour PuTTY reads (R,G,B in 0–255)")
    }
}
