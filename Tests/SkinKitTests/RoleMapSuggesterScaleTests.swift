import Foundation
import TestSupport
import Testing

@testable import SkinKit

/// Issue 20, item 9: `map suggest` costs each key once (10,000 plain colors took 7.4 s, 50,000
/// 29 s: every rule worked out every key's concepts again, through Foundation's `contains`).
struct RoleMapSuggesterScaleTests {
    /// One skin of `count` plain colors plus a few named ones the rules find.
    func skins(plain count: Int) -> (data: Data, skins: [Skin]) {
        var colors = (0..<count).map { "\"color\($0)\": \"#\(String(($0 * 2_654_435_761) & 0xFFFFFF, radix: 16).leftPadded)\"" }
        colors += ["\"导航背景色\": \"#336699\"", "\"tab背景色\": \"#FFFFFF\"", "\"按钮文字\": \"#000000\""]
        let data = Data("{\"app\": {\"Color\": {\n\(colors.joined(separator: ",\n"))\n}}}".utf8)
        return (data, SkinLoader().load(data: data, file: "app.json").skins)
    }

    @Test func suggestingCostsLittleMoreThanLoading() throws {
        let (data, skins) = skins(plain: 8_000)
        var guesses: [RoleMapSuggester.Guess] = []
        let (elapsed, baseline) = StressSkins.wallTimes(
            { guesses = RoleMapSuggester().suggest(for: skins) },
            against: { _ = SkinLoader().load(data: data, file: "app.json") })
        #expect(guesses.contains { $0.widgetKey == "navBar.background" && $0.ownKey == "导航背景色" })
        #expect(guesses.contains { $0.widgetKey == "tabBar.background" && $0.ownKey == "tab背景色" })
        #expect(guesses.contains { $0.widgetKey == "button.title" && $0.ownKey == "按钮文字" })
        // Before: about 200 × the load in a debug build; now about 6 (sorting the keys for the
        // guesses by position is most of it).
        let ratio = elapsed / baseline
        print("map suggest, 8,000 plain colors: \(elapsed), the load \(baseline), ratio \(ratio)")
        #expect(ratio < 25, "suggest took \(elapsed), \(ratio) × the load (\(baseline))")
    }

    @Test func fourTimesTheKeysCostAboutFourTimesTheTime() throws {
        let small = skins(plain: 2_000).skins
        let large = skins(plain: 8_000).skins
        let (four, one) = StressSkins.wallTimes(
            { _ = RoleMapSuggester().suggest(for: large) },
            against: { _ = RoleMapSuggester().suggest(for: small) })
        let growth = four / one
        print("map suggest: 8,000 keys \(four), 2,000 keys \(one), growth \(growth)")
        #expect(growth < 8, "4 × the keys took \(growth) × the time")
    }
}

extension String {
    /// Six hex digits.
    fileprivate var leftPadded: String { String(repeating: "0", count: max(0, 6 - count)) + self }
}
