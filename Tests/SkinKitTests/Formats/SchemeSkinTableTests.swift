import Foundation
import Testing

@testable import SkinKit

@Suite struct SchemeSkinTableTests {
    static let dark = TerminalScheme(
        name: "d", background: RGBColor(hex: 0x202020), foreground: RGBColor(hex: 0xEEEEEE),
        ansi: (0..<16).map { RGBColor(hex: UInt32($0) * 0x0F0F0F) })
    static let light = TerminalScheme(
        name: "l", background: RGBColor(hex: 0xF0F0F0), foreground: RGBColor(hex: 0x111111),
        selection: RGBColor(hex: 0xCCDDEE), ansi: (0..<16).map { RGBColor(hex: 0xFF0000 + UInt32($0)) })

    @Test func everyWidgetKeyOfTheDefaultSkinHasARow() {
        let widgetKeys = Set(EmbeddedSkin.catalog().catalog.defaultSkin.colors.keys)
        let tableKeys = Set(SchemeSkinTable.rows.map(\.key))
        #expect(widgetKeys.subtracting(tableKeys).isEmpty, "no row for \(widgetKeys.subtracting(tableKeys).sorted())")
        #expect(tableKeys.subtracting(widgetKeys) == ["cursor"])
    }

    @Test func surfacesStepTowardsTheForegroundsSide() {
        let darkSurface = SchemeSkinTable.color(.surface(1), in: Self.dark)
        let lightSurface = SchemeSkinTable.color(.surface(1), in: Self.light)
        #expect(darkSurface.relativeLuminance > Self.dark.background.relativeLuminance)
        #expect(lightSurface.relativeLuminance < Self.light.background.relativeLuminance)
        #expect(SchemeSkinTable.color(.surface(2), in: Self.dark).relativeLuminance > darkSurface.relativeLuminance)
    }

    @Test func fallbacksForCursorAndSelection() {
        #expect(SchemeSkinTable.color(.cursor, in: Self.dark) == Self.dark.foreground)
        #expect(SchemeSkinTable.color(.selection, in: Self.dark) == Self.dark.ansi[4].withAlpha(0.3))
        #expect(SchemeSkinTable.color(.selection, in: Self.light) == RGBColor(hex: 0xCCDDEE))
    }

    @Test func aLightAndADarkSchemeMakeOneDynamicSkin() {
        let skin = SchemeSkinTable.skin(named: "pair", light: Self.light, dark: Self.dark, source: .code)
        let lightTraits = TraitCollection(userInterfaceStyle: .light)
        let darkTraits = TraitCollection(userInterfaceStyle: .dark)
        #expect(skin.colors["background"]?.resolve(in: lightTraits) == Self.light.background)
        #expect(skin.colors["background"]?.resolve(in: darkTraits) == Self.dark.background)
        #expect(skin.palette?.resolve(in: lightTraits) == Self.light.ansi)
        #expect(skin.palette?.resolve(in: darkTraits) == Self.dark.ansi)
    }
}

@Suite struct SchemeSkinTableREADMETests {
    /// The README's palette → widget keys table lists each row of `SchemeSkinTable.rows` once, with its role.
    @Test func theREADMETableIsTheCodesTable() throws {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        let start = try #require(text.range(of: "| from the scheme | widget keys |"))
        let lines = text[start.upperBound...].split(separator: "\n").dropFirst().prefix { $0.hasPrefix("|") }
        var documented: [String: String] = [:]
        for line in lines {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 2 else { continue }
            for key in cells[1].split(separator: ",") {
                let name = key.trimmingCharacters(in: CharacterSet(charactersIn: " `"))
                #expect(documented[name] == nil, "\(name) listed twice")
                documented[name] = cells[0]
            }
        }
        #expect(Set(documented.keys) == Set(SchemeSkinTable.rows.map(\.key)))
        for (key, role) in SchemeSkinTable.rows {
            let words: String
            switch role {
            case .ansi(let index): words = "ANSI \(index) "
            case .surface(let steps): words = "+ \(steps) surface step"
            default: words = role.description
            }
            #expect(documented[key]?.contains(words) == true, "\(key): README says \(documented[key] ?? "nothing"), code \(role)")
        }
    }
}
