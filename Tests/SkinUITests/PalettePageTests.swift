import SkinImageCodec
import SkinKit
import Testing

@testable import SkinUI

/// The Palette page and the colors CJSkin writes: every key visible, whatever its name.
struct PalettePageTests {
    let size = Size(width: 80, height: 24)

    /// A store with one skin written with its own key names and an 8-digit alpha-first color.
    func appStore(map: [String: String] = [:]) throws -> SkinStore {
        let store = SkinStore(catalog: EmbeddedSkin.catalog().catalog)
        var node: [String: SkinNode] = [
            "Color": ["导航背景色": "0x80FF0000", "view背景色": "#FFC0C0C0", "文字": "d(墨)"],
            "Define": ["墨": "d(深)", "深": "#202020"],
        ]
        if !map.isEmpty { node["Map"] = .dictionary(map.mapValues { SkinNode.string($0) }) }
        try store.updateSkins(with: ["app": .dictionary(node)])
        try store.selectSkin("app")
        return store
    }

    /// The first row at or below `first` whose text contains `text`.
    func row(_ canvas: Canvas, containing text: String, from first: Int = 0) -> Int? {
        (first..<canvas.height).first { canvas.text(ofRow: $0).contains(text) }
    }

    /// Issue 20, item 14: a pixel image (here a URL image once downloaded) is drawn in half blocks,
    /// as on the rest of the screen, not as the placeholder.
    @Test func aDownloadedURLImageIsDrawnNotThePlaceholder() throws {
        let store = SkinStore(catalog: EmbeddedSkin.catalog().catalog)
        let url = "http://example.invalid/logo.png"
        try store.updateSkins(with: ["remote": .dictionary(["Image": .dictionary(["logo": .string(url)])])])
        try store.selectSkin("remote")
        let session = PreviewSession(store: store)
        try session.showPage("palette")
        for character in "/logo" { session.handle(.character(character)) }
        let size = Size(width: 120, height: 40)
        func logoRow() -> String {
            let canvas = session.render(size: size)
            return row(canvas, containing: "url \(url.prefix(20))").map { canvas.text(ofRow: $0) } ?? ""
        }
        #expect(logoRow().contains("▢"), "not downloaded yet: the placeholder")
        let red = try #require(RGBABitmap(width: 4, height: 4, pixels: Array(repeating: [230, 57, 70, 255], count: 16).flatMap { $0 }))
        store.setRemoteImage(red, for: url, refresh: true)
        let shown = logoRow()
        #expect(shown.contains("▀") && !shown.contains("▢"), "\(shown)")
    }

    @Test func alphaFirstHexRendersOnCellsAsCJSkinReadsIt() throws {
        let store = try appStore(map: ["navBar.background": "导航背景色", "background": "view背景色"])
        let session = PreviewSession(store: store)
        let canvas = session.render(size: Size(width: 100, height: 30))
        let silver = RGBColor(hex: 0xC0C0C0)
        // #FFC0C0C0 is opaque silver: the page background.
        #expect(canvas[0, 6].background == silver)
        // 0x80FF0000 is half-transparent red over that background.
        let bar = session.page.navigationBar.frame
        let expected = RGBColor(hex: 0xFF0000, alpha: 128.0 / 255).composited(over: silver)
        #expect(canvas[bar.x + 5, bar.y].background == expected)
        #expect(expected == RGBColor(red: 0xE0, green: 0x60, blue: 0x60))
    }

    @Test func paletteListsTheSkinsOwnKeysWithValuesOriginAndContrast() throws {
        let store = try appStore()
        let session = PreviewSession(store: store)
        try session.showPage("palette")
        let canvas = session.render(size: size)
        #expect(canvas.text(ofRow: 0).contains("Palette · app"))
        session.handle(.character("/"))
        for c in "文字" { session.handle(.character(c)) }
        // Wider than 80 columns, the origin column grows and shows the whole chain.
        let filtered = session.render(size: Size(width: 100, height: 24))
        let keyRow = try #require(row(filtered, containing: "文字", from: 2))
        #expect(filtered.text(ofRow: keyRow).contains("#202020"))
        // Origin: this skin, through the macro chain; contrast against the default background #F2F2F7.
        let origin = filtered.text(ofRow: keyRow + 1)
        #expect(origin.contains("this skin · d(墨) → d(深) → #202020"))
        let contrast = RGBColor(hex: 0x202020).contrastRatio(with: RGBColor(hex: 0xF2F2F7))
        #expect(origin.contains(String(format: "%.1f:1", contrast)))
        // The four swatches carry the resolved color.
        #expect(filtered[PalettePage.swatchColumn, keyRow].background == RGBColor(hex: 0x202020))
        #expect(filtered[PalettePage.swatchColumn, keyRow].backgroundKey == "文字")
    }

