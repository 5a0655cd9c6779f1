import Foundation
import SkinKit
import TestSupport
import Testing

@testable import SkinUI

/// Issue 20, item 7: the Palette page costs what it draws, not keys × macro-chain length (20,000
/// keys on a 1,000-step chain took 17 s to shoot and froze the previewer for 14.7 s).
struct PaletteScaleTests {
    let size = Size(width: 120, height: 40)

    /// A session on the Palette page of a skin with `keys` colors on a `chain`-step macro chain.
    func paletteSession(keys: Int, chain: Int, heads: Int = 1) throws -> PreviewSession {
        let result = SkinLoader().load(data: Data(StressSkins.macroFanOut(keys: keys, chain: chain, heads: heads).utf8), file: "fan.json")
        #expect(result.errors.isEmpty, "\(result.errors)")
        var catalog = EmbeddedSkin.catalog().catalog
        catalog.add(result.skins)
        let session = PreviewSession(store: SkinStore(catalog: catalog, skinName: "fan"))
        try session.showPage("palette")
        return session
    }

    /// The page drawn, then scrolled a page at a time `keys` times with a frame after each key.
    func browse(_ session: PreviewSession, keys: Int = 8) {
        _ = session.render(size: size)
        for _ in 0..<keys {
            session.handle(.pageDown)
            _ = session.render(size: size)
        }
    }

    @Test func aLongMacroChainCostsNoMoreThanAShortOne() throws {
        let long = try paletteSession(keys: 2_000, chain: 1_000)
        let short = try paletteSession(keys: 2_000, chain: 1)
        let (work, baseline) = StressSkins.wallTimes({ browse(long) }, against: { browse(short) })
        // Before: every frame walked the 1,000 steps for each of the 2,000 keys and joined them
        // (several seconds in a debug build, over 100 × the one-step chain). Now a chain is walked
        // once, as far as a row can show, and only for rows drawn.
        let ratio = work / baseline
        print("Palette, 2,000 keys: 1,000-step chain \(work), 1-step chain \(baseline), ratio \(ratio)")
        #expect(ratio < 3, "the long chain took \(work), \(ratio) × the short one (\(baseline))")
        let canvas = long.render(size: size)
        #expect(canvas.text.contains("this skin · d(f0) → d(f1) → d(f2)"))
    }

    @Test func aChainIsWalkedOnceForAllTheKeysThatNameIt() throws {
        let session = try paletteSession(keys: 2_000, chain: 1_000)
        browse(session)
        // Every key names d(f0): one walk, cut at what the widest canvas can show.
        #expect(session.palettePage.chainLookups <= PalettePage.chainSteps)
        #expect(session.palettePage.chainLookups > 0)
    }

    @Test func onlyTheRowsDrawnAreWalked() throws {
        // Each key names another step of the chain: the walks are bounded by the rows drawn.
        let session = try paletteSession(keys: 2_000, chain: 1_000, heads: 1_000)
        browse(session, keys: 4)
        let rowsDrawn = 5 * size.height
        #expect(session.palettePage.chainLookups <= rowsDrawn * PalettePage.chainSteps)
        #expect(session.palettePage.chainLookups > 0)
    }

    @Test func theChainShownEndsInAnEllipsisPastWhatALineHolds() {
        var chains = MacroChains(defines: ["a": "d(b)", "b": "d(c)", "c": "#010203"], maxSteps: 2)
        #expect(chains.chain(of: "d(a)") == ["d(a)", "d(b)", MacroChains.ellipsis])
        #expect(chains.chain(of: " d(a) ") == ["d(a)", "d(b)", MacroChains.ellipsis])
        #expect(chains.lookups == 1)
        var whole = MacroChains(defines: ["a": "d(b)", "b": "d(c)", "c": "#010203"])
        #expect(whole.chain(of: "d(a)") == ["d(a)", "d(b)", "d(c)", "#010203"])
    }
}
