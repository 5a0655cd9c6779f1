import SkinKit
import Testing

@testable import SkinUI

struct ViewTreeTests {
    final class Probe: View {
        var changes: [TraitCollection?] = []
        override func traitCollectionDidChange(_ previous: TraitCollection?) { changes.append(previous) }
    }

    @Test func overriddenSubtreeRendersDarkInsideALightWindow() throws {
        let store = try Fixtures.store(style: .light)
        let window = Window(store: store)
        let column = StackView(axis: .vertical, [Label("light"), Label("dark")])
        window.addSubview(column)
        let darkLabel = column.subviews[1]
        darkLabel.backgroundColor = .skin("surface")
        darkLabel.overrideTraits = TraitOverrides(userInterfaceStyle: .dark)
        let canvas = window.render(size: Size(width: 10, height: 2))
        #expect(darkLabel.traitCollection.effectiveStyle == .dark)
        #expect(canvas[0, 1].background == RGBColor(hex: 0x1C1C1E), "surface, dark variant")
        #expect(canvas[0, 1].foreground == RGBColor(hex: 0xF2F2F7), "text, dark variant")
        #expect(canvas[0, 0].foreground == RGBColor(hex: 0x1C1C1E), "text, light variant")
    }

    @Test func traitCollectionDidChangeFiresOnceOnARealChangeOnly() throws {
        let store = try Fixtures.store(style: .light)
        let window = Window(store: store)
        let follower = Probe()
        let pinned = Probe()
        pinned.overrideTraits = TraitOverrides(userInterfaceStyle: .dark)
        window.addSubviews([follower, pinned])
        var traits = store.traits
        traits.userInterfaceStyle = .dark
        store.setTraits(traits)
        #expect(follower.changes.count == 1)
        #expect(follower.changes.first??.userInterfaceStyle == .light, "receives the previous traits")
        #expect(pinned.changes.isEmpty, "its style is pinned, so nothing changed for it")
        store.setTraits(traits)
        try store.selectSkin("ocean")
        #expect(follower.changes.count == 1, "same traits again, or a skin switch, is no trait change")
    }

