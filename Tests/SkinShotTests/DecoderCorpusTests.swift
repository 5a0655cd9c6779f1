import Foundation
import SkinShot
import SkinUI
import Testing

/// Every decoder finding in `Corpus/` is decoded or refused with an error, never a crash.
struct DecoderCorpusTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Corpus")

    static var files: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".bin") }.sorted()
    }

    /// Decodes or refuses with a `ScreenshotDecodingError` (never another error, never a crash);
    /// what decodes fits the largest screen.
    @Test(arguments: files)
    func aFindingDecodesOrIsRefused(name: String) throws {
        let bytes = try Data(contentsOf: Self.folder.appendingPathComponent(name))
        let data = Data(bytes.dropFirst())
        do {
            let canvas: Canvas
            switch (bytes.first ?? 0) % 4 {
            case 0: canvas = try ANSIDecoder().decode(data)
            case 1: canvas = try SVGDecoder().decode(data)
            case 2: canvas = try HTMLDecoder().decode(data)
            default: canvas = try PlainTextDecoder().decode(data)
            }
            #expect(canvas.width <= Size.maximum.width && canvas.height <= Size.maximum.height)
        } catch {
            #expect(error is ScreenshotDecodingError, "\(name): \(error)")
        }
    }

    /// The fuzzer's oversized grids and deep nesting are refused, saying why.
    @Test(arguments: ["txt-huge-canvas.bin", "ansi-huge-canvas.bin", "html-huge-grid.bin", "svg-deep-nesting.bin"])
    func anOversizedFindingIsRefused(name: String) throws {
        let bytes = try Data(contentsOf: Self.folder.appendingPathComponent(name))
        let data = Data(bytes.dropFirst())
        let decode: (Data) throws -> Canvas =
            switch bytes.first {
            case 0: ANSIDecoder().decode
            case 1: SVGDecoder().decode
            case 2: HTMLDecoder().decode
            default: PlainTextDecoder().decode
            }
        #expect {
            _ = try decode(data)
        } throws: { error in
            let message = (error as? ScreenshotDecodingError)?.message ?? ""
            return message.contains("screenshots are at most") || message.contains("nest deeper than")
        }
    }
}
