import Foundation
import SkinImageCodec
import SkinKit
import Testing

/// Hostile images (`ImageCorpus/`) are refused with an `ImageDecodingError` that says why, in well
/// under a second of CPU: never a crash, never seconds of made-up pixels.
struct ImageCorpusTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("ImageCorpus")

    static var files: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { ImageFormat.allFileExtensions.contains(($0 as NSString).pathExtension.lowercased()) }.sorted()
    }

    @Test func theCorpusIsThere() {
        #expect(Self.files.count >= 6)
    }

    @Test(arguments: files)
    func aHostileImageIsRefusedQuickly(name: String) throws {
        let bytes = try [UInt8](Data(contentsOf: Self.folder.appendingPathComponent(name)))
        var outcome: Result<RGBABitmap, ImageDecodingError>?
        let elapsed = ThreadCPUTime.measure { outcome = Result { () throws(ImageDecodingError) in try ImageDecoder.decode(bytes) } }
        guard case .failure(let error) = outcome else {
            Issue.record("\(name) decoded")
            return
        }
        #expect(!error.message.isEmpty)
        #expect(elapsed < .milliseconds(500), "\(name) took \(elapsed)")
    }

    @Test func theReasonsNameTheLimit() throws {
        func message(_ name: String) throws -> String {
            let bytes = try [UInt8](Data(contentsOf: Self.folder.appendingPathComponent(name)))
            do {
                _ = try ImageDecoder.decode(bytes)
                return ""
            } catch {
                return error.message
            }
        }
        #expect(try message("inflates-to-64mb.png") == "PNG of 4096×4096 pixels is more than \(ImageDecoder.maximumPixels) pixels")
        #expect(try message("truncated-progressive-4096.jpg").contains("is more than 4194304 pixels"))
        #expect(try message("truncated-baseline-2048.jpg") == "not a readable JPEG: Corrupt JPEG data: premature end of data segment")
        #expect(try message("truncated-progressive-2048.jpg") == "not a readable JPEG: Corrupt JPEG data: premature end of data segment")
        #expect(try message("many-scans.jpg") == "not a readable JPEG: more than 100 progressive scans")
    }
}
