import Foundation
import SkinImageCodec
import SkinShot
import Testing

/// A PNG golden is read back from the cells it carries; broken or foreign PNGs are refused with a
/// reason, never a crash.
struct PNGDecoderTests {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    static func refusal(_ bytes: [UInt8]) -> String? {
        do {
            _ = try PNGDecoder().decode(Data(bytes))
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func foreignAndBrokenFilesAreRefusedWithAReason() throws {
        let plain = try PNGEncoder.encode(RGBImage(width: 2, height: 2))
        #expect(Self.refusal(plain)?.contains("carries no cells") == true, "a PNG termskin did not write")
        #expect(Self.refusal(Array("GIF89a".utf8))?.contains("not a PNG") == true)
        #expect(Self.refusal(Self.signature + [0x7F, 0xFF, 0xFF, 0xFF] + Array("iTXt".utf8) + [0, 0, 0, 0])?.contains("runs past the end") == true)
        var text = Array("termskin-cells".utf8) + [0, 1, 0, 0, 0] + [1, 2, 3, 4]
        var withBadText = try PNGEncoder.encode(RGBImage(width: 2, height: 2))
        withBadText.insert(contentsOf: Self.chunk("iTXt", text), at: 33)
        #expect(Self.refusal(withBadText)?.contains("broken compressed text") == true)
        // A compressed text that inflates past the limit (a zip bomb) stops at the limit.
        let bomb = try Deflate.compress([UInt8](repeating: 0x41, count: 4_000_000))
        #expect(throws: ImageDecodingError.self) { try Deflate.inflate(bomb, limit: 1_000_000) }
        text = Array("termskin-cells".utf8) + [0, 1, 0, 0]
        var truncated = try PNGEncoder.encode(RGBImage(width: 2, height: 2))
        truncated.insert(contentsOf: Self.chunk("iTXt", text), at: 33)
        #expect(Self.refusal(truncated) != nil)
    }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        let length = UInt32(data.count)
        let crc = Deflate.crc32(body)
        return [UInt8(length >> 24), UInt8(length >> 16 & 0xFF), UInt8(length >> 8 & 0xFF), UInt8(length & 0xFF)] + body
            + [UInt8(crc >> 24), UInt8(crc >> 16 & 0xFF), UInt8(crc >> 8 & 0xFF), UInt8(crc & 0xFF)]
    }
}
