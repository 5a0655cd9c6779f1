import SkinKit
import Testing

@testable import SkinUI

/// The widget property declarations are the one source of skin keys; check them against the
/// documented key set (the embedded default skin) and the gallery's appearance rules against them.
struct DeclarationTests {
    /// Every widget type (the catalog, not a list of this test's own).
    static let widgetTypes = WidgetCatalog.types

    @Test func everyDeclaredDefaultKeyIsDefinedByTheDefaultSkin() {
        let base = EmbeddedSkin.catalog().catalog.defaultSkin
        for type in Self.widgetTypes {
            for declaration in type.declarations.list {
                for key in declaration.allDefaultKeys {
                    let defined: Bool
                    switch declaration.kind {
                    case .color: defined = base.colors[key] != nil
                    case .font: defined = base.fonts[key] != nil
                    case .image: defined = base.images[key] != nil
                    }
                    #expect(defined, "\(type.typeName).\(declaration.property) reads '\(key)', which default does not define")
                }
            }
        }
    }

    @Test func theGalleryAppearanceRulesNameDeclaredProperties() {
        let registry = AppearanceRegistry()
        GalleryPage.installAppearanceRules(in: registry, step: 0)
        #expect(registry.undeclaredRules.isEmpty)
        registry.setColor(.skin("accent"), for: "textColr", of: Label.self)
        #expect(registry.undeclaredRules == ["Label.textColr"])
    }

    @Test func freezingCapturesEveryStateOfEveryDeclaredProperty() throws {
        let store = SkinStore(catalog: EmbeddedSkin.catalog().catalog)
        let window = Window(store: store)
        let button = Button("OK")
        window.addSubview(button)
        button.freezeSkinValues()
        for declaration in Button.declarations.list {
            for state in Button.controlStates {
                #expect(button.explicitValues[declaration.property.forState(state)] != nil, "\(declaration.property) \(state)")
            }
        }
    }
}
