import Foundation
import SkinKit
import Testing

@testable import SkinUI

/// The Palette page names the colorset or imageset each key of a real asset catalog comes from
/// (NetNewsWire's, in SkinKitTests/Data/AssetCatalogs).
struct PaletteAssetCatalogTests {
    static let catalog = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("SkinKitTests/Data/AssetCatalogs/NetNewsWire/Assets.xcassets").path

    @Test func eachKeyNamesItsSet() throws {
        let library = SkinLibrary.load(paths: [Self.catalog])
        #expect(library.errors.isEmpty, "\(library.errors)")
        let store = SkinStore(catalog: library.catalog, traits: TraitCollection(userInterfaceStyle: .dark))
        try store.selectSkin("Assets")
        let content = PaletteContent(store: store)
        let entries = content.groups.flatMap(\.entries)
        var chains = MacroChains(defines: content.defines)
        func origin(_ key: String) -> String? {
            switch entries.first(where: { $0.key == key })?.kind {
            case .color(_, _, _, let origin)?: PaletteContent.originText(origin, chains: &chains)
            case .image(_, let origin)?, .font(_, let origin)?: origin
            case nil: nil
            }
        }
        #expect(origin("feedlyColor") == "this skin · Account icon colors/feedlyColor.colorset")
        #expect(origin("accountFeedWrangler")?.hasPrefix("this skin · accountFeedWrangler.imageset · file ") == true)
        #expect(origin("background") == "default")
    }
}
