import Foundation
import SkinImageCodec
import Testing

@testable import SkinKit

/// PNG/JPEG decoding (libpng, libjpeg-turbo) and CJSkin's image file lookup.
struct ImageDecodingTests {
    /// A 2×2 bitmap: opaque red, half-transparent green, transparent, opaque blue.
    static let sample = RGBABitmap(width: 2, height: 2, pixels: [255, 0, 0, 255, 0, 255, 0, 128, 0, 0, 0, 0, 0, 0, 255, 255])

    @Test func aPNGRoundTripsWithItsAlpha() throws {
        let bitmap = try #require(Self.sample)
        let bytes = try PNGEncoder.encode(bitmap)
        #expect(ImageFormat(sniffing: bytes) == .png)
        let decoded = try ImageDecoder.decode(bytes)
        #expect(decoded == bitmap)
        #expect(decoded.pixel(x: 1, y: 0).alpha == 128)
    }

    @Test func aTruncatedPNGIsRefusedWithAMessage() throws {
        let bytes = try PNGEncoder.encode(try #require(Self.sample))
        // Cut in the signature, in the header, after it, and inside the image data.
        for length in [8, 20, 33, bytes.count - 20] {
            #expect(throws: ImageDecodingError.self, "cut at \(length) bytes") { try ImageDecoder.decode(Array(bytes.prefix(length))) }
        }
        let error = #expect(throws: ImageDecodingError.self) { try ImageDecoder.decode(Array(bytes.prefix(bytes.count - 20))) }
        #expect(error?.message.contains("PNG") == true)
    }

    @Test func aPNGClaimingHugeDimensionsIsRefusedBeforeAllocating() throws {
        // A valid header (with its CRC) for 60000 × 60000 pixels: 14 GB if it were believed.
        var header: [UInt8] = Array("IHDR".utf8) + bigEndian(60_000) + bigEndian(60_000) + [8, 6, 0, 0, 0]
        header += bigEndian(crc32(header))
        let data: [UInt8] = Array("IDAT".utf8)
        let bytes: [UInt8] =
            [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + bigEndian(13) + header
            + bigEndian(0) + data + bigEndian(crc32(data))
        let error = #expect(throws: ImageDecodingError.self) { try ImageDecoder.decode(bytes) }
        #expect(error?.message.contains("60000×60000") == true, "\(error?.message ?? "")")
    }

    @Test func aJPEGDecodesToOpaquePixelsNearTheOriginal() throws {
        var pixels: [UInt8] = []
        for y in 0..<16 { for _ in 0..<16 { pixels += y < 8 ? [200, 40, 40, 255] : [40, 40, 200, 255] } }
        let bytes = try JPEGEncoder.encode(try #require(RGBABitmap(width: 16, height: 16, pixels: pixels)))
        #expect(ImageFormat(sniffing: bytes) == .jpeg)
        let decoded = try ImageDecoder.decode(bytes)
        #expect(decoded.width == 16 && decoded.height == 16)
        let top = decoded.pixel(x: 4, y: 2)
        let bottom = decoded.pixel(x: 4, y: 13)
        #expect(top.alpha == 255 && abs(Int(top.red) - 200) < 12 && abs(Int(top.blue) - 40) < 12, "\(top)")
        #expect(abs(Int(bottom.blue) - 200) < 12 && abs(Int(bottom.red) - 40) < 12, "\(bottom)")
        #expect(throws: ImageDecodingError.self, "cut short") { try ImageDecoder.decode(Array(bytes.prefix(bytes.count / 2))) }
    }

    @Test func mutatedImagesAreDecodedOrRefusedNeverACrash() throws {
        // A small deterministic mutation run over both formats (the long fuzz run is libFuzzer's).
        let sample = try #require(RGBABitmap(width: 8, height: 8, pixels: (0..<256).map { UInt8($0 % 251) }))
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33)
        }
        var refused = 0
        for seed in [try PNGEncoder.encode(sample), try JPEGEncoder.encode(sample)] {
            for _ in 0..<1500 {
                var bytes = seed
                for _ in 0...(next() % 4) { bytes[next() % bytes.count] = UInt8(truncatingIfNeeded: next()) }
                if next() % 3 == 0 { bytes = Array(bytes.prefix(next() % bytes.count)) }
                do { _ = try ImageDecoder.decode(bytes) } catch { refused += 1 }
            }
        }
        #expect(refused > 100, "mutations that break the data are refused (\(refused) of 3000)")
    }

    @Test func unknownAndBrokenJPEGBytesAreRefused() {
        let unknown = #expect(throws: ImageDecodingError.self) { try ImageDecoder.decode(Array("GIF89a".utf8)) }
        #expect(unknown?.message.contains("not a PNG or JPEG") == true)
        let jpeg = #expect(throws: ImageDecodingError.self) { try ImageDecoder.decode([0xFF, 0xD8, 0xFF, 0xE0, 0, 16, 1, 2, 3]) }
        #expect(jpeg?.message.hasPrefix("not a readable JPEG") == true)
        #expect(throws: ImageDecodingError.self) { try ImageDecoder.decode([]) }
    }

    @Test func skinImagesAreFoundInTheBundleAnyCaseWithScaleVariants() throws {
        let folder = try TemporaryFolder()
        let plain = try PNGEncoder.encode(try #require(RGBABitmap(width: 2, height: 2, pixels: [UInt8](repeating: 200, count: 16))))
        let double = try PNGEncoder.encode(try #require(RGBABitmap(width: 4, height: 4, pixels: [UInt8](repeating: 90, count: 64))))
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("night.bundle"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("default.bundle"), withIntermediateDirectories: true)
        try Data(plain).write(to: folder.url.appendingPathComponent("night.bundle/Nav_Back.PNG"))
        try Data(double).write(to: folder.url.appendingPathComponent("night.bundle/nav_back@2x.png"))
        try Data(plain).write(to: folder.url.appendingPathComponent("night.bundle/tab_home.png"))
        try Data(double).write(to: folder.url.appendingPathComponent("default.bundle/logo@2x.png"))
        let path = try folder.write(
            "skins.json",
            """
            {"default": {"Color": {}}, "night": {"Image": {"back": "nav_back.png", "logo": {"Name": "LOGO.png", "RenderingMode": "template"}}}}
            """)
        let result = loader.loadFile(path)
        #expect(result.errors.isEmpty, "\(result.errors)")
        let night = try #require(result.skins.first { $0.name == "night" })
        let back = try #require(night.images["back"]?.resolve(in: TraitCollection()))
        #expect(back.bitmaps.map(\.width) == [2, 4], "plain and @2x, smallest first")
        #expect(back.bitmap(columns: 2, rows: 1)?.width == 2 && back.bitmap(columns: 3, rows: 2)?.width == 4)
        #expect(night.images["tab_home"]?.resolve(in: TraitCollection()).isBitmap == true, "a bundle file is a key by its name")
        let logo = try #require(night.images["logo"]?.resolve(in: TraitCollection()))
        #expect(logo.renderingMode == .template && logo.bitmaps.map(\.width) == [4], "found in default.bundle")
    }

    @Test func aBrokenPNGInASkinIsAnErrorWithItsPlace() throws {
        let folder = try TemporaryFolder()
        try folder.write("night.bundle/back.png", "\u{89}PNG not really")
        let path = try folder.write("skins.json", "{\n \"night\": {\n  \"Image\": {\n   \"back\": \"back.png\"\n  }\n }\n}\n")
        let result = loader.loadFile(path)
        let error = try #require(result.errors.first)
        #expect(error.keyPath == ["night", "Image", "back"] && error.line == 4 && error.file == path)
        #expect(error.message.contains("back.png' was refused"), "\(error.message)")
    }

    let loader = SkinLoader()

    private func bigEndian(_ value: UInt32) -> [UInt8] { [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }

    private func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