    @Test func appearanceAppliesAtAttachAndLaterRulesWaitForReattach() throws {
        let store = try Fixtures.store()
        let window = Window(store: store)
        window.appearance.setColor(.fixed(RGBColor(hex: 0x112233)), for: .textColor, of: Label.self)
        let early = Label("early")
        window.addSubview(early)
        window.appearance.setColor(.fixed(RGBColor(hex: 0x445566)), for: .textColor, of: Label.self)
        let late = Label("late")
        window.addSubview(late)
        let context = window.drawContext
        #expect(early.color(.textColor, in: context)?.value == RGBColor(hex: 0x112233))
        #expect(late.color(.textColor, in: context)?.value == RGBColor(hex: 0x445566))
        early.removeFromSuperview()
        window.addSubview(early)
        #expect(
            early.color(.textColor, in: context)?.value == RGBColor(hex: 0x445566),
            "attaching again applies the current rule, as seed 003 shows")
    }

    @Test func precedenceIsExplicitThenAppearanceThenStyleThenDefault() throws {
        let store = try Fixtures.store()
        try store.updateSkins(with: ["default": ["Style": ["Label": ["textColor": "#ABCDEF"]]]])
        let window = Window(store: store)
        let plain = Label("plain")
        let styled = Label("explicit")
        styled.textColor = .fixed(RGBColor(hex: 0x010101))
        window.addSubviews([plain, styled])
        let context = window.drawContext
        #expect(plain.color(.textColor, in: context)?.value == RGBColor(hex: 0xABCDEF))
        #expect(plain.color(.textColor, in: context)?.key == "Style.Label.textColor")
        window.appearance.setColor(.fixed(RGBColor(hex: 0x222222)), for: .textColor, of: Label.self)
        let proxied = Label("proxied")
        window.addSubview(proxied)
        #expect(proxied.color(.textColor, in: context)?.value == RGBColor(hex: 0x222222))
        #expect(styled.color(.textColor, in: context)?.value == RGBColor(hex: 0x010101))
    }

    @Test func containerScopedAppearanceOnlyAppliesInsideTheContainer() throws {
        let store = try Fixtures.store()
        let window = Window(store: store)
        window.appearance.setColor(.fixed(.black), for: .backgroundColor, of: Button.self, whenContainedIn: AppearanceCard.self)
        let inside = Button("in")
        let outside = Button("out")
        window.addSubviews([AppearanceCard(title: "a", [inside]), Card(title: "b", [outside])])
        let context = window.drawContext
        #expect(inside.color(.backgroundColor, in: context)?.value == .black)
        #expect(outside.color(.backgroundColor, in: context)?.value == RGBColor(hex: 0x0066CC))
    }

    @Test func refreshSkinOnAViewRunsOnAttachAndOnChangesAndDiesWithTheView() throws {
        let store = try Fixtures.store()
        let window = Window(store: store)
        var runs = 0
        weak var weakLabel: Label?
        do {
            let label = Label("x")
            weakLabel = label
            label.refreshSkin = { view in
                runs += 1
                (view as? Label)?.text = store.currentSkinName
            }
            #expect(runs == 0, "not attached yet")
            window.addSubview(label)
            #expect(runs == 1 && label.text == "default")
            try store.selectSkin("ocean")
            _ = window.render(size: Size(width: 10, height: 2))
            #expect(runs == 2 && label.text == "ocean")
            store.setTraits(TraitCollection(userInterfaceStyle: .dark))
            _ = window.render(size: Size(width: 10, height: 2))
            _ = window.render(size: Size(width: 10, height: 2))
            #expect(runs == 3, "once per change, not per frame")
            label.removeFromSuperview()
        }
        #expect(weakLabel == nil)
        try store.selectSkin("default")
        _ = window.render(size: Size(width: 10, height: 2))
        #expect(runs == 3)
    }

    @Test func rowsScrolledOutOfSightRefreshWhenTheyComeBack() throws {
        let store = try Fixtures.store()
        let window = Window(store: store)
        let list = ScrollView()
        var runs = [Int](repeating: 0, count: 50)
        for index in 0..<50 {
            let row = Label("row \(index)")
            row.height = .fixed(1)
            row.refreshSkin = { view in
                runs[index] += 1
                (view as? Label)?.textColor = .fixed(store.resolvedColor("text"), key: "text")
            }
            list.addSubview(row)
        }
        window.addSubview(list)
        _ = window.render(size: Size(width: 10, height: 5))
        #expect(runs.allSatisfy { $0 == 1 }, "every row ran once when it attached")
        store.setTraits(TraitCollection(userInterfaceStyle: .dark))
        let canvas = window.render(size: Size(width: 10, height: 5))
        #expect(runs[0..<5].allSatisfy { $0 == 2 }, "visible rows refreshed before drawing")
        #expect(runs[5...].allSatisfy { $0 == 1 }, "rows out of sight wait")
        #expect(canvas[0, 0].foreground == RGBColor(hex: 0xF2F2F7))
        list.contentOffset = 45
        let scrolled = window.render(size: Size(width: 10, height: 5))
        #expect(runs[45..<50].allSatisfy { $0 == 2 })
        #expect(scrolled[0, 0].foreground == RGBColor(hex: 0xF2F2F7), "a row coming back shows the current skin")
        #expect(scrolled.text(ofRow: 0).hasPrefix("row 45"))
    }

    /// A row whose `refreshSkin` removes itself (and the row after it) while the list lays out: the
    /// walk must not read a freed row (this was a heap-use-after-free under AddressSanitizer, with
    /// rows read `unowned(unsafe)`), and removed rows are not drawn. `.ci/run` runs this suite under
    /// `-sanitize=address`.
    @Test func aRowRemovingItselfDuringLayoutIsSafe() throws {
        let store = try Fixtures.store()
        let window = Window(store: store)
        let list = ScrollView()
        for index in 0..<6 {
            let row = Label("row \(index)")
            row.height = .fixed(1)
            list.addSubview(row)
        }
        window.addSubview(list)
        _ = window.render(size: Size(width: 8, height: 6))
        weak let removed = list.subviews[2]
        weak let next = list.subviews[3]
        list.subviews[2].refreshSkin = { view in
            guard view.window?.store.traits.effectiveStyle == .dark, let parent = view.superview else { return }
            parent.subviews[3].removeFromSuperview()
            view.removeFromSuperview()
        }
        store.setTraits(TraitCollection(userInterfaceStyle: .dark))
        let canvas = window.render(size: Size(width: 8, height: 6))
        #expect(removed == nil && next == nil, "both rows are freed once the frame is done")
        #expect(
            (0..<6).map { canvas.text(ofRow: $0) }
                == ["row 0   ", "row 1   ", "row 4   ", "row 5   ", "        ", "        "])
    }
}
