import SkinKit
import Testing
@testable import SkinUI

struct GalleryRenderingTests {
    let size = Size(width: 100, height: 30)

    @Test func navigationBarBackgroundIsTheSkinValueForTheTrait() throws {
        let store = try Fixtures.store()
        let session = PreviewSession(store: store)
        var canvas = session.render(size: size)
        let bar = session.page.navigationBar.frame
        #expect(canvas[bar.x + 5, bar.y].background == RGBColor(hex: 0xF9F9F9))
        #expect(canvas[bar.x + 5, bar.y].backgroundKey == "navBar.background")
        try store.selectSkin("ocean")
        session.setStyle(.dark)
        canvas = session.render(size: size)
        #expect(canvas[bar.x + 5, bar.y].background == RGBColor(hex: 0x002B36))
    }

    @Test func skinSwitchRepaintsDynamicPanelButNotStaticUntilRebuilt() throws {
        let store = try Fixtures.store()
        let session = PreviewSession(store: store)
        let before = session.render(size: size)
        session.handle(.character("s"))
        #expect(store.currentSkinName == "ocean")
        let after = session.render(size: size)
        #expect(Fixtures.differences(of: session.page.dynamicPanel, before, after) > 100)
        #expect(Fixtures.differences(of: session.page.staticPanel, before, after) == 0)
        session.handle(.character("b"))
        let rebuilt = session.render(size: size)
        #expect(Fixtures.differences(of: session.page.staticPanel, before, rebuilt) > 100)
        // After the rebuild the static panel shows the same colors as the dynamic one (a padding cell).
        let panelBackground = { (panel: View) in rebuilt[panel.frame.x + 1, panel.frame.maxY - 2].background }
        #expect(panelBackground(session.page.staticPanel) == panelBackground(session.page.dynamicPanel))
        #expect(panelBackground(session.page.staticPanel) == RGBColor(hex: 0xE6F4FF))
    }

    @Test func traitToggleChangesDynamicColorsAndNotStaticOnes() throws {
        let store = try Fixtures.store()
        let session = PreviewSession(store: store)
        let before = session.render(size: size)
        session.handle(.character("d"))
        let after = session.render(size: size)
        let dynamic = session.page.dynamicPanel.frame, statics = session.page.staticPanel.frame
        #expect(after[dynamic.x + 1, dynamic.maxY - 2].background != before[dynamic.x + 1, dynamic.maxY - 2].background)
        #expect(after[statics.x + 1, statics.maxY - 2].background == before[statics.x + 1, statics.maxY - 2].background)
    }

    @Test func tooSmallShowsAMessageAndNeverCrashes() throws {
        let session = PreviewSession(store: try Fixtures.store())
        for size in [Size(width: 40, height: 10), Size(width: 1, height: 1), Size(width: 79, height: 24), Size(width: 0, height: 0)] {
            let canvas = session.render(size: size)
            #expect(canvas.size == size)
            if size.width >= 20 { #expect(canvas.text.contains("too small")) }
        }
        #expect(!session.render(size: PreviewSession.minimumSize).text.contains("too small"))
    }

    @Test func statusLineNamesSkinTraitContrastAndDepth() throws {
        let session = PreviewSession(store: try Fixtures.store())
        session.handle(.character("c"))
        session.handle(.character("p"))
        let canvas = session.render(size: size)
        let status = canvas.text(ofRow: session.page.statusLine.frame.y)
        #expect(status.contains("skin: default"))
        #expect(status.contains("light"))
        #expect(status.contains("high contrast"))
        #expect(status.contains("colors: 256"))
    }

    @Test func largeTitleFontShowsBannerTextAndSmallFontDoesNot() throws {
        let store = try Fixtures.store()
        let session = PreviewSession(store: store)
        var canvas = session.render(size: size)
        #expect(canvas.text.contains("G A L L E R Y"))
        try store.updateSkins(with: ["default": ["Font": ["largeTitle": ["Name": "Menlo", "Size": 16]]]])
        canvas = session.render(size: size)
        #expect(!canvas.text.contains("G A L L E R Y"))
        #expect(canvas.text(ofRow: 0).contains("Gallery"))
    }
}

struct ReloadTests {
    @Test func aBrokenFileOnReloadKeepsTheLastGoodSkinsAndSaysWhy() throws {
        let store = try Fixtures.store()
        try store.selectSkin("ocean")
        var broken = SkinLibrary.load(paths: [])
        broken.errors = [SkinError(file: "Skins/ocean.json", keyPath: ["ocean", "Color", "text"], line: 7, message: "invalid color 'x'")]
        let session = PreviewSession(store: store, reload: { broken })
        session.handle(.character("r"))
        #expect(store.currentSkinName == "ocean")
        #expect(store.catalog["ocean"] != nil, "the last good catalog stays")
        let status = session.render(size: Size(width: 160, height: 30)).text(ofRow: session.page.statusLine.frame.y)
        #expect(status.contains("reload failed"))
        #expect(status.contains("Skins/ocean.json:7"))
    }

    @Test func aGoodReloadReplacesTheSkins() throws {
        let store = try Fixtures.store()
        let session = PreviewSession(store: store, reload: { SkinLibrary.load(paths: []) })
        session.handle(.character("r"))
        #expect(store.catalog.names == ["default"], "ocean came from a run-time update, not from files")
        #expect(session.message?.contains("reloaded 1 skins") == true)
    }
}
