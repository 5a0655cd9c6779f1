import SkinKit
import Testing

@testable import SkinUI

/// The shortcuts that make a switch cheap (issue 26) draw exactly what the long way drew: a list
/// laid out from where its rows stood, properties resolved once per type and state, and runs of
/// one glyph written without building a String.
struct SwitchCostTests {
    private static func list(_ titles: [String], offset: Int) -> ScrollView {
        let list = ScrollView()
        for title in titles {
            let row = Label(title)
            row.height = .fixed(1)
            list.addSubview(row)
        }
        list.contentOffset = offset
        return list
    }

    private static func rendered(_ list: ScrollView, store: SkinStore) -> Canvas {
        let window = Window(store: store)
        window.addSubview(list)
        return window.render(size: Size(width: 12, height: 6))
    }

    @Test func aListLaidOutFromWhereItsRowsStoodDrawsWhatANewListDraws() throws {
        let store = try Fixtures.store()
        let titles = (0..<40).map { "row \($0)" }
        let window = Window(store: store)
        let list = Self.list(titles, offset: 10)
        window.addSubview(list)
        let size = Size(width: 12, height: 6)
        _ = window.render(size: size)
        // Each change below must be seen, though the rows changed are read only when in sight.
        list.subviews[12].height = .fixed(2)
        list.subviews[14].isHidden = true
        list.subviews[11].removeFromSuperview()
        let added = Label("added")
        added.height = .fixed(1)
        list.insertSubview(added, at: 13)
        store.setTraits(TraitCollection(userInterfaceStyle: .dark))
        let changed = window.render(size: size)

        var expectedTitles = titles
        expectedTitles.remove(at: 11)
        expectedTitles.insert("added", at: 13)
        let expectedList = Self.list(expectedTitles, offset: 10)
        expectedList.subviews[11].height = .fixed(2)
        expectedList.subviews[14].isHidden = true
        let expected = Self.rendered(expectedList, store: store)
        #expect(changed == expected)
        #expect(changed.text(ofRow: 0).hasPrefix("row 10"))
        #expect(changed.text(ofRow: 1).hasPrefix("row 12"), "row 11 was removed")
        #expect(changed.text(ofRow: 3).hasPrefix("row 13"), "row 12 is two rows tall")
        #expect(changed.text(ofRow: 4).hasPrefix("added"))
        #expect(changed.text(ofRow: 5).hasPrefix("row 15"), "row 14 is hidden")
        #expect(list.contentHeight == expectedList.contentHeight)

        // Scrolling and another switch, nothing else changed: the plan alone places the rows.
        list.contentOffset = 30
        expectedList.contentOffset = 30
        try store.selectSkin("ocean")
        #expect(window.render(size: size) == Self.rendered(expectedList, store: store))
        #expect(list.contentHeight == 40)
    }

    private static func gallery(store: SkinStore) -> Window {
        let window = Window(store: store)
        let column = StackView(axis: .vertical)
        column.addSubview(Label("title"))
        column.addSubview(Button("press"))
        column.addSubview(Self.list((0..<4).map { "row \($0)" }, offset: 0))
        window.addSubview(column)
        return window
    }

    /// Values resolved in a skin and traits are put aside on a switch and taken back when that skin
    /// is shown again; they draw what a new window draws, and a change of the skins' contents drops them.
    @Test func valuesKeptForASkinShownBeforeDrawWhatANewWindowDraws() throws {
        let store = try Fixtures.store()
        let window = Self.gallery(store: store)
        let size = Size(width: 16, height: 8)
        let first = window.render(size: size)
        for step in 0..<6 {
            if step % 2 == 0 {
                try store.selectSkin(store.currentSkinName == "ocean" ? Skin.defaultName : "ocean")
            } else {
                store.setTraits(TraitCollection(userInterfaceStyle: store.traits.effectiveStyle == .dark ? .light : .dark))
            }
            #expect(window.render(size: size) == Self.gallery(store: store).render(size: size), "after step \(step)")
        }
        try store.selectSkin(Skin.defaultName)
        store.setTraits(TraitCollection(userInterfaceStyle: .light))
        #expect(window.render(size: size) == first)

        try store.selectSkin("ocean")
        let ocean = window.render(size: size)
        try store.selectSkin(Skin.defaultName)
        _ = window.render(size: size)
        try store.updateSkins(with: ["ocean": ["Color": ["text": "#FF0000", "surface": "#000000"]]])
        try store.selectSkin("ocean")
        let reloaded = window.render(size: size)
        #expect(reloaded != ocean)
        #expect(reloaded == Self.gallery(store: store).render(size: size))
    }

