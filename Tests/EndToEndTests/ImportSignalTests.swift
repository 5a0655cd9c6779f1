import Foundation
import Testing
import ZIPFoundation

/// Issue 14: `termskin import` of a big archive stopped by a real SIGINT or SIGTERM half-way
/// leaves no scratch folder behind and the earlier import of the same skin whole, and exits with
/// 128 + the signal's number.
@Suite(.serialized)
struct ImportSignalTests {
    let cli = CommandLineTests()

    /// A zip of a skin named `name` (`skins.json` with `color`) and `fillers` stored (uncompressed)
    /// entries of 60 KB, which make unpacking take long enough to be interrupted.
    func archive(in folder: URL, name: String, color: String, fillers: Int) throws -> URL {
        let url = folder.appendingPathComponent("\(name).zip")
        let archive = try Archive(url: url, accessMode: .create)
        func add(_ path: String, _ data: Data) throws {
            try archive.addEntry(with: path, type: .file, uncompressedSize: Int64(data.count), compressionMethod: .none) { position, size in
                data.subdata(in: Int(position)..<Int(position) + size)
            }
        }
        try add("skins.json", Data(#"{"\#(name)": {"Color": {"accent": "\#(color)"}}}"#.utf8))
        let filler = Data((0..<60_000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
        for index in 0..<fillers { try add("notes/part\(index).txt", filler) }
        return url
    }

    /// The scratch folders an import made in `temporary`.
    func scratchFolders(in temporary: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []).filter { $0.hasPrefix("termskin-import-") }
    }

    @Test(arguments: [(SIGINT, Int32(130)), (SIGTERM, Int32(143))])
    func aSignalHalfWayLeavesNoScratchAndTheEarlierImportWhole(signal: Int32, status: Int32) throws {
        guard let binary = PackagePaths.binary else {
            Issue.record("swift test builds termskin; expected it under .build/")
            return
        }
        let folder = try cli.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let skins = folder.appendingPathComponent("Skins")
        let temporary = folder.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        let earlierFolder = folder.appendingPathComponent("earlier")
        try FileManager.default.createDirectory(at: earlierFolder, withIntermediateDirectories: true)
        let earlier = try archive(in: earlierFolder, name: "big", color: "#112233", fillers: 0)
        let first = cli.termskin(["import", earlier.path, "--skins-dir", skins.path])
        #expect(first.status == 0, "\(first.error)")
        let installed = skins.appendingPathComponent("big/skins.json")
        let before = try Data(contentsOf: installed)

        // 900 entries of 60 KB (54 MB, under the 64 MB limit): unpacking takes a while.
        let big = try archive(in: folder, name: "big", color: "#445566", fillers: 900)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = ["import", big.path, "--skins-dir", skins.path, "--replace"]
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = temporary.path
        process.environment = environment
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Half-way: once the import's scratch folder exists (it is made just before unpacking).
        let deadline = Date().addingTimeInterval(20)
        while scratchFolders(in: temporary).isEmpty, process.isRunning, Date() < deadline { usleep(2_000) }
        let startedUnpacking = !scratchFolders(in: temporary).isEmpty
        kill(process.processIdentifier, signal)
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()

        #expect(startedUnpacking, "the import never made its scratch folder")
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == status, "\(message)")
        #expect(message.contains("stopped by signal \(signal); nothing was installed"), "\(message)")
        #expect(scratchFolders(in: temporary).isEmpty, "scratch left: \(scratchFolders(in: temporary))")
        #expect(try Data(contentsOf: installed) == before, "the earlier import changed")
        let folders = try FileManager.default.contentsOfDirectory(atPath: skins.path)
        #expect(folders == ["big"], "\(folders)")
        #expect(!FileManager.default.fileExists(atPath: skins.appendingPathComponent("big/notes").path))
    }
}
