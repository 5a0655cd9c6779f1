import Foundation
import Testing

@testable import SkinKit

/// Issue 20, items 12 and 16: inputs are read only when they are regular files, within a limit,
/// and each way a read fails is said in its own words.
struct FileReaderTests {
    @Test func aFIFOIsRefusedWithoutBlocking() throws {
        let folder = try TemporaryFolder()
        let fifo = folder.url.appendingPathComponent("skins.json").path
        #expect(mkfifo(fifo, 0o644) == 0)
        // No writer ever opens the FIFO: a blocking open would never return.
        #expect(throws: FileReader.ReadError(path: fifo, reason: "is a FIFO (named pipe), not a regular file")) {
            try FileReader.read(fifo, limit: 1024)
        }
        #expect(FileReader.refusal(fifo) == "is a FIFO (named pipe), not a regular file")
        let result = SkinLoader().loadFile(fifo)
        #expect(result.errors.map(\.description) == ["\(fifo): is a FIFO (named pipe), not a regular file"])
    }

    @Test func aFIFONamedAsAnImageIsRefusedWithoutBlocking() throws {
        let folder = try TemporaryFolder()
        #expect(mkfifo(folder.url.appendingPathComponent("logo.png").path, 0o644) == 0)
        #expect(mkfifo(folder.url.appendingPathComponent("art.txt").path, 0o644) == 0)
        let skin = try folder.write("s.json", ##"{"s": {"Image": {"logo": "logo.png", "art": "art.txt"}}}"##)
        let messages = SkinLoader().loadFile(skin).errors.map(\.message)
        #expect(messages.contains { $0.contains("logo.png' cannot be read: is a FIFO (named pipe), not a regular file") }, "\(messages)")
        #expect(messages.contains { $0.contains("art.txt' cannot be read: is a FIFO (named pipe), not a regular file") }, "\(messages)")
    }

    @Test func aFolderASymlinkLoopAndAMissingFileEachSayWhat() throws {
        let folder = try TemporaryFolder()
        let named = folder.url.appendingPathComponent("x.json")
        try FileManager.default.createDirectory(at: named, withIntermediateDirectories: true)
        #expect(SkinLoader().loadFile(named.path).errors.map(\.message) == ["is a folder, not a regular file"])
        let loop = folder.url.appendingPathComponent("loop.json").path
        try FileManager.default.createSymbolicLink(atPath: loop, withDestinationPath: loop)
        #expect(SkinLoader().loadFile(loop).errors.map(\.message) == ["is a symbolic link loop (or too many links in a row)"])
        let none = folder.url.appendingPathComponent("none.json").path
        #expect(SkinLoader().loadFile(none).errors.map(\.message) == ["no such file"])
    }

    @Test func aStateFileBelowAPlainFileIsAFreshStartNotAWarning() throws {
        let folder = try TemporaryFolder()
        let blocker = try folder.write("a-file", "")
        #expect(try SkinStateFile(url: URL(fileURLWithPath: blocker).appendingPathComponent("termskin/state.json")).load() == nil)
    }

    @Test func permissionDeniedIsSaid() {
        #expect(SystemReason.of(EACCES) == "permission denied")
    }

    @Test(.enabled(if: getuid() != 0, "root reads a file of mode 000")) func anUnreadableFileSaysPermissionDenied() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("locked.json", "{}")
        #expect(chmod(path, 0) == 0)
        #expect(SkinLoader().loadFile(path).errors.map(\.message) == ["permission denied"])
    }

    @Test func aStateFileThatIsAFolderOrHugeIsAnErrorInWordsAndNotReadWhole() throws {
        let folder = try TemporaryFolder()
        let asFolder = folder.url.appendingPathComponent("a/state.json")
        try FileManager.default.createDirectory(at: asFolder, withIntermediateDirectories: true)
        let file = SkinStateFile(url: asFolder)
        #expect(throws: SkinStateFile.LoadError(path: asFolder.path, reason: "is a folder, not a regular file")) { try file.load() }
        #expect {
            try file.save(SavedSkinState(skin: "ocean", style: .dark, contrast: .normal))
        } throws: { error in
            "\(error)" == "cannot write \(asFolder.path): it is a folder"
        }
        let text = "{\"skin\": \"ocean\", \"style\": \"dark\", \"contrast\": \"normal\"}" + String(repeating: " ", count: 50 * 1024 * 1024)
        let huge = try folder.write("b/state.json", text)
        #expect(
            throws: SkinStateFile.LoadError(
                path: huge,
                reason: "is \(text.utf8.count) bytes, more than the 64 KB allowed "
                    + "for a state file; it is rewritten on exit")
        ) {
            try SkinStateFile(url: URL(fileURLWithPath: huge)).load()
        }
    }
}
