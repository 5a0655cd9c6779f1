import Foundation
import Testing

/// Issue 20, item 11: `import --replace` killed between its two renames loses nothing (the next
/// import puts the earlier skin back and removes the scratch a `kill -9` left), and parallel
/// imports of one skin take turns instead of failing with "Directory not empty".
@Suite(.serialized)
struct ImportCrashTests {
    let cli = CommandLineTests()
    let archives = ImportSignalTests()

    /// `termskin arguments` with `TMPDIR` (and more) set; exit status and standard error.
    func run(_ arguments: [String], environment extra: [String: String]) throws -> (status: Int32, reason: Process.TerminationReason, error: String) {
        let binary = try #require(PackagePaths.binary)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(extra) { _, new in new }
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, process.terminationReason, message)
    }

    @Test func aKillBetweenTheRenamesIsRepairedByTheNextImport() throws {
        let folder = try cli.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let skins = folder.appendingPathComponent("Skins")
        let temporary = folder.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        let environment = ["TMPDIR": temporary.path]
        let earlierFolder = folder.appendingPathComponent("earlier")
        try FileManager.default.createDirectory(at: earlierFolder, withIntermediateDirectories: true)
        let earlier = try archives.archive(in: earlierFolder, name: "big", color: "#112233", fillers: 0)
        #expect(try run(["import", earlier.path, "--skins-dir", skins.path], environment: environment).status == 0)
        let installed = skins.appendingPathComponent("big/skins.json")
        let before = try Data(contentsOf: installed)

        // Killed (SIGKILL) after the earlier folder was moved aside, before the new one moved in.
        let newer = try archives.archive(in: folder, name: "big", color: "#445566", fillers: 1)
        let killed = try run(
            ["import", newer.path, "--skins-dir", skins.path, "--replace"],
            environment: environment.merging(["TERMSKIN_TEST_KILL_BETWEEN_RENAMES": "1"]) { _, new in new })
        #expect(killed.reason == .uncaughtSignal && killed.status == SIGKILL)
        let left = try FileManager.default.contentsOfDirectory(atPath: skins.path).sorted()
        #expect(!left.contains("big") && left.contains { $0.hasPrefix(".big.previous-") }, "\(left)")
        let scratch = archives.scratchFolders(in: temporary)
        #expect(scratch.count == 1, "the kill left its scratch folder: \(scratch)")
        // Older than the grace a just-made scratch folder gets (its import may not hold it yet).
        for name in scratch {
            try FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSinceNow: -3_600)],
                ofItemAtPath: temporary.appendingPathComponent(name).path)
        }

        // The next import into the folder (of another skin) repairs it.
        let other = try archives.archive(in: folder, name: "other", color: "#778899", fillers: 0)
        let next = try run(["import", other.path, "--skins-dir", skins.path], environment: environment)
        #expect(next.status == 0, "\(next.error)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: skins.path).sorted() == ["big", "other"])
        #expect(try Data(contentsOf: installed) == before, "the earlier import is back as it was")
        #expect(archives.scratchFolders(in: temporary).isEmpty, "scratch left: \(archives.scratchFolders(in: temporary))")
    }

    @Test func parallelReplacementsTakeTurns() throws {
        let folder = try cli.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let skins = folder.appendingPathComponent("Skins")
        let archive = try archives.archive(in: folder, name: "big", color: "#445566", fillers: 20)
        #expect(cli.termskin(["import", archive.path, "--skins-dir", skins.path]).status == 0)
        let binary = try #require(PackagePaths.binary)
        let processes = try (0..<8).map { _ in
            let process = Process()
            process.executableURL = URL(fileURLWithPath: binary)
            process.arguments = ["import", archive.path, "--skins-dir", skins.path, "--replace"]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            process.standardInput = FileHandle.nullDevice
            try process.run()
            return process
        }
        for process in processes { process.waitUntilExit() }
        #expect(processes.map(\.terminationStatus) == Array(repeating: 0, count: 8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: skins.path) == ["big"])
    }
}
