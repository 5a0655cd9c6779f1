import Foundation
import SkinImageCodec
import Testing

@testable import SkinKit

/// Seed behaviours of image values: a color as an image (CJSkinSwift's `SkinImageFromColor`), a
/// bare name that is a file of the skin's folder, and the name-contains lookup of an imported archive.
struct SeedImageValueTests {
    /// A 2 × 2 PNG of one color.
    static func png(_ red: UInt8, _ green: UInt8, _ blue: UInt8) throws -> Data {
        let bitmap = try #require(RGBABitmap(width: 2, height: 2, pixels: Array([red, green, blue, 255].repeated(4))))
        return Data(try PNGEncoder.encode(bitmap))
    }

    static func image(_ key: String, of skin: String, in library: SkinLibrary) -> SkinImage? {
        library.catalog[skin]?.images[key]?.resolve(in: TraitCollection())
    }

    @Test func aColorValueIsAnImageOfThatColor() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write(
            "a.json", ##"{ "a": { "Define": { "brand": "#336699" }, "Image": { "bar": "#FF6600", "brandFill": "d(brand)", "art": "#1" } } }"##)
        let library = SkinLibrary.load(paths: [file])
        #expect(library.errors.isEmpty)
        let bar = try #require(Self.image("bar", of: "a", in: library))
        #expect(bar.bitmaps.map(\.pixels) == [[0xFF, 0x66, 0x00, 255]])
        #expect(bar.renderingMode == .original)
        #expect(Self.image("brandFill", of: "a", in: library)?.bitmaps.map(\.pixels) == [[0x33, 0x66, 0x99, 255]])
        // Not a color: text art as before.
        #expect(Self.image("art", of: "a", in: library)?.lines == ["#1"])
    }

    @Test func aBareNameIsTheImageFileOfThatName() throws {
        let folder = try TemporaryFolder()
        try Self.png(10, 20, 30).write(to: folder.url.appendingPathComponent("skin1.bundle/top@2x.png").creatingFolder())
        let file = try folder.write("CJSkin.json", ##"{ "default": {}, "skin1": { "Image": { "logo": "top", "word": "hello" } } }"##)
        let library = SkinLibrary.load(paths: [file])
        let logo = try #require(Self.image("logo", of: "skin1", in: library))
        #expect(logo.bitmaps.first?.pixels.prefix(4) == [10, 20, 30, 255])
        #expect(Self.image("word", of: "skin1", in: library)?.lines == ["hello"])
    }

    @Test func anArchiveFolderFindsAFileWhoseNameContainsTheImageName() throws {
        let folder = try TemporaryFolder()
        try Self.png(200, 100, 0).write(to: folder.url.appendingPathComponent("newSkin/Banner_TOP_image@2x.png").creatingFolder())
        let file = try folder.write("CJSkin.json", ##"{ "newSkin": { "Image": { "顶部图片": "top.png" } } }"##)
        let library = SkinLibrary.load(paths: [file])
        let image = try #require(Self.image("顶部图片", of: "newSkin", in: library))
        #expect(image.bitmaps.first?.pixels.prefix(4) == [200, 100, 0, 255])
    }
}

extension Array {
    func repeated(_ count: Int) -> [Element] { Array((0..<count).map { _ in self }.joined()) }
}

extension URL {
    /// This file URL, after creating its folder.
    func creatingFolder() throws -> URL {
        try FileManager.default.createDirectory(at: deletingLastPathComponent(), withIntermediateDirectories: true)
        return self
    }
}
