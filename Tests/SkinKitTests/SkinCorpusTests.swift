import Foundation
import Testing

@testable import SkinKit

/// Every file in `Corpus/` (hand-written hostile inputs and fuzzer findings) loads without a crash
/// or hang, and a file that gives no skins gives an error naming it.
struct SkinCorpusTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Corpus")

    static var files: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter(SkinLoader.isSkinFile).sorted()
    }

    @Test func theCorpusIsThere() {
        #expect(Self.files.count >= 10)
    }

    @Test(arguments: files)
    func aBadInputIsAPlacedErrorNeverACrash(name: String) throws {
        let path = Self.folder.appendingPathComponent(name).path
        var result = SkinLoader.Result()
        let elapsed = ThreadCPUTime.measure { result = SkinLoader().load(path: path) }
        #expect(elapsed < .seconds(1), "took \(elapsed)")
        #expect(!result.errors.isEmpty || !result.skins.isEmpty)
        for error in result.errors {
            #expect(error.file == path, "\(error)")
        }
        if result.skins.isEmpty { #expect(!result.errors.isEmpty) }
    }

    static var archives: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".zip") }.sorted()
    }

    @Test(arguments: archives)
    func aBadArchiveIsRefusedNeverACrash(name: String) throws {
        let scratch = try TemporaryFolder()
        let skins = scratch.url.appendingPathComponent("Skins").path
        do {
            _ = try SkinArchive(url: Self.folder.appendingPathComponent(name)).install(into: skins, scratchParent: scratch.url)
            Issue.record("the archive was installed")
        } catch {
            #expect(error.errors.first?.file?.contains(name) == true, "\(error)")
        }
        #expect(!FileManager.default.fileExists(atPath: skins))
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.url.path).isEmpty, "scratch removed")
    }
}
