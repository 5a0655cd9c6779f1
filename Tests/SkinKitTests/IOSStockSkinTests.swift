import Foundation
import Testing

@testable import SkinKit

/// The built-in `ios` skin: UIKit's system colors, mapped to the widgets as stock controls use them.
struct IOSStockSkinTests {
    static func store(_ style: UserInterfaceStyle, contrast: Contrast = .normal) throws -> SkinStore {
        let store = SkinStore(
            catalog: EmbeddedSkin.catalog().catalog,
            traits: TraitCollection(userInterfaceStyle: style, contrast: contrast))
        try store.selectSkin(IOSStockSkin.name)
        return store
    }

    @Test func isChosenByNameButNotSteppedThrough() {
        let catalog = EmbeddedSkin.catalog().catalog
        #expect(catalog.names == ["default"])
        #expect(catalog.allNames == ["default", "ios"])
        #expect(catalog["ios"]?.source == .embedded)
    }

    @Test func widgetKeysResolveToUIKitsColorsInEveryTrait() throws {
        let light = try Self.store(.light)
        let dark = try Self.store(.dark)
        let lightHigh = try Self.store(.light, contrast: .high)
        let darkHigh = try Self.store(.dark, contrast: .high)
        // systemGroupedBackground, label, systemBlue (with the HIG's increased-contrast values).
        #expect(light.resolvedColor("background") == RGBColor(hex: 0xF2F2F7))
        #expect(dark.resolvedColor("background") == RGBColor(hex: 0x000000))
        #expect(light.resolvedColor("text") == RGBColor(hex: 0x000000))
        #expect(dark.resolvedColor("text") == RGBColor(hex: 0xFFFFFF))
        #expect(light.resolvedColor("accent") == RGBColor(hex: 0x007AFF))
        #expect(dark.resolvedColor("accent") == RGBColor(hex: 0x0A84FF))
        #expect(lightHigh.resolvedColor("accent") == RGBColor(hex: 0x0040DD))
        #expect(darkHigh.resolvedColor("accent") == RGBColor(hex: 0x409CFF))
        #expect(dark.resolvedColor("switch.on") == RGBColor(hex: 0x30D158))
        // UIKit's own names are keys of the skin too, as an app's code reads them.
        #expect(dark.resolvedColor("secondarySystemGroupedBackground") == RGBColor(hex: 0x1C1C1E))
    }

    @Test func everyMappedNameIsAUIKitColorAndEveryColorKeyOfDefaultIsMapped() {
        let mapped = Dictionary(uniqueKeysWithValues: IOSStockSkin.stockColors.map { ($0.widgetKey, $0.uikitName) })
        for name in mapped.values { #expect(IOSSystemColors.colors[name] != nil, "\(name) is not a UIKit color") }
        let defaultKeys = Set(EmbeddedSkin.catalog().catalog.defaultSkin.colors.keys)
        #expect(defaultKeys.subtracting(mapped.keys).sorted() == [])
    }

    @Test func aSkinsFolderThatDefinesIOSMakesItTheUsersSkin() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("mine.json", ##"{ "ios": { "Color": { "accent": "#FF0000" } } }"##)
        let library = SkinLibrary.load(paths: [file])
        #expect(library.catalog.names == ["default", "ios"])
        #expect(library.catalog.allNames == ["default", "ios"])
    }
}

extension IOSStockSkinTests {
    @Test func theUsersIOSSkinReplacesTheBuiltInOneWhole() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("mine.json", ##"{ "ios": { "Color": { "accent": "#FF0000" } } }"##)
        let store = SkinStore(catalog: SkinLibrary.load(paths: [file]).catalog, skinName: "ios")
        #expect(store.resolvedColor("accent") == RGBColor(hex: 0xFF0000))
        #expect(store.currentSkin.roleMap.isEmpty)
    }
}
