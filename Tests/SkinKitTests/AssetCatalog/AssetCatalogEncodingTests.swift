import Foundation
import Testing

@testable import SkinKit

/// What the real catalogs in Data/AssetCatalogs do not hold, written as Xcode writes it: high
/// contrast, extended-linear-srgb, display gamuts, idioms, namespaces, JSON numbers, clipping and
/// broken entries. Expected values are worked out by hand (noted beside each).
@Suite struct AssetCatalogEncodingTests {
    static func entry(_ color: String, appearances: [(String, String)] = [], idiom: String = "universal", gamut: String? = nil) -> String {
        var fields = ["\"idiom\" : \"\(idiom)\"", "\"color\" : \(color)"]
        if let gamut { fields.append("\"display-gamut\" : \"\(gamut)\"") }
        if !appearances.isEmpty {
            fields.append("\"appearances\" : [" + appearances.map { "{ \"appearance\" : \"\($0.0)\", \"value\" : \"\($0.1)\" }" }.joined(separator: ", ") + "]")
        }
        return "{ " + fields.joined(separator: ", ") + " }"
    }

    static func srgb(_ red: String, _ green: String, _ blue: String, alpha: String = "\"1.000\"", space: String = "srgb") -> String {
        "{ \"color-space\" : \"\(space)\", \"components\" : { \"red\" : \(red), \"green\" : \(green), \"blue\" : \(blue), \"alpha\" : \(alpha) } }"
    }

    static func colorset(_ entries: [String]) -> String {
        "{ \"colors\" : [ " + entries.joined(separator: ", ") + " ], \"info\" : { \"author\" : \"xcode\", \"version\" : 1 } }"
    }

    static let dark = [("luminosity", "dark")], light = [("luminosity", "light")], high = [("contrast", "high")]
    static let darkHigh = [("luminosity", "dark"), ("contrast", "high")]

    func load(_ sets: [String: String]) throws -> (TemporaryFolder, Skin, SkinLoader.Result) {
        let folder = try TemporaryFolder()
        try folder.write("App.xcassets/Contents.json", "{ \"info\" : { \"author\" : \"xcode\", \"version\" : 1 } }")
        for (path, text) in sets { try folder.write("App.xcassets/\(path)", text) }
        let result = SkinLoader().load(path: folder.url.appendingPathComponent("App.xcassets").path)
        let skin = try #require(result.skins.first)
        return (folder, skin, result)
    }

    func hex(_ skin: Skin, _ key: String) -> [String] { (skin.colors[key]?.variantValues ?? []).map(\.hexString) }

    @Test func highContrastAppearances() throws {
        let (_, skin, result) = try load([
            "Ink.colorset/Contents.json": Self.colorset([
                Self.entry(Self.srgb("\"0x11\"", "\"0x22\"", "\"0x33\"")),
                Self.entry(Self.srgb("\"0xEE\"", "\"0xDD\"", "\"0xCC\""), appearances: Self.dark),
                Self.entry(Self.srgb("\"0x00\"", "\"0x00\"", "\"0x00\""), appearances: Self.high),
                Self.entry(Self.srgb("\"0xFF\"", "\"0xFF\"", "\"0xFF\""), appearances: Self.darkHigh),
            ])
        ])
        #expect(result.errors.isEmpty && result.warnings.isEmpty)
        #expect(hex(skin, "Ink") == ["#112233", "#EEDDCC", "#000000", "#FFFFFF"])
    }

    /// No dark entry: dark is the Any entry; no dark high-contrast entry while a dark one exists: the
    /// dark entry; the Any high-contrast entry serves light high contrast.
    @Test func missingAppearancesFallBack() throws {
        let (_, skin, _) = try load([
            "OnlyAny.colorset/Contents.json": Self.colorset([Self.entry(Self.srgb("\"52\"", "\"52\"", "\"52\""))]),
            "NoDarkHigh.colorset/Contents.json": Self.colorset([
                Self.entry(Self.srgb("\"0x10\"", "\"0x10\"", "\"0x10\"")),
                Self.entry(Self.srgb("\"0x20\"", "\"0x20\"", "\"0x20\""), appearances: Self.dark),
                Self.entry(Self.srgb("\"0x30\"", "\"0x30\"", "\"0x30\""), appearances: Self.high),
            ]),
            // An explicit Light entry wins over Any in light.
            "Light.colorset/Contents.json": Self.colorset([
                Self.entry(Self.srgb("\"0x10\"", "\"0x10\"", "\"0x10\"")),
                Self.entry(Self.srgb("\"0x40\"", "\"0x40\"", "\"0x40\""), appearances: Self.light),
            ]),
        ])
        #expect(hex(skin, "OnlyAny") == ["#343434", "#343434", "#343434", "#343434"])
        #expect(hex(skin, "NoDarkHigh") == ["#101010", "#202020", "#303030", "#202020"])
        #expect(hex(skin, "Light") == ["#404040", "#101010", "#404040", "#101010"])
    }

