import Foundation
import Testing
@testable import SkinKit

struct SkinStateFileTests {
    @Test func stateSurvivesARestartAndIsWrittenAtomically() throws {
        let folder = try TemporaryFolder()
        let env = ["XDG_STATE_HOME": folder.url.path, "HOME": "/nonexistent"]
        let file = try #require(SkinStateFile(environment: env))
        #expect(file.url.path == folder.url.appendingPathComponent("termskin/state.json").path)
        #expect(file.load() == nil)
        let state = SavedSkinState(skin: "ocean", style: .dark, contrast: .high)
        try file.save(state)
        #expect(try #require(SkinStateFile(environment: env)).load() == state)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: file.url.deletingLastPathComponent().path)
        #expect(leftovers == ["state.json"], "no temporary file is left behind")
    }

    @Test func fallsBackToHomeAndIgnoresRelativeXDG() throws {
        let file = try #require(SkinStateFile(environment: ["HOME": "/home/u", "XDG_STATE_HOME": "relative"]))
        #expect(file.url.path == "/home/u/.local/state/termskin/state.json")
        #expect(SkinStateFile(environment: [:]) == nil)
    }

    @Test func aCorruptStateFileIsAFreshStart() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("termskin/state.json", "{ not json")
        #expect(SkinStateFile(url: URL(fileURLWithPath: path)).load() == nil)
    }
}
