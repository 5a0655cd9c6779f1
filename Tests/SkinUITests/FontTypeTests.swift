import Foundation
import SkinKit
import Testing

@testable import SkinUI

/// CJSkinSwift's `SkinFont(key, fontType)`: a widget asks its title font in bold; the system font
/// (a skin font with no name) is drawn bold, a named font as the skin names it.
struct FontTypeTests {
    static func titleAttributes(font: String) throws -> TextAttributes {
        let json = #"{ "app": { "Font": { "title": "# + font + #" } } }"#
        let result = SkinLoader().load(data: Data(json.utf8), file: "app.json")
        #expect(result.errors.isEmpty, "\(result.errors)")
        var catalog = EmbeddedSkin.catalog().catalog
        catalog.add(result.skins)
        let store = SkinStore(catalog: catalog, skinName: "app")
        let bar = NavigationBar(title: "Hi", backTitle: "", trailingTitle: "")
        let canvas = WidgetStage.render(bar, size: Size(width: 20, height: 1), store: store)
        let cell = try #require((0..<20).map { canvas[$0, 0] }.first { $0.character == "H" })
        return cell.attributes
    }

    @Test func theSystemFontIsAskedInBoldANamedFontIsNot() throws {
        #expect(try Self.titleAttributes(font: #"{ "Size": 17 }"#).contains(.bold))
        #expect(try !Self.titleAttributes(font: #"{ "Name": "Menlo-Regular", "Size": 17 }"#).contains(.bold))
        #expect(try Self.titleAttributes(font: #"{ "Name": "Menlo-Italic", "Size": 17 }"#) == [.italic])
    }

    @Test func applyingATypeChangesOnlyTheSystemFont() {
        #expect(SkinFont(size: 14).applying(.italic).attributes == [.italic])
        #expect(SkinFont(size: 14).applying(.regular).attributes == [])
        #expect(SkinFont(name: "Marker Felt", size: 14).applying(.bold).attributes == [])
    }
}