    /// Floats as strings and numbers; JSON numbers above 1 as 8-bit integers.
    @Test func componentForms() throws {
        let (_, skin, result) = try load([
            // 0.206 × 255 = 52.5 → 0x35; 0.5 → 0x80 (127.5 rounds up); 0.25 → 0x40
            "Strings.colorset/Contents.json": Self.colorset([Self.entry(Self.srgb("\"0.206\"", "\"0.500\"", "\"0.250\""))]),
            "Numbers.colorset/Contents.json": Self.colorset([Self.entry(Self.srgb("0.206", "0.5", "0.25", alpha: "1"))]),
            // 52 → 0x34, 1 (a number ≤ 1 is a float) → 0xFF, 0 → 0x00
            "Integers.colorset/Contents.json": Self.colorset([Self.entry(Self.srgb("52", "1", "0", alpha: "0.5"))]),
        ])
        #expect(result.errors.isEmpty, "\(result.errors)")
        #expect(hex(skin, "Strings").first == "#358040")
        #expect(hex(skin, "Numbers").first == "#358040")
        #expect(hex(skin, "Integers").first == "#34FF0080")
    }

    @Test func colorSpaces() throws {
        let gray = { (space: String, white: String) in "{ \"color-space\" : \"\(space)\", \"components\" : { \"white\" : \(white), \"alpha\" : \"1.000\" } }" }
        let (_, skin, result) = try load([
            // linear 0.5, 0.2, 0.05 through the sRGB curve: 0.735, 0.485, 0.248 → BC 7C 3F
            "Linear.colorset/Contents.json": Self.colorset([Self.entry(Self.srgb("\"0.500\"", "\"0.200\"", "\"0.050\"", space: "extended-linear-srgb"))]),
            // white 0.6: 0.6^2.2 = 0.325 linear → 0.604 sRGB → 0x9A
            "Gamma.colorset/Contents.json": Self.colorset([Self.entry(gray("gray-gamma-22", "\"0.600\""))]),
            "Extended.colorset/Contents.json": Self.colorset([Self.entry(gray("extended-gray", "\"0.600\""))]),
            // Display P3 red is outside sRGB: (1.225, -0.042, -0.020) linear, clipped to #FF0000
            "P3Red.colorset/Contents.json": Self.colorset([Self.entry(Self.srgb("\"1.000\"", "\"0.000\"", "\"0.000\"", space: "display-p3"))]),
        ])
        #expect(result.errors.isEmpty, "\(result.errors)")
        #expect(hex(skin, "Linear").first == "#BC7C3F")
        #expect(hex(skin, "Gamma").first == "#9A9A9A")
        #expect(hex(skin, "Extended").first == "#9A9A9A")
        #expect(hex(skin, "P3Red").first == "#FF0000")
        #expect(result.warnings.map(\.keyPath) == [["colors[0]", "color"]])
        #expect(result.warnings.first?.message == "display-p3 (1.000, 0.000, 0.000) is outside sRGB; clipped to #FF0000")
        #expect(result.warnings.first?.file?.hasSuffix("P3Red.colorset/Contents.json") == true)
    }