    @Test func swatchesCompositeAlphaOverTheBackgroundOfEachTrait() throws {
        let store = try appStore()
        let session = PreviewSession(store: store)
        try session.showPage("palette")
        session.handle(.character("/"))
        for c in "导航" { session.handle(.character(c)) }
        let canvas = session.render(size: size)
        let keyRow = try #require(row(canvas, containing: "导航背景色", from: 2))
        let red = RGBColor(hex: 0xFF0000, alpha: 128.0 / 255)
        let backgrounds = [0xF2F2F7, 0x000000, 0xFFFFFF, 0x000000].map { RGBColor(hex: $0) }
        for (index, background) in backgrounds.enumerated() {
            #expect(canvas[PalettePage.swatchColumn + index * 3, keyRow].background == red.composited(over: background))
        }
        #expect(canvas.text(ofRow: keyRow).contains("#FF000080"))
    }

    /// With a simulated vision each swatch is the color, then the color as that vision sees it;
    /// the page itself is seen in normal vision (it shows the simulation beside each color).
    @Test func withASimulatedVisionEachSwatchShowsTheColorAndHowItIsSeen() throws {
        let store = try appStore()
        let session = PreviewSession(store: store)
        try session.showPage("palette")
        session.perform(.cycleVision)
        #expect(store.traits.vision == .protanopia)
        #expect(session.outputProfile.vision == .normal)
        session.handle(.character("/"))
        for c in "导航" { session.handle(.character(c)) }
        let canvas = session.render(size: size)
        #expect(canvas.text(ofRow: 0).contains("swatches: normal | protanopia"))
        let keyRow = try #require(row(canvas, containing: "导航背景色", from: 2))
        let red = RGBColor(hex: 0xFF0000, alpha: 128.0 / 255)
        let backgrounds = [0xF2F2F7, 0x000000, 0xFFFFFF, 0x000000].map { RGBColor(hex: $0) }
        for (index, background) in backgrounds.enumerated() {
            let color = red.composited(over: background)
            #expect(canvas[PalettePage.swatchColumn + index * 3, keyRow].background == color)
            #expect(canvas[PalettePage.swatchColumn + index * 3 + 1, keyRow].background == VisionDeficiency.protanopia.simulate(color))
        }
        try session.showPage("gallery")
        #expect(session.outputProfile.vision == .protanopia, "elsewhere the output simulates it")
    }

    @Test func paletteRepaintsOnTraitSwitchAndScrolls() throws {
        let store = try Fixtures.store()
        let session = PreviewSession(store: store)
        session.handle(.character("g"))
        #expect(session.pageName == "palette")
        let light = session.render(size: size)
        session.handle(.character("d"))
        let dark = session.render(size: size)
        #expect(light[1, 0].background != dark[1, 0].background)
        session.handle(.pageDown)
        let scrolled = session.render(size: size)
        #expect(scrolled.text(ofRow: 2) != dark.text(ofRow: 2))
        #expect(session.palettePage.scrollOffset > 0)
        // The page switcher row names every page; g goes on to Compare, then back to the gallery.
        for page in PreviewSession.pages { #expect(scrolled.text(ofRow: size.height - 3).contains(page.title)) }
        session.handle(.character("g"))
        #expect(session.pageName == "compare")
        session.handle(.character("g"))
        #expect(session.pageName == "gallery")
    }

    @Test func tabBarIsThePageSwitcherReachedByFocus() throws {
        let session = PreviewSession(store: try Fixtures.store())
        let canvas = session.render(size: size)
        #expect(session.page.tabBar.items.map(\.title) == PreviewSession.pages.map(\.title))
        session.handle(.backTab)
        #expect(session.focusedView === session.page.tabBar)
        #expect(session.render(size: size).text(ofRow: size.height - 3).hasPrefix("▸"))
        #expect(!canvas.text(ofRow: size.height - 3).hasPrefix("▸"))
        session.handle(.enter)
        #expect(session.pageName == PreviewSession.palette.name)
        _ = session.render(size: size)
        #expect(session.palettePage.tabBar.selectedIndex == 1)
        session.handle(.character(" "))
        #expect(session.pageName == PreviewSession.compare.name)
        session.handle(.enter)
        #expect(session.pageName == PreviewSession.gallery.name)
    }

    @Test func inspectorShowsTheKeyAtTheTopOfTheList() throws {
        let store = try appStore()
        let session = PreviewSession(store: store)
        try session.showPage("palette")
        session.handle(.character("/"))
        for c in "文字" { session.handle(.character(c)) }
        session.handle(.enter)
        session.handle(.character("i"))
        let canvas = session.render(size: size)
        #expect(canvas.text.contains("Inspector"))
        #expect(canvas.text.contains("light HC #202020"))
        #expect(canvas.text.contains("d(墨) → d(深) → #202020"))
    }

    @Test func skinNoWidgetReadsGetsOneStatusLineTheFirstTime() throws {
        let store = try appStore()
        let session = PreviewSession(store: store)
        let first = session.render(size: Size(width: 100, height: 30))
        let status = try #require(row(first, containing: "skin: app"))
        #expect(first.text(ofRow: status).contains("no widget reads any of app's 3 keys"))
        session.handle(.character("d"))
        let second = session.render(size: Size(width: 100, height: 30))
        #expect(!second.text.contains("no widget reads"))
    }

    @Test func aMappedSkinGetsNoSuchNote() throws {
        let store = try appStore(map: ["navBar.background": "导航背景色"])
        let canvas = PreviewSession(store: store).render(size: Size(width: 100, height: 30))
        #expect(!canvas.text.contains("no widget reads"))
    }
}
