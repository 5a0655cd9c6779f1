import Foundation
import SkinKit
import SkinUI
import Testing

@testable import SkinShot

/// The color rule holds in every committed golden: a glyph is never drawn in its own background's
/// palette entry (`OutputReducer`), and the formats that show the same shot agree cell for cell.
struct GoldenColorRuleTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Screenshots")

    /// The goldens with colors, by file name, decoded once for both tests.
    static let decoded = Result { try readGoldens() }

    static func goldens() throws -> [(name: String, format: ScreenshotFormat, canvas: Canvas)] { try decoded.get() }

    private static func readGoldens() throws -> [(name: String, format: ScreenshotFormat, canvas: Canvas)] {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        return try names.compactMap { name in
            guard let format = ScreenshotFormat(fileName: name), format.showsColor else { return nil }
            let data = try Data(contentsOf: folder.appendingPathComponent(name))
            return (name, format, try format.decode(data))
        }
    }

    /// Goldens at palette depths (each shot name says its depth: `depth-16`, `…-8-120x40`, `…-16`).
    static func isPaletteDepth(_ name: String) -> Bool {
        let words = name.split(separator: ".")[0].split(separator: "-")
        return words.contains("256") || words.contains("16") || words.contains("8")
    }

    @Test func noGlyphInAPaletteGoldenSharesItsBackgroundsEntry() throws {
        let goldens = try Self.goldens().filter { Self.isPaletteDepth($0.name) }
        #expect(goldens.count >= 10, "the palette goldens are found")
        var offenders: [String] = []
        for golden in goldens {
            let canvas = golden.canvas
            var count = 0
            for y in 0..<canvas.height {
                for x in 0..<canvas.width {
                    let shown = CompareDifferences.shownColors(canvas[x, y])
                    if let ink = shown.ink, canvas[x, y].character != " ", ink == shown.background { count += 1 }
                }
            }
            if count > 0 { offenders.append("\(golden.name): \(count) cells") }
        }
        #expect(offenders == [])
    }

    @Test func theANSIAndSVGOfAShotShowTheSameColorsInEveryCell() throws {
        let goldens = try Self.goldens()
        let svgs = Dictionary(goldens.filter { $0.format == .svg }.map { ($0.name.dropLast(4), $0.canvas) }, uniquingKeysWith: { a, _ in a })
        let pairs = goldens.filter { $0.format == .ansi }.compactMap { ansi in svgs[ansi.name.dropLast(5)].map { (ansi.name, ansi.canvas, $0) } }
        #expect(pairs.count >= 6, "every depth has an ANSI and an SVG golden of the same shot")
        for (name, ansi, svg) in pairs {
            #expect(ansi.size == svg.size, "\(name)")
            guard ansi.size == svg.size else { continue }
            // Without color the ANSI text carries no colors at all: there the cells must agree on
            // what the terminal is sent, the attributes (reverse above all). With color, the ANSI
            // decoder reads palette entries as xterm's colors while a skin's own palette paints the
            // SVG: each ANSI color must stand for one SVG color everywhere (the same entry).
            let mono = name.contains("-mono")
            var entries: [RGBColor: RGBColor] = [:]
            func sameEntry(_ a: RGBColor?, _ b: RGBColor?) -> Bool {
                guard let a, let b else { return a == nil && b == nil }
                if let known = entries[a] { return known == b }
                entries[a] = b
                return true
            }
            var differing = 0
            for y in 0..<ansi.height {
                for x in 0..<ansi.width {
                    let a = ansi[x, y]
                    let b = svg[x, y]
                    let shownA = CompareDifferences.shownColors(a)
                    let shownB = CompareDifferences.shownColors(b)
                    let same =
                        mono
                        ? a.attributes == b.attributes
                        : sameEntry(shownA.ink, shownB.ink) && sameEntry(shownA.background, shownB.background)
                    if !same { differing += 1 }
                }
            }
            #expect(differing == 0, "\(name): \(differing) cells show other colors than its SVG")
        }
    }
}
