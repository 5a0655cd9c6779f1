import Foundation
import SkinKit
import SkinShot
import Testing

/// Every script finding in `Corpus/` (`*.script`) parses to commands or placed errors, quickly.
struct ScriptCorpusTests {
    static var files: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: DecoderCorpusTests.folder.path)) ?? [])
            .filter { $0.hasSuffix(".script") }.sorted()
    }

    @Test func theCorpusIsThere() {
        #expect(!Self.files.isEmpty)
    }

    @Test(arguments: files)
    func aFindingParsesOrIsAPlacedError(name: String) throws {
        let text = String(decoding: try Data(contentsOf: DecoderCorpusTests.folder.appendingPathComponent(name)), as: UTF8.self)
        var outcome: Result<ScreenshotScript, any Error>?
        let elapsed = ThreadCPUTime.measure { outcome = Result { try ScreenshotScript.parse(text, file: name) } }
        if case .failure(let error) = outcome {
            #expect("\(error)".contains("\(name):"), "\(error)")
        }
        #expect(elapsed < .milliseconds(500), "took \(elapsed)")
    }
}
