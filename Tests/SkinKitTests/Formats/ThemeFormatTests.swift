import Foundation
import Testing

@testable import SkinKit

/// Each reader on a sample the test writes: detected by content, every color in its place.
@Suite struct ThemeFormatTests {
    func read(_ text: String, file: String) throws -> (ThemeFormat, [TerminalScheme]) {
        let content = try ThemeFileReader.content(of: Data(text.utf8), file: file)
        guard case .schemes(let format, let schemes) = content else {
            Issue.record("\(file) was not read as a scheme: \(content)")
            throw SkinError(message: "not a scheme")
        }
        return (format, schemes)
    }

    /// - Parameter base16: base16's ANSI 0 and 7 are its background and foreground, 9–14 repeat 1–6.
    func expectSample(_ scheme: TerminalScheme, base16: Bool = false, hasCursor: Bool = true) {
        #expect(scheme.background == SchemeSamples.color(SchemeSamples.background))
        #expect(scheme.foreground == SchemeSamples.color(SchemeSamples.foreground))
        #expect(scheme.selection == SchemeSamples.color(SchemeSamples.selection))
        if hasCursor { #expect(scheme.cursor == SchemeSamples.color(SchemeSamples.cursor)) }
        let expected = SchemeSamples.ansi.enumerated().map { index, hex in
            guard base16 else { return hex }
            if index == 0 { return SchemeSamples.background }
            if index == 7 { return SchemeSamples.foreground }
            return (9...14).contains(index) ? SchemeSamples.ansi[index - 8] : hex
        }
        #expect(scheme.ansi.map(\.hexString) == expected)
    }

    @Test func iTerm2PropertyList() throws {
        let (format, schemes) = try read(SchemeSamples.iTerm2, file: "Sample.itermcolors")
        #expect(format == .iTerm2)
        expectSample(try #require(schemes.first))
    }

    @Test func windowsTerminalSchemeAndSchemesArray() throws {
        let (format, schemes) = try read(SchemeSamples.windowsTerminal, file: "sample.json")
        #expect(format == .windowsTerminal)
        #expect(schemes.first?.name == "Sample Scheme")
        expectSample(try #require(schemes.first))
        let settings = "{\"profiles\": {}, \"schemes\": [\(SchemeSamples.windowsTerminal), \(SchemeSamples.windowsTerminal)]}"
        #expect(try read(settings, file: "settings.json").1.count == 2)
    }

    @Test func alacrittyTOML() throws {
        let (format, schemes) = try read(SchemeSamples.alacritty, file: "sample.toml")
        #expect(format == .alacritty)
        expectSample(try #require(schemes.first))
    }

    @Test func kittyConf() throws {
        let (format, schemes) = try read(SchemeSamples.kitty, file: "sample.conf")
        #expect(format == .kitty)
        #expect(schemes.first?.name == "Sample Scheme")
        expectSample(try #require(schemes.first))
    }

    @Test func base16TintedAndFlatForms() throws {
        for text in [SchemeSamples.base16Tinted, SchemeSamples.base16Flat] {
            let (format, schemes) = try read(text, file: "sample.yaml")
            #expect(format == .base16)
            let scheme = try #require(schemes.first)
            #expect(scheme.name == "Sample Scheme")
            #expect(scheme.namedColors["base0D"] == SchemeSamples.color(SchemeSamples.ansi[4]))
            // base16's cursor is its foreground (base05).
            expectSample(scheme, base16: true, hasCursor: false)
            #expect(scheme.cursor == scheme.foreground)
        }
    }

    @Test func unquotedBase16DigitsKeepTheirLeadingZeros() throws {
        let text = SchemeSamples.base16Flat.replacingOccurrences(of: "base00: \"101820\"", with: "base00: 001820")
        #expect(try read(text, file: "x.yaml").1.first?.background.hexString == "#001820")
    }

    @Test func detectionLooksAtTheContentNotTheExtension() throws {
        #expect(try read(SchemeSamples.kitty, file: "theme.txt").0 == .kitty)
        #expect(try read(SchemeSamples.base16Tinted, file: "theme.conf").0 == .base16)
        #expect(try read(SchemeSamples.alacritty, file: "colors").0 == .alacritty)
        #expect(try read(SchemeSamples.iTerm2, file: "Sample.plist").0 == .iTerm2)
    }

    /// One short line: how many formats were tried and where they are listed (every name made it
    /// over 700 characters, for each file of a folder); `import --help` names each (end-to-end tests).
    @Test func anUnknownFileGetsOneLineCountingTheFormatsTried() throws {
        let result = SkinLoader().load(data: Data("just some notes\nabout colors\n".utf8), file: "notes.txt")
        #expect(result.skins.isEmpty)
        #expect(
            result.errors.map(\.description) == [
                "notes.txt: not a skin or a known theme format (tried: TermSkin JSON/plist skins and the \(ThemeFormat.allCases.count) theme "
                    + "formats that `termskin import --help` lists)"
            ])
    }

    @Test func aMissingColorIsNamedWithItsLine() throws {
        let text = SchemeSamples.kitty.replacingOccurrences(of: "color3   #C0C004", with: "color3   blue")
        #expect(throws: SkinError.self) { try ThemeFileReader.content(of: Data(text.utf8), file: "k.conf") }
        do {
            _ = try ThemeFileReader.content(of: Data(text.utf8), file: "k.conf")
        } catch {
            #expect(error.file == "k.conf")
            #expect(error.line == 10)
            #expect(error.description.contains("'blue' is not a color"))
        }
    }

    @Test func swiftThemeKeysAreFlattenedKeyPaths() throws {
        let content = try ThemeFileReader.content(of: Data(SchemeSamples.swiftThemeNight.utf8), file: "Themes/Night.json")
        guard case .swiftTheme(let theme) = content else {
            Issue.record("not SwiftTheme: \(content)")
            return
        }
        let colors = theme.colors
        #expect(colors["Global.backgroundColor"]?.hexString == "#1A1A1A")
        #expect(colors["Global.barTextColor"]?.hexString == "#F39C12")
        #expect(colors["SelectedColor"]?.hexString == "#E74C3C")
        #expect(colors["UINavigationBar.titleTextAttributes.NSColor"]?.hexString == "#ECF0F1")
        #expect(colors["Images.cover"] == nil)
        let skins = SkinLoader().load(data: Data(SchemeSamples.swiftThemeNight.utf8), file: "Themes/Night.json").skins
        #expect(skins.map(\.name) == ["night"])
    }

    @Test func termSkinFilesAreStillSkins() throws {
        let skin = ##"{"ocean": {"Color": {"background": "#001122"}}}"##
        let content = try ThemeFileReader.content(of: Data(skin.utf8), file: "ocean.json")
        guard case .skin = content else {
            Issue.record("read as \(content)")
            return
        }
        // A typo in a section name stays a skin error, not a SwiftTheme theme.
        let typo = ##"{"ocean": {"Colour": {"background": "#001122"}}}"##
        guard case .skin = try ThemeFileReader.content(of: Data(typo.utf8), file: "ocean.json") else {
            Issue.record("typo read as a theme")
            return
        }
    }
}
