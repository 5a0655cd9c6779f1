import Foundation
import SkinKit
import SkinShot
import SkinUI
import Testing

/// A real terminal scheme (Dracula, Alacritty TOML, from SkinKitTests/Data/Schemes) previewed as a
/// skin: the SVG carries its exact colors, and its 16-color preview uses its own palette.
@Suite struct SchemeScreenshotTests {
    static let scheme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("SkinKitTests/Data/Schemes/Dracula.toml").path
    /// Dracula's colors as its Alacritty file writes them.
    static let background = "#282A36", foreground = "#F8F8F2", blue = "#BD93F9", red = "#FF5555"
    static let ansi = [
        "#21222C", "#FF5555", "#50FA7B", "#F1FA8C", "#BD93F9", "#FF79C6", "#8BE9FD", "#F8F8F2",
        "#6272A4", "#FF6E6E", "#69FF94", "#FFFFA5", "#D6ACFF", "#FF92DF", "#A4FFFF", "#FFFFFF",
    ]

    func session() throws -> PreviewSession {
        let library = SkinLibrary.load(paths: [Self.scheme])
        #expect(library.errors.isEmpty, "\(library.errors)")
        let store = SkinStore(catalog: library.catalog, traits: TraitCollection(userInterfaceStyle: .dark))
        try store.selectSkin("dracula")
        return PreviewSession(store: store)
    }

    func fills(_ svg: String) -> Set<String> {
        let pattern = try? NSRegularExpression(pattern: #"fill="(#[0-9A-F]{6})""#)
        let range = NSRange(svg.startIndex..., in: svg)
        return Set((pattern?.matches(in: svg, range: range) ?? []).compactMap { Range($0.range(at: 1), in: svg).map { String(svg[$0]) } })
    }

    @Test func theGallerySVGCarriesTheSchemesExactColors() throws {
        let session = try session()
        let svg = SVGExporter().export(session.render(size: ScriptRunner.defaultSize))
        let colors = fills(svg)
        for hex in [Self.background, Self.foreground, Self.blue] { #expect(colors.contains(hex), "\(hex) missing") }
        // `a` twice, then rebuild (`b`): the Appearance panel's button takes the `error` key.
        let button = try #require(session.page.appearancePanel.allViews.first { $0 is Button })
        let buttonBackground = { (canvas: Canvas) in canvas[button.frame.x, button.frame.y].background.hexString }
        #expect(buttonBackground(session.render(size: ScriptRunner.defaultSize)) != Self.red)
        session.handle(.character("a"))
        session.handle(.character("a"))
        session.handle(.character("b"))
        let rebuilt = session.render(size: ScriptRunner.defaultSize)
        #expect(buttonBackground(rebuilt) == Self.red)
        #expect(fills(SVGExporter().export(rebuilt)).contains(Self.red))
    }

    @Test func theSixteenColorPreviewUsesTheSchemesPalette() throws {
        let session = try session()
        session.setDepth(.palette16)
        let canvas = session.render(size: ScriptRunner.defaultSize)
        #expect(canvas.palette?.map(\.hexString) == Self.ansi)
        let colors = fills(SVGExporter(depth: .palette16).export(canvas))
        #expect(!colors.isEmpty)
        #expect(colors.isSubset(of: Set(Self.ansi)), "not from the palette: \(colors.subtracting(Self.ansi).sorted())")
        let xterm = Set(TerminalPalette.xtermBase.map(\.hexString))
        #expect(colors.isDisjoint(with: xterm.subtracting(Self.ansi)))
        let eight = fills(SVGExporter(depth: .palette8).export(canvas))
        #expect(eight.isSubset(of: Set(Self.ansi.prefix(8))))
    }
}