    /// As the walk over every row always did: a row's height is read before its `refreshSkin` runs,
    /// so a row that grows there shows its new height from the next layout on.
    @Test func aRowGrowingInItsOwnRefreshTakesItsNewHeightAtTheNextLayout() throws {
        let store = try Fixtures.store()
        let window = Window(store: store)
        let list = Self.list((0..<10).map { "row \($0)" }, offset: 0)
        window.addSubview(list)
        list.subviews[1].refreshSkin = { view in
            view.height = .fixed(view.traitCollection.effectiveStyle == .dark ? 2 : 1)
        }
        let size = Size(width: 12, height: 6)
        _ = window.render(size: size)
        store.setTraits(TraitCollection(userInterfaceStyle: .dark))
        let switched = window.render(size: size)
        #expect((0..<4).map { String(switched.text(ofRow: $0).prefix(5)) } == ["row 0", "row 1", "row 2", "row 3"])
        let next = window.render(size: size)
        #expect((0..<4).map { String(next.text(ofRow: $0).prefix(5)) } == ["row 0", "row 1", "     ", "row 2"])
        #expect(list.contentHeight == 11)
    }

    @Test func viewsOfOneTypeShareResolvedValuesOnlyWhenNothingSetsTheirOwn() throws {
        let store = try Fixtures.store()
        let window = Window(store: store)
        window.appearance.setColor(.fixed(RGBColor(hex: 0x445566)), for: .textColor, of: Badge.self)
        let plain = Label("plain")
        let explicit = Label("explicit")
        let dark = Label("dark")
        explicit.textColor = .fixed(RGBColor(hex: 0x112233))
        dark.overrideTraits = TraitOverrides(userInterfaceStyle: .dark)
        for label in [plain, explicit, dark] { label.height = .fixed(1) }
        window.addSubview(StackView(axis: .vertical, [plain, explicit, dark]))
        let size = Size(width: 10, height: 3)
        var canvas = window.render(size: size)
        #expect(canvas[0, 0].foreground == store.resolvedColor("text"))
        #expect(canvas[0, 1].foreground == RGBColor(hex: 0x112233))
        #expect(canvas[0, 2].foreground == store.resolvedColor("text", traits: dark.traitCollection))
        #expect(canvas[0, 0].foreground != canvas[0, 2].foreground, "the traits tell the two apart")

        // A change in the skin's contents is seen at the next render.
        try store.updateSkins(with: ["default": ["Color": ["text": "#ABCDEF"]]])
        canvas = window.render(size: size)
        #expect(canvas[0, 0].foreground == RGBColor(hex: 0xABCDEF))
        #expect(canvas[0, 2].foreground == RGBColor(hex: 0xABCDEF))
        #expect(canvas[0, 1].foreground == RGBColor(hex: 0x112233))
    }

    @Test func aRunOfOneGlyphIsWhatDrawingTheStringWrites() {
        let clips = [nil, Rect(x: 2, y: 0, width: 5, height: 3), Rect(x: 0, y: 2, width: 10, height: 1)]
        for scalar in ["─", "━", "x", "界"] as [Unicode.Scalar] {
            for (x, count) in [(0, 10), (-3, 6), (7, 8), (4, 0), (3, 1)] {
                for clip in clips {
                    var base = Canvas(width: 10, height: 3)
                    base.draw("界界界界界", x: 0, y: 1, foreground: .white)
                    var byString = base
                    var byRun = base
                    let stringWidth = byString.draw(
                        String(repeating: String(Character(scalar)), count: count), x: x, y: 1,
                        foreground: .black, foregroundKey: "separator", clip: clip)
                    let runWidth = byRun.drawRun(
                        of: scalar, count: count, x: x, y: 1, foreground: .black,
                        foregroundKey: "separator", clip: clip)
                    #expect(byRun == byString, "\(scalar) ×\(count) at \(x) in \(String(describing: clip))")
                    #expect(runWidth == stringWidth)
                }
            }
        }
    }
}
