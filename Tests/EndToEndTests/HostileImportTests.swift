import Foundation
import Testing
import ZIPFoundation

/// Issue 20: `termskin import` of hostile archives and names — what it prints carries no raw
/// control byte, and it creates no folder whose name holds one.
@Suite(.serialized)
struct HostileImportTests {
    let cli = CommandLineTests()

    /// A zip at `url` holding `skins.json` with `manifest`.
    static func archive(at url: URL, manifest: String) throws {
        let archive = try Archive(url: url, accessMode: .create)
        let data = Data(manifest.utf8)
        try archive.addEntry(with: "skins.json", type: .file, uncompressedSize: Int64(data.count)) { position, size in
            data.subdata(in: Int(position)..<Int(position) + size)
        }
    }

    /// Control characters other than the newline that ends each line.
    static func rawControls(_ text: String) -> [UInt32] {
        text.unicodeScalars.filter { $0 != "\n" && ($0.value < 0x20 || (0x7F...0x9F).contains($0.value)) }.map(\.value)
    }

    @Test func skinNamesHoldingATitleSequenceArePrintedEscaped() throws {
        let folder = try cli.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let zip = folder.appendingPathComponent("evil.zip")
        try Self.archive(at: zip, manifest: ##"{"\u001b]0;pwned\u0007red": {"Color": {"accent": "#112233"}}}"##)
        let skins = folder.appendingPathComponent("Skins")
        let result = cli.termskin(["import", zip.path, "--skins-dir", skins.path])
        #expect(result.status == 0, "\(result.error)")
        #expect(Self.rawControls(result.output + result.error).isEmpty, "\(result.output)")
        #expect(result.output.contains(#"installed \u{1B}]0;pwned\u{7}red into"#), "\(result.output)")
        for command in [["list"], ["list", "--verbose"], ["lint"], ["shot", "--format", "txt"]] {
            let listed = cli.termskin(command + (command == ["lint"] ? [skins.path] : ["--skins-dir", skins.path]))
            #expect(Self.rawControls(listed.output + listed.error).isEmpty, "\(command)")
        }
    }

    @Test func anArchiveNamedWithEscapeBytesIsRefusedAndMakesNoFolder() throws {
        let folder = try cli.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let zip = folder.appendingPathComponent("x\u{1B}]0;t\u{07}.zip")
        try Self.archive(at: zip, manifest: ##"{"calm": {"Color": {"accent": "#112233"}}}"##)
        let skins = folder.appendingPathComponent("Skins")
        let result = cli.termskin(["import", zip.path, "--skins-dir", skins.path])
        #expect(result.status == 1)
        #expect(Self.rawControls(result.output + result.error).isEmpty, "\(result.error)")
        #expect(result.error.contains(#"x\u{1B}]0;t\u{7}.zip: the archive's name holds control characters"#), "\(result.error)")
        let created = (try? FileManager.default.contentsOfDirectory(atPath: skins.path)) ?? []
        #expect(created.allSatisfy { Self.rawControls($0).isEmpty }, "\(created)")
        #expect(created.isEmpty)
    }

    /// Issue 20, item 12: a FIFO named `*.zip` is refused before it is opened (an open would wait
    /// for a writer forever).
    @Test func aFIFONamedZipIsRefusedAtOnce() throws {
        let folder = try cli.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("pack.zip")
        #expect(mkfifo(fifo.path, 0o644) == 0)
        let binary = try #require(PackagePaths.binary)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = ["import", fifo.path, "--skins-dir", folder.appendingPathComponent("Skins").path]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()
        guard finished.wait(timeout: .now() + 30) == .success else {
            process.terminate()
            Issue.record("import of a FIFO blocked")
            return
        }
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 1)
        #expect(text.contains("pack.zip: is a FIFO (named pipe), not a regular file"), "\(text)")
    }
}