    /// An iPhone takes an `iphone` entry over a `universal` one and never an `ipad` one; an sRGB
    /// gamut entry over a Display P3 one.
    @Test func idiomAndGamut() throws {
        let (_, skin, _) = try load([
            "Idiom.colorset/Contents.json": Self.colorset([
                Self.entry(Self.srgb("\"0x01\"", "\"0x01\"", "\"0x01\""), idiom: "ipad"),
                Self.entry(Self.srgb("\"0x02\"", "\"0x02\"", "\"0x02\""), idiom: "universal"),
                Self.entry(Self.srgb("\"0x03\"", "\"0x03\"", "\"0x03\""), idiom: "iphone"),
                Self.entry(Self.srgb("\"0x04\"", "\"0x04\"", "\"0x04\""), appearances: Self.dark, idiom: "universal"),
            ]),
            "Gamut.colorset/Contents.json": Self.colorset([
                Self.entry(Self.srgb("\"0x05\"", "\"0x05\"", "\"0x05\"", space: "display-p3"), gamut: "display-P3"),
                Self.entry(Self.srgb("\"0x06\"", "\"0x06\"", "\"0x06\""), gamut: "sRGB"),
            ]),
        ])
        #expect(hex(skin, "Idiom") == ["#030303", "#040404", "#030303", "#040404"])
        #expect(hex(skin, "Gamut").first == "#060606")
    }

    @Test func namespacedGroups() throws {
        let set = Self.colorset([Self.entry(Self.srgb("\"0x12\"", "\"0x34\"", "\"0x56\""))])
        let (_, skin, _) = try load([
            "Brand/Contents.json": "{ \"info\" : { \"author\" : \"xcode\", \"version\" : 1 }, \"properties\" : { \"provides-namespace\" : true } }",
            "Brand/Primary.colorset/Contents.json": set,
            "Brand/Plain/Inner.colorset/Contents.json": set,
            "Loose/Secondary.colorset/Contents.json": set,
            "v1.2/Contents.json": "{ \"properties\" : { \"provides-namespace\" : true } }",
            "v1.2/Dotted.colorset/Contents.json": set,
        ])
        #expect(Set(skin.colors.keys) == ["Brand/Primary", "Brand/Inner", "Secondary", "v1.2/Dotted"])
    }

