import Foundation
import SkinImageCodec
import Testing

@testable import SkinKit

/// Imagesets as Xcode writes them: scales, appearances, idioms, the rendering intent, files that
/// are missing or not PNG/JPEG.
@Suite struct ImageSetTests {
    /// A one-color PNG of `width` × `height` pixels.
    func png(_ width: Int, _ height: Int, _ gray: UInt8) throws -> Data {
        let bitmap = try #require(RGBABitmap(width: width, height: height, pixels: [UInt8](repeating: gray, count: width * height * 4)))
        return Data(try PNGEncoder.encode(bitmap))
    }

    func entry(_ file: String, scale: String, idiom: String = "universal", dark: Bool = false) -> String {
        let appearance = dark ? ", \"appearances\" : [ { \"appearance\" : \"luminosity\", \"value\" : \"dark\" } ]" : ""
        return "{ \"filename\" : \"\(file)\", \"idiom\" : \"\(idiom)\", \"scale\" : \"\(scale)\"\(appearance) }"
    }

    @Test func scalesAppearancesAndIdioms() throws {
        let folder = try TemporaryFolder()
        let set = folder.url.appendingPathComponent("App.xcassets/logo.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        for (name, width, gray) in [("light.png", 4, 0xEE), ("light@2x.png", 8, 0xEE), ("dark.png", 4, 0x11), ("dark@2x.png", 8, 0x11), ("pad.png", 6, 0x80)] {
            try png(width, width, UInt8(gray)).write(to: set.appendingPathComponent(name))
        }
        try folder.write(
            "App.xcassets/logo.imageset/Contents.json",
            "{ \"images\" : [ "
                + [
                    entry("light.png", scale: "1x"), entry("light@2x.png", scale: "2x"), entry("dark.png", scale: "1x", dark: true),
                    entry("dark@2x.png", scale: "2x", dark: true), entry("pad.png", scale: "1x", idiom: "ipad"),
                    "{ \"filename\" : \"pad.png\", \"idiom\" : \"universal\", \"scale\" : \"1x\", \"language-direction\" : \"right-to-left\" }",
                    "{ \"filename\" : \"pad.png\", \"idiom\" : \"universal\", \"scale\" : \"1x\", \"width-class\" : \"compact\" }",
                    "{ \"idiom\" : \"universal\", \"scale\" : \"3x\" }",
                ].joined(separator: ", ")
                + " ], \"properties\" : { \"template-rendering-intent\" : \"template\" } }")
        let result = SkinLoader().load(path: set.deletingLastPathComponent().path)
        #expect(result.errors.isEmpty && result.warnings.isEmpty, "\(result.errors) \(result.warnings)")
        let image = try #require(result.skins.first?.images["logo"])
        let light = image.resolve(in: TraitCollection(userInterfaceStyle: .light))
        let dark = image.resolve(in: TraitCollection(userInterfaceStyle: .dark))
        // Both scales of each appearance, fewest pixels first; never the iPad's, right-to-left or size-class file.
        #expect(light.bitmaps.map(\.width) == [4, 8] && dark.bitmaps.map(\.width) == [4, 8])
        #expect(light.bitmaps.first?.pixels.first == 0xEE && dark.bitmaps.first?.pixels.first == 0x11)
        #expect(light.renderingMode == .template)
        // High contrast has no entries of its own: the normal ones.
        #expect(image.resolve(in: TraitCollection(userInterfaceStyle: .dark, contrast: .high)) == dark)
    }

    @Test func missingAndVectorFilesDrawThePlaceholderWithAWarning() throws {
        let folder = try TemporaryFolder()
        try folder.write("App.xcassets/gone.imageset/Contents.json", "{ \"images\" : [ \(entry("gone.png", scale: "1x")) ] }")
        try folder.write("App.xcassets/icon.imageset/icon.svg", "<svg/>")
        try folder.write("App.xcassets/icon.imageset/Contents.json", "{ \"images\" : [ { \"filename\" : \"icon.svg\", \"idiom\" : \"universal\" } ] }")
        try folder.write("App.xcassets/star.symbolset/Contents.json", "{ \"symbols\" : [] }")
        try folder.write("App.xcassets/empty.imageset/Contents.json", "{ \"images\" : [ { \"idiom\" : \"universal\", \"scale\" : \"1x\" } ] }")
        let result = SkinLoader().load(path: folder.url.appendingPathComponent("App.xcassets").path)
        #expect(result.errors.isEmpty, "\(result.errors)")
        let messages = result.warnings.map { $0.description.components(separatedBy: "App.xcassets/").last ?? "" }
        #expect(
            messages == [
                "empty.imageset/Contents.json:1: images: no image file in any slot; the key is left out",
                "gone.imageset/Contents.json:1: images[0].filename: 'gone.png' is not in the imageset; drawn as the placeholder",
                "icon.imageset/Contents.json:1: images[0].filename: 'icon.svg' is a vector image; drawn as the placeholder (TermSkin draws PNG and JPEG files)",
                "star.symbolset: a symbol image (SF Symbols template); drawn as the placeholder",
            ])
        let skin = try #require(result.skins.first)
        for key in ["gone", "icon", "star"] {
            #expect(skin.images[key]?.resolve(in: TraitCollection()).lines == SkinImage.placeholder.lines, "\(key)")
        }
    }

    @Test func aPictureTooLargeToDecodeDrawsThePlaceholderAndTheRestOfTheCatalogShows() throws {
        // Home Assistant's catalog holds a 2400×2400 logo: valid for Xcode, more pixels than the decoder takes.
        let folder = try TemporaryFolder()
        let set = folder.url.appendingPathComponent("App.xcassets/logo.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try png(2100, 2100, 0x40).write(to: set.appendingPathComponent("logo.png"))
        try folder.write("App.xcassets/logo.imageset/Contents.json", "{ \"images\" : [ \(entry("logo.png", scale: "1x")) ] }")
        try folder.write("App.xcassets/Accent.colorset/Contents.json", Self.accentColor)
        let result = SkinLoader().load(path: folder.url.appendingPathComponent("App.xcassets").path)
        #expect(result.errors.isEmpty, "\(result.errors)")
        let messages = result.warnings.map { $0.description.replacingOccurrences(of: folder.url.path + "/", with: "") }
        #expect(
            messages == [
                "App.xcassets/logo.imageset/Contents.json:1: images: image file 'App.xcassets/logo.imageset/logo.png' was refused: "
                    + "PNG of 2100×2100 pixels is more than 4194304 pixels; drawn as the placeholder"
            ])
        let skin = try #require(result.skins.first)
        #expect(skin.images["logo"]?.resolve(in: TraitCollection()).lines == SkinImage.placeholder.lines)
        #expect(skin.colors["Accent"] != nil, "the rest of the catalog is read")
    }

    @Test func aBrokenPictureIsStillAnError() throws {
        let folder = try TemporaryFolder()
        try folder.write("App.xcassets/logo.imageset/logo.png", "\u{89}PNG not really")
        try folder.write("App.xcassets/logo.imageset/Contents.json", "{ \"images\" : [ \(entry("logo.png", scale: "1x")) ] }")
        let result = SkinLoader().load(path: folder.url.appendingPathComponent("App.xcassets").path)
        #expect(result.errors.count == 1 && result.errors.first?.message.contains("was refused") == true, "\(result.errors)")
    }

    static let accentColor = """
        { "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "red" : "0.2", "green" : "0.4", "blue" : "0.6", "alpha" : "1.000" } }, "idiom" : "universal" } ] }
        """
}
