import Foundation
import Testing

@testable import SkinKit

/// iTerm2 reads a color component written as a string (`<string>0.8</string>`) as its number, and
/// Windows Terminal's ColorTool ships schemes written so (Tests/SkinKitTests/Data/MicrosoftTerminal,
/// source and license in SOURCES.md there); they were refused as "missing or not a finite number".
@Suite struct ITermStringComponentTests {
    static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Data/MicrosoftTerminal/tango_dark.itermcolors").path

    @Test func componentsWrittenAsStringsAreRead() throws {
        let data = try #require(FileManager.default.contents(atPath: Self.file))
        guard case .schemes(let format, let schemes) = try ThemeFileReader.content(of: data, file: Self.file), let scheme = schemes.first else {
            Issue.record("not read as a scheme")
            return
        }
        #expect(format == .iTerm2)
        #expect(scheme.background.hexString == "#000000")
        #expect(scheme.foreground.hexString == "#D3D7CF")
        #expect(scheme.ansi[1].hexString == "#CC0000")
        #expect(scheme.ansi[4].hexString == "#3465A4")
        #expect(scheme.ansi[8].hexString == "#555753")
    }

    /// The folder scan (`list`, `lint`, the previewer) reads it the same way.
    @Test func theFolderScanReadsIt() {
        let result = SkinLoader().load(path: Self.file)
        #expect(result.errors.isEmpty, "\(result.errors)")
        #expect(result.skins.map(\.name) == ["tango-dark"])
    }

    /// A string that is not a number is still an error naming the component.
    @Test(arguments: ["red", "", "nan", "inf"])
    func aStringThatIsNoNumberIsAnError(text: String) {
        do {
            _ = try ITermColorsReader.color(["Red Component": text, "Green Component": "0", "Blue Component": "0"], keyPath: ["Ansi 1 Color"])
            Issue.record("no error for '\(text)'")
        } catch {
            #expect(error.keyPath == ["Ansi 1 Color", "Red Component"])
        }
    }
}
