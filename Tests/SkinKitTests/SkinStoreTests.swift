import Foundation
import Testing

@testable import SkinKit

struct SkinStoreTests {
    static func makeStore() -> SkinStore {
        let json = """
            {
              "default": { "Color": { "bg": { "light": "#FFFFFF", "dark": "#000000" }, "only.default": "#123456",
                                      "partial": { "light": "#EEEEEE", "dark": "#111111" } },
                           "Style": { "Button": { "titleColor": "#010101", "cornerStyle": "round" } } },
              "ocean": { "Color": { "bg": { "light": "#E0F0FF", "dark": "#001020" }, "partial": { "light": "#AAAAAA" } },
                         "Style": { "Button": { "titleColor": "#020202" } } }
            }
            """
        let result = SkinLoader().load(data: Data(json.utf8), file: "store.json")
        var catalog = SkinCatalog(defaultSkin: result.skins.first { $0.name == "default" } ?? Skin(name: "default"))
        catalog.add(result.skins.filter { $0.name != "default" })
        return SkinStore(catalog: catalog, traits: TraitCollection(userInterfaceStyle: .light))
    }

    @Test func switchingSkinAndTraitsChangesResolvedValues() throws {
        let store = Self.makeStore()
        #expect(store.resolvedColor("bg") == .white)
        try store.selectSkin("ocean")
        #expect(store.resolvedColor("bg") == RGBColor(hex: 0xE0F0FF))
        store.setTraits(TraitCollection(userInterfaceStyle: .dark))
        #expect(store.resolvedColor("bg") == RGBColor(hex: 0x001020))
        #expect(store.resolvedColor("bg", alpha: 0.5).alpha == 0.5)
    }

    @Test func missingKeysFallBackToDefault() throws {
        let store = Self.makeStore()
        try store.selectSkin("ocean")
        let lookup = store.lookupColor("only.default")
        #expect(lookup.definedBy == "default")
        #expect(store.resolvedColor("only.default") == RGBColor(hex: 0x123456))
    }

    @Test func aLightOnlyValueTakesItsDarkVariantFromDefault() throws {
        let store = Self.makeStore()
        try store.selectSkin("ocean")
        #expect(store.resolvedColor("partial") == RGBColor(hex: 0xAAAAAA))
        store.setTraits(TraitCollection(userInterfaceStyle: .dark))
        #expect(store.resolvedColor("partial") == RGBColor(hex: 0x111111))
    }

    @Test func unknownKeysShowAVisibleFallbackAndAreRecorded() {
        let store = Self.makeStore()
        #expect(store.resolvedColor("no.such.key") == SkinStore.missingColor)
        #expect(store.lookupColor("no.such.key").isMissing)
        #expect(store.missingKeys == ["no.such.key"])
    }

    @Test func unknownSkinNameIsAnErrorListingSkins() {
        let store = Self.makeStore()
        do {
            try store.selectSkin("lava")
            Issue.record("expected an error")
        } catch {
            #expect(error.message.contains("lava") && error.message.contains("ocean"))
        }
        #expect(store.currentSkinName == "default")
    }

    @Test func nextAndPreviousSkinWrap() {
        let store = Self.makeStore()
        store.selectSkin(offset: 1)
        #expect(store.currentSkinName == "ocean")
        store.selectSkin(offset: 1)
        #expect(store.currentSkinName == "default")
        store.selectSkin(offset: -1)
        #expect(store.currentSkinName == "ocean")
    }

    @Test func styleMergesCurrentSkinOverDefault() throws {
        let store = Self.makeStore()
        try store.selectSkin("ocean")
        let style = store.style(for: "Button")
        guard case .color(let title)? = style["titleColor"], case .text(let corner)? = style["cornerStyle"] else {
            Issue.record("unexpected style \(style)")
            return
        }
        #expect(title.resolve(in: TraitCollection()) == RGBColor(hex: 0x020202))
        #expect(corner == "round")
    }

