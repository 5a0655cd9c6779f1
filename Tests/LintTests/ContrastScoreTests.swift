import SkinKit
import Testing

@testable import Lint

/// The picker's contrast order reads lint's score: the worst text pair, light and dark, resolved
/// as the contrast checks resolve them (a role map included).
struct ContrastScoreTests {
    @Test func aSkinOfFaintTextScoresBelowDefaultAndNoHigherThanItsOwnPair() throws {
        var catalog = EmbeddedSkin.catalog().catalog
        let result = SkinLoader().load(node: [
            "faint": ["Color": ["text": "#777777", "background": "#888888", "surface": "#888888"]],
            "mapped": ["Map": ["text": "ink"], "Color": ["ink": "#777777", "background": "#888888", "surface": "#888888"]],
        ])
        #expect(result.errors.isEmpty)
        catalog.add(result.skins)
        let scorer = ContrastScore()
        let faint = try #require(scorer.score(of: "faint", in: catalog))
        let base = try #require(scorer.score(of: "default", in: catalog))
        let own = RGBColor(hex: 0x777777).contrastRatio(with: RGBColor(hex: 0x888888))
        #expect(faint <= own + 0.0001 && faint < base, "faint \(faint), its pair \(own), default \(base)")
        #expect(scorer.score(of: "mapped", in: catalog) == faint, "through its map as set directly")
        #expect(scorer.score(of: "nowhere", in: catalog) == nil)
    }
}
