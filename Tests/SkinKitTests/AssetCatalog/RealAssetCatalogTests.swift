import Foundation
import SkinImageCodec
import Testing

@testable import SkinKit

/// Real asset catalogs (Tests/SkinKitTests/Data/AssetCatalogs, sources and licenses in SOURCES.md)
/// read as skins. Expected values are worked out by hand from each Contents.json: 8-bit and hex
/// components as they are, floats × 255 rounded, Display P3 through the standard matrix, references
/// as UIKit's system colors (light, dark, light high contrast, dark high contrast).
@Suite struct RealAssetCatalogTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Data/AssetCatalogs")

    static func catalog(_ app: String, _ name: String = "Assets") -> String {
        folder.appendingPathComponent("\(app)/\(name).xcassets").path
    }

    func skin(_ app: String, _ name: String = "Assets") throws -> (Skin, SkinLoader.Result) {
        let result = SkinLoader().load(path: Self.catalog(app, name))
        #expect(result.errors.isEmpty, "\(result.errors)")
        let skin = try #require(result.skins.first)
        #expect(result.skins.count == 1)
        return (skin, result)
    }

    /// The four variants of a key as hex: light, dark, light HC, dark HC.
    func variants(_ skin: Skin, _ key: String) -> [String] {
        (skin.colors[key]?.variantValues ?? []).map(\.hexString)
    }

    /// NetNewsWire: hex bytes, 8-bit integers, floats, gray-gamma-22, references, a group without a namespace.
    @Test(arguments: [
        // "0x08", "0x6A", "0xEE" / dark "0x2D", "0x80", "0xF1"
        ("primaryAccentColor", ["#086AEE", "#2D80F1", "#086AEE", "#2D80F1"]),
        // hex light, 8-bit dark "94", "158", "244"
        ("secondaryAccentColor", ["#086AEE", "#5E9EF4", "#086AEE", "#5E9EF4"]),
        // "235", "235", "237" / "56", "56", "56"
        ("iconBackgroundColor", ["#EBEBED", "#383838", "#EBEBED", "#383838"]),
        ("sectionHeaderColor", ["#F5F5F7", "#141417", "#F5F5F7", "#141417"]),
        // "0" with alpha "0.250" / "255" with alpha "0.250" (0.25 × 255 = 63.75 → 40 in hex)
        ("controlBackgroundColor", ["#00000040", "#FFFFFF40", "#00000040", "#FFFFFF40"]),
        // one Any entry: "249", "198", "52"
        ("starColor", ["#F9C634", "#F9C634", "#F9C634", "#F9C634"]),
        // systemBackgroundColor both
        ("barBackgroundColor", ["#FFFFFF", "#000000", "#FFFFFF", "#000000"]),
        // systemRedColor both: its high-contrast variants follow in high contrast
        ("deleteBackgroundColor", ["#FF3B30", "#FF453A", "#D70015", "#FF6961"]),
        // systemBackgroundColor / gray-gamma-22 white "0.000"
        ("fullScreenBackgroundColor", ["#FFFFFF", "#000000", "#FFFFFF", "#000000"]),
        // floats "1.000" / labelColor (white in dark)
        ("vibrantTextColor", ["#FFFFFF", "#FFFFFF", "#FFFFFF", "#FFFFFF"]),
        // in the "Account icon colors" group, which provides no namespace
        ("feedlyColor", ["#2BB14C", "#179D38", "#2BB14C", "#179D38"]),
    ])
    func netNewsWireColor(key: String, expected: [String]) throws {
        let (skin, _) = try skin("NetNewsWire")
        #expect(variants(skin, key) == expected, "\(key)")
    }

    @Test func netNewsWireKeysAndWarnings() throws {
        let (skin, result) = try skin("NetNewsWire")
        #expect(skin.name == "Assets")
        #expect(skin.colors.count == 19)
        #expect(skin.colors["Account icon colors/feedlyColor"] == nil)
        #expect(Set(skin.images.keys) == ["accountFeedWrangler", "disclosure"])
        // The PDF draws the placeholder, with a warning naming its entry.
        #expect(
            result.warnings.map(\.description) == [
                Self.catalog("NetNewsWire") + "/disclosure.imageset/Contents.json:5: images[0].filename: 'disclosure.pdf' is a vector image; "
                    + "drawn as the placeholder (TermSkin draws PNG and JPEG files)"
            ])
        let disclosure = try #require(skin.images["disclosure"]?.resolve(in: TraitCollection()))
        #expect(!disclosure.isBitmap)
        #expect(disclosure.lines == SkinImage.placeholder.lines)
    }

    /// An imageset with a dark variant: the dark PNG in dark, the Any PNG in light.
    @Test func darkImageVariant() throws {
        let (skin, _) = try skin("NetNewsWire")
        let folder = Self.catalog("NetNewsWire") + "/accountFeedWrangler.imageset/"
        func decoded(_ name: String) throws -> RGBABitmap {
            let data = try #require(FileManager.default.contents(atPath: folder + name))
            return try ImageDecoder.decode([UInt8](data))
        }
        let image = try #require(skin.images["accountFeedWrangler"])
        let light = image.resolve(in: TraitCollection(userInterfaceStyle: .light))
        let dark = image.resolve(in: TraitCollection(userInterfaceStyle: .dark))
        #expect(light.bitmaps == [try decoded("feedwranger-any.png")])
        #expect(dark.bitmaps == [try decoded("feedwranger-dark.png")])
        #expect(light.bitmaps != dark.bitmaps)
        #expect(dark.renderingMode == .original)
    }

    /// Enchanted: display-p3, extended-srgb, extended-gray, references under the XR and universal platforms.
    @Test(arguments: [
        // extended-gray white "1.000" / systemBackgroundColor
        ("bgCustom", ["#FFFFFF", "#000000", "#FFFFFF", "#000000"]),
        // display-p3 (0.676, 0.697, 0.679) → linear sRGB (0.408, 0.445, 0.417) → #ABB2AD / systemGray2Color
        ("gray2Custom", ["#ABB2AD", "#636366", "#ABB2AD", "#7C7C80"]),
        // display-p3 (0.792, 0.790, 0.814) → #CAC9D0 / systemGray3Color
        ("gray3Custom", ["#CAC9D0", "#48484A", "#CAC9D0", "#545456"]),
        // extended-srgb (0.820, 0.820, 0.839): 209.1, 209.1, 213.9 / systemGray4Color
        ("gray4Custom", ["#D1D1D6", "#3A3A3C", "#D1D1D6", "#444446"]),
        // extended-srgb (0.898, 0.898, 0.918) / (0.173, 0.173, 0.180)
        ("gray5Custom", ["#E5E5EA", "#2C2C2E", "#E5E5EA", "#2C2C2E"]),
        ("grayCustom", ["#8E8E93", "#8E8E93", "#8E8E93", "#8E8E93"]),
        ("label", ["#000000", "#FFFFFF", "#000000", "#FFFFFF"]),
    ])
    func enchantedColor(key: String, expected: [String]) throws {
        let (skin, _) = try skin("Enchanted")
        #expect(variants(skin, key) == expected, "\(key)")
    }

    /// Xcode's untouched AccentColor has an entry with no color: left out with a warning, never a
    /// made-up value. The imageset's empty 2x/3x slots are not problems.
    @Test func enchantedEmptyAccentColor() throws {
        let (skin, result) = try skin("Enchanted")
        #expect(skin.colors["AccentColor"] == nil)
        #expect(
            result.warnings.map(\.description) == [
                Self.catalog("Enchanted") + "/AccentColor.colorset/Contents.json:3: colors[0]: no \"color\" (an empty slot, such as "
                    + "Xcode's new AccentColor); this appearance takes the default skin's value"
            ])
        let ollama = try #require(skin.images["ollama"]?.resolve(in: TraitCollection()))
        #expect(ollama.bitmaps.map(\.width) == [181])
    }

    /// A skins folder holding the catalog: one skin named after it, as `list` shows it.
    @Test func catalogInsideSkinsFolder() {
        let library = SkinLibrary.load(paths: [Self.folder.appendingPathComponent("NetNewsWire").path])
        #expect(library.errors.isEmpty, "\(library.errors)")
        #expect(library.catalog.names.contains("Assets"))
        #expect(library.catalog["Assets"]?.colors["starColor"]?.resolve(in: TraitCollection()).hexString == "#F9C634")
    }

    /// ColorAssetCatalog's example catalog (written by Xcode 9): JSON numbers, 8-bit strings in
    /// Display P3, idioms and display gamuts.
    @Test(arguments: [
        // "0xFF", "0x2F", "0x9F"
        ("8-bit Hex", "#FF2F9F"),
        // display-p3 8-bit "1", "180", "255": (0.004, 0.706, 1.000) → linear sRGB (-0.102, 0.476, 1.062), clipped
        ("8-bit", "#00B7FF"),
        // the iphone entry over universal (P3 red), ipad and tv: numbers 0, 0.8232…, 0.4878… → 0, 209.9, 124.4
        ("device-specific", "#00D27C"),
        // the sRGB-gamut entry (P3 red, clipped) over the display-P3 one
        ("p3", "#FF0000"),
        // "0.055", "0.500", "0.316" → 14.0, 127.5, 80.6
        ("string-components", "#0E8051"),
        // "0.300", "0.400", "0.500" → 76.5, 102, 127.5
        ("text-color", "#4D6680"),
        // numbers 0.3862…, 1, 0.8626… → 98.5, 255, 220.0
        ("universal", "#62FFDC"),
    ])
    func colorAssetCatalogColor(key: String, expected: String) throws {
        let (skin, _) = try skin("ColorAssetCatalog", "Colors")
        #expect(variants(skin, key) == Array(repeating: expected, count: 4), "\(key)")
    }

    @Test func colorAssetCatalogClipsAreWarnings() throws {
        let (skin, result) = try skin("ColorAssetCatalog", "Colors")
        #expect(skin.name == "Colors" && skin.colors.count == 7)
        #expect(
            result.warnings.map { $0.description.components(separatedBy: "Colors.xcassets/").last ?? "" } == [
                "8-bit.colorset/Contents.json:9: colors[0].color: display-p3 (0.004, 0.706, 1.000) is outside sRGB; clipped to #00B7FF",
                "p3.colorset/Contents.json:9: colors[0].color: display-p3 (1.000, 0.000, 0.000) is outside sRGB; clipped to #FF0000",
            ])
    }
}
