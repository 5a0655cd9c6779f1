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
        let dynamic = session.page.dynamicPanel.frame
        let statics = session.page.staticPanel.frame
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

/// Issue 20, item 8: a failed reload with 100,000 errors made every key take 1–2 s (each frame
/// wrapped every error into a label); the report is laid out once, as far as the screen reaches.
struct ReloadErrorScaleTests {
    func session(errors count: Int) throws -> PreviewSession {
        let store = try Fixtures.store()
        var broken = SkinLibrary.load(paths: [])
        broken.errors = (0..<count).map {
            SkinError(file: "Skins/ocean.json", keyPath: ["ocean", "Color", "k\($0)"], line: $0 + 2, message: "invalid color 'x\($0)'")
        }
        let session = PreviewSession(store: store, reload: { broken })
        session.handle(.character("r"))
        return session
    }

    @Test func framesAfterAFailedReloadWrapOnlyWhatTheScreenShows() throws {
        let size = Size(width: 100, height: 30)
        let session = try session(errors: 100_000)
        let first = session.render(size: size)
        #expect(first.text.contains("Skin error · kept the last good skins"))
        #expect(first.text.contains("ocean.Color.k0: invalid color 'x0'"))
        for _ in 0..<5 {
            session.handle(.tab)
            _ = session.render(size: size)
        }
        // At most one error per row, once: not 100,000 per frame.
        #expect(session.reloadReport.wrapCount <= size.height)
        // A new width lays the report out again, once.
        _ = session.render(size: Size(width: 120, height: 30))
        _ = session.render(size: Size(width: 120, height: 30))
        #expect(session.reloadReport.wrapCount <= 2 * size.height)
    }

    @Test func aFewErrorsStillEndWithTheAdvice() throws {
        let canvas = try session(errors: 2).render(size: Size(width: 100, height: 30))
        #expect(canvas.text.contains("ocean.Color.k1: invalid color 'x1'"))
        #expect(canvas.text.contains(ReloadErrorReport.closingLine))
    }

    @Test func aFrameCostsTheSameWithAHundredTimesTheErrors() throws {
        let size = Size(width: 100, height: 30)
        let many = try session(errors: 20_000)
        let few = try session(errors: 200)
        _ = many.render(size: size)
        _ = few.render(size: size)
        let clock = ContinuousClock()
        var best = (many: Duration.seconds(100), few: Duration.seconds(100))
        for _ in 0..<3 {
            best.many = min(best.many, clock.measure { _ = many.render(size: size) })
            best.few = min(best.few, clock.measure { _ = few.render(size: size) })
        }
        // Before: 20,000 errors wrapped on each frame, over 50 × the frame with 200.
        print("a frame after a failed reload: 20,000 errors \(best.many), 200 errors \(best.few)")
        #expect(best.many / best.few < 3, "a frame took \(best.many) with 20,000 errors, \(best.few) with 200")
    }
}
