import SkinKit
import TestSupport
import Testing

@testable import SkinUI

/// Static skinning (seed 000): the Static panel keeps every value it read when the page was built,
/// whatever happens to the skin, the traits or its widgets' states afterwards.
struct StaticSkinningTests {
    let size = Size(width: 100, height: 30)

    private func staticWidget<T: View>(_ type: T.Type, in session: PreviewSession, where match: (T) -> Bool = { _ in true }) -> T? {
        session.page.staticPanel.allViews.compactMap { $0 as? T }.first(where: match)
    }

    private func cell(of view: View, in canvas: Canvas) -> Cell { canvas[view.frame.x + 1, view.frame.y] }

    @Test func aStaticButtonHighlightedAfterTheFreezeKeepsItsLightColorWhenDarkComes() throws {
        let session = PreviewSession(store: try Fixtures.store())
        let button = try #require(staticWidget(Button.self, in: session) { $0.title == "OK" })
        button.isHighlighted = true
        #expect(cell(of: button, in: session.render(size: size)).background == RGBColor(hex: 0x0051A8))
        session.handle(.character("d"))
        #expect(cell(of: button, in: session.render(size: size)).background == RGBColor(hex: 0x0051A8))
    }

    @Test func aStaticSwitchTurnedOffAfterTheFreezeKeepsItsLightTrackWhenDarkComes() throws {
        let session = PreviewSession(store: try Fixtures.store())
        let toggle = try #require(staticWidget(Switch.self, in: session))
        toggle.isOn = false
        let canvas = session.render(size: size)
        let track = { (canvas: Canvas) in canvas[toggle.frame.maxX - 2, toggle.frame.y].background }
        #expect(track(canvas) == RGBColor(hex: 0xE9E9EB))
        session.handle(.character("d"))
        #expect(track(session.render(size: size)) == RGBColor(hex: 0xE9E9EB))
    }

    @Test func aStaticPlaceholderKeepsItsItalicFontOnASkinUpdate() throws {
        let store = try Fixtures.store()
        let session = PreviewSession(store: store)
        let field = try #require(staticWidget(TextField.self, in: session))
        let liveField = try #require(session.page.dynamicPanel.allViews.compactMap { $0 as? TextField }.first)
        #expect(session.render(size: size)[field.frame.x + 1, field.frame.y].attributes == [.italic])
        try store.updateSkins(with: ["default": ["Font": ["placeholder": ["Name": "Menlo-Bold", "Size": 14]]]])
        let canvas = session.render(size: size)
        #expect(canvas[field.frame.x + 1, field.frame.y].attributes == [.italic])
        #expect(canvas[liveField.frame.x + 1, liveField.frame.y].attributes == [.bold])
    }

    @Test func aHalfWhiteBackgroundOverBlackIsCompositedOnceToMidGray() throws {
        let store = try Fixtures.store()
        let parent = StackView(axis: .vertical, [])
        parent.backgroundColor = .fixed(.black)
        for widget in [
            TextField(placeholder: ""), SegmentedControl(segments: []), NavigationBar(title: ""),
            TabBar(items: []), Button(""),
        ] as [View] {
            widget.backgroundColor = .fixed(RGBColor(red: 255, green: 255, blue: 255, alpha: 0.5))
            widget.height = .fixed(1)
            widget.width = .fixed(10)
            parent.addSubview(widget)
        }
        let canvas = WidgetStage.render(parent, size: Size(width: 10, height: 5), store: store)
        for (row, widget) in parent.subviews.enumerated() {
            #expect(canvas[5, row].background == RGBColor(hex: 0x808080), "\(type(of: widget))")
        }
    }

    /// Any sequence of skin switches, trait and contrast toggles and widget state changes leaves the
    /// Static panel exactly as a page that never saw the skin and trait changes shows it, while the
    /// Dynamic panel follows them.
    @Test(arguments: 0..<8)
    func theStaticPanelNeverFollowsChanges(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let changing = PreviewSession(store: try Fixtures.store())
        let reference = PreviewSession(store: try Fixtures.store())
        var dynamicChanged = false
        let steps = 1 + Int(random.next() % 50)
        for _ in 0..<steps {
            switch random.next() % 6 {
            case 0: changing.handle(.character("s"))
            case 1: changing.handle(.character("d"))
            case 2: changing.handle(.character("c"))
            case 3: changing.handle(.character("S"))
            default:
                let pick = Int(random.next() % 64)
                let amount = Int(random.next() % 10)
                for session in [changing, reference] { Self.changeState(of: session.page.staticPanel, pick: pick, amount: amount) }
            }
            let a = changing.render(size: size)
            let b = reference.render(size: size)
            let staticA = Fixtures.cells(of: changing.page.staticPanel, in: a)
            let staticB = Fixtures.cells(of: reference.page.staticPanel, in: b)
            let differing = zip(staticA, staticB).filter { !$0.looksSame(as: $1) }.count
            #expect(differing == 0, "seed \(seed): \(differing) Static cells followed a change")
            if differing != 0 { return }
            if Fixtures.differences(of: changing.page.dynamicPanel, a, b) > 0 { dynamicChanged = true }
        }
        // `auto` and a chosen `light` differ in their reason only, not in their look.
        let moved =
            changing.store.currentSkinName != reference.store.currentSkinName
            || changing.store.traits.hasDifferentColorAppearance(comparedTo: reference.store.traits)
        if moved { #expect(dynamicChanged, "seed \(seed): the Dynamic panel should follow") }
    }

    /// Changes the state of one widget of `panel` (the same one in two sessions built alike).
    static func changeState(of panel: View, pick: Int, amount: Int) {
        let widgets = panel.allViews.filter { $0 is KeyboardControl || $0 is TextField }
        guard !widgets.isEmpty else { return }
        switch widgets[pick % widgets.count] {
        case let button as Button: if amount % 2 == 0 { button.isHighlighted.toggle() } else { button.isEnabled.toggle() }
        case let slider as Slider: slider.value = Double(amount) / 9
        case let field as TextField: field.text = amount % 3 == 0 ? "" : String(repeating: "x", count: amount)
        case let control as KeyboardControl:
            // Switches, checkboxes, segments, radio buttons, steppers: any state they can show.
            for _ in 0..<(amount % 4 + 1) { control.activate() }
        default: break
        }
    }
}
