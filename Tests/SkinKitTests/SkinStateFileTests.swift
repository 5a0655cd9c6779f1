import Foundation
import Testing

@testable import SkinKit

struct SkinStateFileTests {
    @Test func stateSurvivesARestartAndIsWrittenAtomically() throws {
        let folder = try TemporaryFolder()
        let env = ["XDG_STATE_HOME": folder.url.path, "HOME": "/nonexistent"]
        let file = try #require(SkinStateFile(environment: env))
        #expect(file.url.path == folder.url.appendingPathComponent("termskin/state.json").path)
        #expect(try file.load() == nil)
        let state = SavedSkinState(skin: "ocean", style: .dark, contrast: .high)
        try file.save(state)
        #expect(try #require(SkinStateFile(environment: env)).load() == state)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: file.url.deletingLastPathComponent().path)
        #expect(leftovers == ["state.json"], "no temporary file is left behind")
    }

    @Test func visionIsRememberedAndAnOlderFileReadsAsNormalVision() throws {
        let folder = try TemporaryFolder()
        let file = SkinStateFile(url: folder.url.appendingPathComponent("termskin/state.json"))
        let state = SavedSkinState(skin: "ocean", style: .light, contrast: .normal, vision: .tritanopia)
        try file.save(state)
        #expect(try file.load()?.vision == .tritanopia)
        let older = try folder.write("older/state.json", #"{ "skin": "ocean", "style": "dark", "contrast": "normal" }"#)
        let read = try SkinStateFile(url: URL(fileURLWithPath: older)).load()
        #expect(read == SavedSkinState(skin: "ocean", style: .dark, contrast: .normal) && read?.vision == nil)
        let unknown = try folder.write("unknown/state.json", #"{ "skin": "ocean", "style": "dark", "contrast": "normal", "vision": "x" }"#)
        #expect(throws: SkinStateFile.LoadError.self) { try SkinStateFile(url: URL(fileURLWithPath: unknown)).load() }
    }

    /// The picker's favourites and recently used survive a restart; a file without them (any
    /// older one) reads as empty lists; a list of anything but names is not a state file.
    @Test func pickerFavouritesAndRecentAreRememberedAndOlderFilesStillRead() throws {
        let folder = try TemporaryFolder()
        let file = SkinStateFile(url: folder.url.appendingPathComponent("termskin/state.json"))
        let state = SavedSkinState(skin: "ocean", style: .dark, contrast: .normal, favourites: ["jade", "ocean"], recent: ["ocean", "paper"])
        try file.save(state)
        let read = try file.load()
        #expect(read == state && read?.favourites == ["jade", "ocean"] && read?.recent == ["ocean", "paper"])
        let older = try folder.write("older/state.json", #"{ "skin": "ocean", "style": "dark", "contrast": "normal", "vision": "protanopia" }"#)
        let old = try SkinStateFile(url: URL(fileURLWithPath: older)).load()
        #expect(old?.favourites == nil && old?.recent == nil && old?.vision == .protanopia && old?.skin == "ocean")
        let empty = SavedSkinState(skin: "ocean", style: .dark, contrast: .normal, favourites: [], recent: [])
        #expect(empty.favourites == nil && empty.recent == nil, "empty lists are left out of the file")
        let bad = try folder.write("bad/state.json", #"{ "skin": "ocean", "style": "dark", "contrast": "normal", "favourites": [1] }"#)
        #expect(throws: SkinStateFile.LoadError.self) { try SkinStateFile(url: URL(fileURLWithPath: bad)).load() }
        // The fast reader and JSONDecoder agree on a file with both lists.
        let both = try folder.write("both/state.json", #"{"skin":"a","style":"light","contrast":"high","favourites":["x"],"recent":["y","x"]}"#)
        let data = try Data(contentsOf: URL(fileURLWithPath: both))
        #expect(SavedSkinState(node: SkinJSONReader.node(data, limits: .standard)) == (try JSONDecoder().decode(SavedSkinState.self, from: data)))
    }

    @Test func fallsBackToHomeAndIgnoresRelativeXDG() throws {
        let file = try #require(SkinStateFile(environment: ["HOME": "/home/u", "XDG_STATE_HOME": "relative"]))
        #expect(file.url.path == "/home/u/.local/state/termskin/state.json")
        #expect(SkinStateFile(environment: [:]) == nil)
    }

    @Test func aFolderWithATrailingSlashGivesThePathFoundationWould() throws {
        for (variable, folder, rest) in [("XDG_STATE_HOME", "/state/", "termskin/state.json"), ("HOME", "/home/u/", ".local/state/termskin/state.json")] {
            let file = try #require(SkinStateFile(environment: [variable: folder]))
            #expect(file.url.path == URL(fileURLWithPath: folder).appendingPathComponent(rest).path)
        }
    }

    @Test func aCorruptStateFileIsAnErrorNamingIt() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("termskin/state.json", "{ not json")
        do {
            _ = try SkinStateFile(url: URL(fileURLWithPath: path)).load()
            Issue.record("a corrupt state file must be reported")
        } catch {
            #expect(error.description.hasPrefix(path) && error.description.contains("not a termskin state file"))
        }
    }

    /// Fifty pairs of writers saving at the same moment: every read sees one whole state.
    @Test func concurrentSavesNeverLeaveACorruptFile() async throws {
        let folder = try TemporaryFolder()
        let file = SkinStateFile(url: folder.url.appendingPathComponent("termskin/state.json"))
        let states = [
            SavedSkinState(skin: "ocean", style: .dark, contrast: .high),
            SavedSkinState(skin: "a-much-longer-skin-name-than-the-other", style: .light, contrast: .normal),
        ]
        for _ in 0..<50 {
            await withTaskGroup(of: Void.self) { group in
                for state in states { group.addTask { try? file.save(state) } }
            }
            let loaded = try file.load()
            #expect(loaded.map(states.contains) == true)
        }
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: file.url.deletingLastPathComponent().path)
        #expect(leftovers == ["state.json"])
    }
}
