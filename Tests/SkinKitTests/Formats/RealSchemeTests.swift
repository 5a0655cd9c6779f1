import Foundation
import Testing

@testable import SkinKit

/// Real scheme files (Tests/SkinKitTests/Data/Schemes, sources and licenses in SOURCES.md).
@Suite struct RealSchemeTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Data/Schemes")

    func scheme(_ name: String) throws -> (ThemeFormat, TerminalScheme) {
        let path = Self.folder.appendingPathComponent(name).path
        let data = try #require(FileManager.default.contents(atPath: path))
        guard case .schemes(let format, let schemes) = try ThemeFileReader.content(of: data, file: path), let first = schemes.first else {
            throw SkinError(file: name, message: "not read as a scheme")
        }
        return (format, first)
    }

    /// Dracula as its author publishes it, in fourteen formats: the same background, foreground, red, blue.
    @Test(arguments: [
        ("Dracula.itermcolors", ThemeFormat.iTerm2), ("Dracula.json", .windowsTerminal),
        ("Dracula.toml", .alacritty), ("Dracula.conf", .kitty), ("dracula-base24.yaml", .base16), ("Dracula", .ghostty),
        ("Dracula.colorscheme", .konsole), ("Dracula.terminal", .terminalApp), ("Dracula.properties", .termux),
        ("Dracula termite", .termite), ("Dracula.config", .terminator), ("Dracula.theme", .xfceTerminal), ("Dracula.palette", .ptyxis), ("Dracula.reg", .putty),
    ])
    func draculaInEveryFormat(file: String, format: ThemeFormat) throws {
        let (detected, scheme) = try scheme(file)
        #expect(detected == format)
        #expect(scheme.background.hexString == "#282A36")
        #expect(scheme.foreground.hexString == "#F8F8F2")
        #expect(scheme.ansi[1].hexString == "#FF5555")
        #expect(scheme.ansi[2].hexString == "#50FA7B")
    }

    /// iTerm2-Color-Schemes' Dracula exports, each held to the Ghostty export (or the Windows Terminal
    /// one) in every slot: equal, or what its format lacks or its program does (`ExportDifference`).
    @Test(arguments: ExportCase.all)
    func exportAgreesWithItsReference(export: ExportCase) throws {
        let (_, reference) = try scheme(export.reference)
        let (detected, read) = try scheme(export.file)
        #expect(detected == export.format)
        var ansi = reference.ansi
        if let own = export.ownColor15 { ansi[15] = RGBColor(hex: own) }
        #expect(read.ansi == ansi)
        #expect(read.background == export.background.map { RGBColor(hex: $0) } ?? reference.background)
        #expect(read.foreground == reference.foreground)
        #expect(read.cursor == (export.lacks.contains(.cursor) ? nil : reference.cursor))
        #expect(read.selection == (export.lacks.contains(.selection) ? nil : reference.selection))
        #expect(read.name == export.name)
        #expect(read.warnings.count == export.warnings, "\(read.warnings)")
    }

    /// tinted-shell's own Dracula: base16's mapping (bright red is base08 again), iTerm2's branch
    /// giving the selection and cursor, the xterm branch's reverse-video cursor its one warning.
    @Test func tintedShellsDracula() throws {
        let (format, read) = try scheme("base16-dracula.sh")
        #expect(format == .base16Shell)
        #expect(
            read.ansi.map(\.hexString) == [
                "#282A36", "#FF5555", "#50FA7B", "#F1FA8C", "#BD93F9", "#FF79C6", "#8BE9FD", "#F8F8F2",
                "#6272A4", "#FF5555", "#50FA7B", "#F1FA8C", "#BD93F9", "#FF79C6", "#8BE9FD", "#FFFFFF",
            ])
        #expect(read.background.hexString == "#282A36")
        #expect(read.foreground.hexString == "#F8F8F2")
        #expect(read.selection?.hexString == "#44475A")
        #expect(read.cursor?.hexString == "#F8F8F2")
        #expect(read.warnings.map(\.line) == [102])
    }

    /// The FreeBSD vt export: the Ghostty one's colors as vt paints them (whole percentages), the
    /// foreground in color 7 (the collection's template writes it there, the console's text color)
    /// and the background color 0.
    @Test func freeBSDVTExportIsTheGhosttyOneInPercentages() throws {
        let (_, ghostty) = try scheme("Dracula")
        let (format, read) = try scheme("Dracula vt.conf")
        #expect(format == .freeBSDVT)
        let painted = { (color: RGBColor) in
            FreeBSDVTReader.painted((UInt8(Int(color.red) * 100 / 255), UInt8(Int(color.green) * 100 / 255), UInt8(Int(color.blue) * 100 / 255)))
        }
        var expected = ghostty.ansi.map(painted)
        expected[7] = painted(ghostty.foreground)
        #expect(read.ansi == expected)
        #expect(read.background.hexString == "#1E212B")
        #expect(read.foreground.hexString == "#F7F7EF")
        #expect(read.ansi[1].hexString == "#FF5454")
        #expect(read.warnings.isEmpty)
    }

    /// The tilda export writes Dracula's full channels as 65792 (`int(x*256)*257`): over 1 in VTE's
    /// `GdkRGBA`, so VTE refuses tilda's colors and shows its own; its cursor (no full channel)
    /// is Dracula's.
    @Test func tildaExportShowsVTEsColors() throws {
        let (_, ghostty) = try scheme("Dracula")
        let (format, read) = try scheme("Dracula.itermcolors_config_0")
        #expect(format == .tilda)
        #expect(read.background.hexString == "#000000")
        #expect(read.foreground.hexString == "#C0C0C0")
        #expect(read.ansi.map(\.hexString) == TildaReader.vteColors.map { RGBColor(hex: $0).hexString })
        #expect(read.cursor == ghostty.cursor)
        #expect(read.warnings.map(\.line) == [7])
    }

    /// xfce4-terminal's own Solarized (Debian's package): translated names passed over, and its
    /// `ColorCursor` unused, as xfce4-terminal leaves it without `ColorCursorUseDefault=FALSE`.
    @Test func xfceTerminalsOwnSolarized() throws {
        let (format, solarized) = try scheme("solarized-dark.theme")
        #expect(format == .xfceTerminal)
        #expect(solarized.name == "Solarized (dark)")
        #expect(solarized.background.hexString == "#002B36")
        #expect(solarized.foreground.hexString == "#839496")
        #expect(solarized.ansi[0].hexString == "#073642")
        #expect(solarized.ansi[15].hexString == "#FDF6E3")
        #expect(solarized.cursor == nil)
        #expect(solarized.warnings.map(\.keyPath) == [["Scheme", "ColorCursor"]])
    }

    @Test func atomOneDarkITermAndKittyAgree() throws {
        let (_, iterm) = try scheme("Atom One Dark.itermcolors")
        let (_, kitty) = try scheme("Atom One Dark.conf")
        #expect(iterm.background.hexString == "#21252B")
        #expect(iterm.ansi == kitty.ansi)
        #expect(iterm.background == kitty.background)
        #expect(iterm.selection?.hexString == "#323844")
    }

    @Test func atomOneLightWindowsTerminalAndAlacrittyAgree() throws {
        let (_, windows) = try scheme("Atom One Light.json")
        let (_, alacritty) = try scheme("Atom One Light.toml")
        #expect(windows.name == "Atom One Light")
        #expect(!windows.isDark)
        #expect(windows.ansi == alacritty.ansi)
        #expect(windows.background == alacritty.background)
        #expect(windows.foreground == alacritty.foreground)
    }

    @Test func solarizedBase16KeepsItsOwnNames() throws {
        let (_, dark) = try scheme("solarized-dark.yaml")
        let (_, light) = try scheme("solarized-light.yaml")
        #expect(dark.name == "Solarized Dark")
        #expect(dark.background.hexString == "#002B36")
        #expect(light.background.hexString == "#FDF6E3")
        #expect(dark.namedColors["base0D"]?.hexString == "#268BD2")
        let skin = SchemeSkinTable.skin(named: "solarized-dark", from: dark, source: .code)
        let traits = TraitCollection(userInterfaceStyle: .dark)
        #expect(skin.colors["base08"]?.resolve(in: traits).hexString == "#DC322F")
        #expect(skin.colors["ansi.red"]?.resolve(in: traits).hexString == "#DC322F")
        #expect(skin.colors["accent"]?.resolve(in: traits).hexString == "#268BD2")
    }

    @Test func theDataFolderLoadsWithoutErrorsOtherThanTheSameSchemeTwice() {
        let result = SkinLoader().load(path: Self.folder.path)
        #expect(result.errors.isEmpty, "\(result.errors)")
        #expect(
            Set(result.skins.map(\.name)) == [
                "atom-one-dark", "atom-one-light", "catppuccin-mocha", "dracula", "dracula-lxterminal", "dracula-termframe", "dracula-termite", "dracula-vt",
                "dracula-wayst", "hazyland", "hopscotch-256", "nord",
                "solarized-dark", "solarized-light",
                "base16-dracula", "dracula-dynamic-colors", "dracula-iterm-dynamic-colors",
            ])
        // A folder scan does not read `.config` (.NET's XML configs are named so too), `.reg`, `.txt` or the collection's `.itermcolors_config_0`.
        #expect(
            result.skipped.map { ($0.path as NSString).lastPathComponent } == [
                "Dracula.config", "Dracula.itermcolors_config_0", "Dracula.reg", "Dracula.txt", "SOURCES.md",
            ])
    }

    /// Every real text theme reads the same with Windows line ends (`\r\n`, as git gives them on
    /// Windows) and, saved as UTF-16 with its byte order mark (as regedit writes), the same again.
    @Test(arguments: [
        "Dracula.conf", "Dracula", "Dracula.colorscheme", "Dracula.toml", "dracula-base24.yaml", "Dracula.properties", "Dracula.theme",
        "Dracula.palette", "Dracula termite", "Dracula.config", "Dracula.reg", "Nord", "Nord.toml", "Catppuccin Mocha.toml",
        "Dracula.ini", "Dracula lxterminal.conf", "Dracula.colors", "Dracula termframe.toml", "Dracula wayst", "Dracula vt.conf", "Dracula.txt",
        "Dracula.itermcolors_config_0",
        "Dracula dynamic-colors.sh", "Dracula iterm-dynamic-colors.sh", "Dracula pantheonterminal.sh", "base16-dracula.sh",
    ])
    func windowsLineEndsAndUTF16ReadTheSame(file: String) throws {
        let path = Self.folder.appendingPathComponent(file).path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let (format, scheme) = try self.scheme(file)
        let crlf = Data(text.replacingOccurrences(of: "\n", with: "\r\n").utf8)
        let utf16 = Data([0xFF, 0xFE]) + Data(text.replacingOccurrences(of: "\n", with: "\r\n").utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        for data in [crlf, utf16] {
            guard case .schemes(let read, let schemes) = try ThemeFileReader.content(of: data, file: path) else {
                Issue.record("\(file) not read as a scheme")
                continue
            }
            #expect(read == format)
            #expect(schemes.first == scheme)
        }
    }
}
