import Foundation
import Testing

@testable import SkinKit

/// Issue 20, item 2: outputs are written to a temporary file and renamed into place, never
/// through a symbolic link.
struct AtomicFileTests {
    @Test func writesWholeFilesAndLeavesNoTemporaryFile() throws {
        let folder = try TemporaryFolder()
        let path = folder.url.appendingPathComponent("out.txt").path
        try AtomicFile.write(Data("one".utf8), to: path)
        try AtomicFile.write(Data("two".utf8), to: path)
        #expect(FileManager.default.contents(atPath: path) == Data("two".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["out.txt"])
    }

    @Test func refusesADestinationThatIsASymbolicLinkAndLeavesItsTargetAlone() throws {
        let folder = try TemporaryFolder()
        let victim = try folder.write("victim.txt", "keep")
        let link = folder.url.appendingPathComponent("out.txt").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: victim)
        #expect {
            try AtomicFile.write(Data("overwritten".utf8), to: link)
        } throws: { error in
            "\(error)" == "cannot write \(link): it is a symbolic link; refusing to write through it"
        }
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "keep")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted() == ["out.txt", "victim.txt"])
    }

    @Test func aFolderOrAMissingFolderIsSaidInWords() throws {
        let folder = try TemporaryFolder()
        #expect(throws: AtomicFile.WriteError(path: folder.url.path, reason: "it is a folder")) {
            try AtomicFile.write(Data(), to: folder.url.path)
        }
        let nowhere = folder.url.appendingPathComponent("no/such.txt").path
        #expect(throws: AtomicFile.WriteError(path: nowhere, reason: "No such file or directory")) {
            try AtomicFile.write(Data(), to: nowhere)
        }
    }
}
