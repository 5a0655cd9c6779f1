import Foundation
import SkinShot
import Testing

/// Every decoder finding in `Corpus/` is decoded or refused with an error, never a crash.
struct DecoderCorpusTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Corpus")

    static var files: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".bin") }.sorted()
    }

    @Test(arguments: files)
    func aFindingDecodesOrIsRefused(name: String) throws {
        let bytes = try Data(contentsOf: Self.folder.appendingPathComponent(name))
        let data = bytes.dropFirst()
        switch (bytes.first ?? 0) % 4 {
        case 0: _ = try? ANSIDecoder().decode(Data(data))
        case 1: _ = try? SVGDecoder().decode(Data(data))
        case 2: _ = try? HTMLDecoder().decode(Data(data))
        default: _ = try? PlainTextDecoder().decode(Data(data))
        }
    }
}
