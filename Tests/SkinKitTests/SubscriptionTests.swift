import Testing

@testable import SkinKit

struct SubscriptionTests {
    final class Widget {
        var color: RGBColor?
        var runs = 0
    }

    @Test func refreshSkinRunsAtOnceAndAfterEveryChange() throws {
        let store = SkinStoreTests.makeStore()
        let widget = Widget()
        store.refreshSkin(widget) { w in
            w.color = store.resolvedColor("bg")
            w.runs += 1
        }
        #expect(widget.runs == 1)
        #expect(widget.color == .white)
        try store.selectSkin("ocean")
        #expect(widget.color == RGBColor(hex: 0xE0F0FF))
        store.setTraits(TraitCollection(userInterfaceStyle: .dark))
        #expect(widget.color == RGBColor(hex: 0x001020))
        #expect(widget.runs == 3)
    }

    @Test func aFreedSubscriberIsNeverCalledAgain() throws {
        let store = SkinStoreTests.makeStore()
        var calls = 0
        weak var weakWidget: Widget?
        do {
            let widget = Widget()
            weakWidget = widget
            store.refreshSkin(widget) { _ in calls += 1 }
            #expect(store.subscriberCount == 1)
        }
        #expect(weakWidget == nil, "the store must not keep the subscriber alive")
        try store.selectSkin("ocean")
        store.setTraits(TraitCollection(userInterfaceStyle: .dark))
        #expect(calls == 1, "only the immediate run happened")
        #expect(store.subscriberCount == 0)
    }

    @Test func settingRefreshSkinAgainReplacesTheClosure() throws {
        let store = SkinStoreTests.makeStore()
        let widget = Widget()
        var first = 0
        var second = 0
        store.refreshSkin(widget) { _ in first += 1 }
        store.refreshSkin(widget) { _ in second += 1 }
        try store.selectSkin("ocean")
        #expect(first == 1 && second == 2)
        store.removeRefreshSkin(widget)
        store.selectSkin(offset: 1)
        #expect(second == 2)
    }

    @Test func aStaticReadNeverChanges() throws {
        let store = SkinStoreTests.makeStore()
        let staticColor = store.resolvedColor("bg")
        try store.selectSkin("ocean")
        store.setTraits(TraitCollection(userInterfaceStyle: .dark))
        #expect(staticColor == .white)
        #expect(store.resolvedColor("bg") != staticColor)
    }
}