    @Test func runTimeUpdateChangesContentsAndNotifies() throws {
        let store = Self.makeStore()
        var kinds: [SkinChange.Kind] = []
        let token = store.addObserver { kinds.append($0.kind) }
        try store.updateSkins(with: ["ocean": ["Color": ["bg": "#ABCDEF"]], "lava": ["Color": ["bg": "#FF3300"]]])
        try store.selectSkin("ocean")
        #expect(store.resolvedColor("bg") == RGBColor(hex: 0xABCDEF))
        #expect(store.catalog.names == ["default", "lava", "ocean"])
        #expect(kinds == [.contents, .skin])
        // The whole skin is replaced (updateSkinPlistInfo), not merged: ocean's light-only `partial`
        // is gone, so default's value serves.
        #expect(store.resolvedColor("partial") == RGBColor(hex: 0xEEEEEE))
        #expect(throws: SkinUpdateError.self) { try store.updateSkins(with: ["ocean": ["Color": ["bg": "nope"]]]) }
        #expect(store.resolvedColor("bg") == RGBColor(hex: 0xABCDEF), "a refused update changes nothing")
        token.cancel()
        store.setTraits(TraitCollection(userInterfaceStyle: .dark))
        #expect(kinds.count == 2, "a cancelled observer is not called")
    }

    /// Lookups are remembered until the skins' contents change: each change of skin, contents or
    /// catalog answers from the right tables, for the current skin and for one named.
    @Test func rememberedLookupsFollowEveryChange() throws {
        let store = Self.makeStore()
        try store.updateSkins(with: ["ocean": ["Color": ["bg": "#0A0B0C"], "Font": ["title": ["Name": "Menlo", "Size": 18]]]])
        #expect(store.lookupFont("title").definedBy == nil, "default has no title font")
        #expect(store.lookupColor("bg", in: "ocean").value.resolve(in: store.traits) == RGBColor(hex: 0x0A0B0C))
        try store.selectSkin("ocean")
        #expect(store.lookupFont("title").definedBy == "ocean")
        #expect(store.lookupFont("title").value.resolve(in: store.traits).size == 18)
        try store.updateSkins(with: ["ocean": ["Color": ["bg": "#0D0E0F"], "Font": ["title": ["Name": "Menlo", "Size": 20]]]])
        #expect(store.lookupFont("title").value.resolve(in: store.traits).size == 20)
        #expect(store.lookupColor("bg", in: "ocean").value.resolve(in: store.traits) == RGBColor(hex: 0x0D0E0F))
        store.replaceCatalog(Self.makeStore().catalog)
        #expect(store.currentSkinName == "ocean")
        #expect(store.lookupFont("title").definedBy == nil, "ocean's font went with the old catalog")
        #expect(store.lookupColor("bg", in: "ocean").value.resolve(in: store.traits) == RGBColor(hex: 0xE0F0FF))
        // Back and forth between skins: each answers with its own tables.
        try store.updateSkins(with: ["ocean": ["Font": ["title": ["Name": "Menlo", "Size": 22]]]])
        #expect(store.lookupFont("title").value.resolve(in: store.traits).size == 22)
        try store.selectSkin("default")
        #expect(store.lookupFont("title").definedBy == nil)
        try store.selectSkin("ocean")
        #expect(store.lookupFont("title").value.resolve(in: store.traits).size == 22)
        store.setTraits(TraitCollection(userInterfaceStyle: .dark))
        #expect(store.lookupColor("bg").value.resolve(in: store.traits) == RGBColor(hex: 0x000000), "ocean has no bg now: default's, dark")
    }

    @Test func settingEqualTraitsNotifiesNobody() {
        let store = Self.makeStore()
        var count = 0
        let token = store.addObserver { _ in count += 1 }
        store.setTraits(store.traits)
        #expect(count == 0)
        store.setTraits(TraitCollection(userInterfaceStyle: .dark))
        #expect(count == 1)
        _ = token
    }
}