    /// Broken data is an error naming the colorset's Contents.json, the entry and the field; the
    /// appearance is left to the default skin (the key keeps what could be read).
    @Test func brokenEntriesAreNamed() throws {
        let (_, skin, result) = try load([
            "Broken.colorset/Contents.json": Self.colorset([
                Self.entry(Self.srgb("\"0x12\"", "\"0x34\"", "\"0x56\"")),
                Self.entry(Self.srgb("\"0xZZ\"", "\"0\"", "\"0\""), appearances: Self.dark),
            ]),
            "Space.colorset/Contents.json": Self.colorset([Self.entry(Self.srgb("\"1\"", "\"1\"", "\"1\"", space: "cmyk"))]),
            "Missing.colorset/Contents.json": Self.colorset([
                Self.entry("{ \"color-space\" : \"srgb\", \"components\" : { \"red\" : \"1\", \"alpha\" : \"1\" } }")
            ]),
            "Reference.colorset/Contents.json": Self.colorset([Self.entry("{ \"platform\" : \"ios\", \"reference\" : \"systemMauveColor\" }")]),
            "NotJSON.colorset/Contents.json": "{ \"colors\" : [ ",
            "Appearance.colorset/Contents.json": "{ \"colors\" : [ { \"idiom\" : \"universal\", \"appearances\" : \"dark\" } ] }",
        ])
        let described = (result.errors + result.warnings).map { $0.description.components(separatedBy: "App.xcassets/").last ?? "" }
        #expect(described.contains("Broken.colorset/Contents.json:1: colors[1].color.components.red: '0xZZ' is not a hex byte (0x00–0xFF)"))
        #expect(described.contains { $0.hasPrefix("Space.colorset/Contents.json:1: colors[0].color.color-space: unknown color space 'cmyk'") })
        #expect(described.contains("Missing.colorset/Contents.json:1: colors[0].color.components.green: missing; a srgb color has red, green, blue, alpha"))
        #expect(described.contains { $0.hasPrefix("NotJSON.colorset/Contents.json: not valid JSON") })
        #expect(
            result.warnings.map { $0.description.components(separatedBy: "App.xcassets/").last ?? "" } == [
                "Reference.colorset/Contents.json:1: colors[0].color.reference: 'systemMauveColor' is not one of the iOS system colors "
                    + "TermSkin knows; this appearance takes the default skin's value"
            ])
        #expect(described.contains("Appearance.colorset/Contents.json:1: colors[0].appearances: is a string; appearances are an array"))
        #expect(result.errors.count == 5)
        // Light was readable: it stays; dark waits for the default skin's value.
        #expect(skin.colors["Broken"]?.resolve(in: TraitCollection(userInterfaceStyle: .light)).hexString == "#123456")
        #expect(skin.partialColors["Broken"]?.dark == nil)
        #expect(skin.colors["Space"] == nil && skin.colors["Reference"] == nil)
    }

    /// App icons and other set kinds are not skin keys: `list --verbose` names them as skipped.
    @Test func otherSetsAreSkipped() throws {
        let (folder, skin, result) = try load([
            "AppIcon.appiconset/Contents.json": "{ \"images\" : [] }",
            "Words.dataset/Contents.json": "{ \"data\" : [] }",
        ])
        #expect(skin.images.isEmpty && result.errors.isEmpty && result.warnings.isEmpty)
        let catalog = folder.url.appendingPathComponent("App.xcassets").path
        #expect(
            result.skipped == [
                SkippedFile(path: catalog + "/AppIcon.appiconset", reason: "a .appiconset set is not a color or image a skin reads"),
                SkippedFile(path: catalog + "/Words.dataset", reason: "a .dataset set is not a color or image a skin reads"),
            ])
    }

    /// `--name` renames; a trailing slash is the same catalog.
    @Test func naming() throws {
        let folder = try TemporaryFolder()
        try folder.write("Brand.xcassets/Contents.json", "{}")
        #expect(AssetCatalogReader().read(catalog: folder.url.path + "/Brand.xcassets/").skins.map(\.name) == ["Brand"])
        #expect(AssetCatalogReader().read(catalog: folder.url.path + "/Brand.xcassets", name: "brand-2").skins.map(\.name) == ["brand-2"])
        #expect(AssetCatalogReader.isCatalog("x/Brand.XCASSETS/") && !AssetCatalogReader.isCatalog("x/Brand.json"))
        // `.` inside the catalog, or `..` from one of its sets, is the catalog.
        let inside = folder.url.path + "/Brand.xcassets/Ink.colorset/.."
        #expect(AssetCatalogReader.isCatalog(inside) && AssetCatalogReader.skinName(of: inside) == "Brand")
        #expect(AssetCatalogReader.isCatalog(folder.url.path + "/Brand.xcassets/."))
    }
}

/// Hostile catalogs end with a finding, never a hang or a crash.
@Suite struct AssetCatalogLimitTests {
    @Test func aSymbolicLinkLoopIsNotFollowed() throws {
        let folder = try TemporaryFolder()
        try folder.write("Loop.xcassets/Group/Ink.colorset/Contents.json", "{ \"colors\" : [] }")
        let group = folder.url.appendingPathComponent("Loop.xcassets/Group").path
        #expect(symlink(group, group + "/Again") == 0)
        let result = SkinLoader().load(path: folder.url.appendingPathComponent("Loop.xcassets").path)
        #expect(result.errors.isEmpty, "\(result.errors)")
        #expect(result.skins.first?.colors.isEmpty == true)
    }

    @Test func nestingAndSetCountsAreBounded() throws {
        let folder = try TemporaryFolder()
        var path = "Deep.xcassets"
        for level in 0..<5 { path += "/g\(level)" }
        try folder.write(path + "/Ink.colorset/Contents.json", "{ \"colors\" : [] }")
        for index in 0..<4 { try folder.write("Many.xcassets/c\(index).colorset/Contents.json", "{ \"colors\" : [] }") }
        let loader = SkinLoader(limits: SkinLimits(maxNestingDepth: 3, maxKeysPerSection: 2))
        let deep = loader.load(path: folder.url.appendingPathComponent("Deep.xcassets").path)
        #expect(deep.errors.map(\.message) == ["folder groups nested more than 3 deep; deeper sets are not read"])
        let many = loader.load(path: folder.url.appendingPathComponent("Many.xcassets").path)
        #expect(many.errors.map(\.message) == ["more than 2 sets in the catalog; the rest are not read"])
    }
}
