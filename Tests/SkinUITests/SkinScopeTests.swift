import SkinKit
import Testing

@testable import SkinUI

/// A `SkinScope` draws its subtree with its own store: skin keys, Style, dynamic values, appearance
/// rules' keys and images.
struct SkinScopeTests {
    @Test func aScopedSubtreeResolvesAgainstTheScopesSkinAndTraits() throws {
        let store = try Fixtures.store()
        try store.updateSkins(with: [
            "plum": [
                "Color": ["text": "#800080", "surface": ["light": "#F0E0F0", "dark": "#200020"]],
                "Style": ["Label": ["textColor": "#AA00AA"]],
                "Image": ["logo": ["P"]],
            ]
        ])
        let scoped = SkinStore(catalog: store.catalog, skinName: "plum", traits: TraitCollection(userInterfaceStyle: .dark))
        let window = Window(store: store)
        let inside = Label("in")
        let image = ImageView(image: .skin("logo"))
        let content = StackView(axis: .vertical, [inside, image])
        content.backgroundColor = .skin("surface")
        let scope = SkinScope(store: scoped, content)
        let outside = Label("out")
        window.addSubviews([StackView(axis: .vertical, [scope, outside])])
        scope.height = .fixed(3)
        var canvas = window.render(size: Size(width: 20, height: 5))
        #expect(canvas[0, 0].foreground == RGBColor(hex: 0xAA00AA), "the scope's Style section")
        #expect(canvas[0, 0].background == RGBColor(hex: 0x200020), "the scope's dark variant")
        #expect(canvas[0, 1].character == "P", "the scope's image")
        #expect(inside.skinStore === scoped && outside.skinStore === store)
        #expect(canvas[0, 3].foreground != RGBColor(hex: 0xAA00AA), "outside the scope: the window's skin")
        // A change of the scope's store shows at the next render; the window's store is untouched.
        try scoped.selectSkin(Skin.defaultName)
        canvas = window.render(size: Size(width: 20, height: 5))
        #expect(canvas[0, 0].foreground != RGBColor(hex: 0xAA00AA))
        #expect(store.currentSkinName == Skin.defaultName)
    }

    @Test func anAppearanceRuleInsideAScopeReadsItsKeyFromTheScopesSkin() throws {
        let store = try Fixtures.store()
        try store.updateSkins(with: ["plum": ["Color": ["accent": "#800080"]]])
        let scoped = SkinStore(catalog: store.catalog, skinName: "plum")
        let window = Window(store: store)
        window.appearance.setColor(.skin("accent"), for: .backgroundColor, of: Button.self)
        let inside = Button("In")
        let outside = Button("Out")
        inside.width = .fixed(4)
        outside.width = .fixed(5)
        window.addSubviews([StackView(axis: .horizontal, spacing: 1, [SkinScope(store: scoped, inside), outside])])
        _ = window.render(size: Size(width: 20, height: 2))
        let canvas = window.render(size: Size(width: 20, height: 2))
        #expect(canvas[inside.frame.x, inside.frame.y].background == RGBColor(hex: 0x800080))
        #expect(canvas[outside.frame.x, outside.frame.y].background == store.resolvedColor("accent"))
        #expect(store.resolvedColor("accent") != RGBColor(hex: 0x800080))
    }
}
