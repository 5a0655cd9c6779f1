import Foundation
import SkinKit
import Testing

/// Foundation's file errors in the words people know (never `NSCocoaErrorDomain error 512`), and
/// our own errors as they describe themselves.
struct SystemReasonTests {
    @Test func foundationFileErrorsAreReadDownToTheirSystemReason() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("termskin-reason-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("a-file")
        try Data().write(to: file)

        var reasons: [String] = []
        do { try FileManager.default.createDirectory(at: file.appendingPathComponent("x"), withIntermediateDirectories: true) } catch {
            reasons.append(SystemReason.of(error))
        }
        do { _ = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("missing").path) } catch {
            reasons.append(SystemReason.of(error))
        }
        do { _ = try Data(contentsOf: folder.appendingPathComponent("missing.json")) } catch { reasons.append(SystemReason.of(error)) }
        do { try FileManager.default.removeItem(atPath: folder.appendingPathComponent("missing").path) } catch { reasons.append(SystemReason.of(error)) }
        #expect(reasons == ["a part of the path is not a folder", "no such file", "no such file", "no such file"])
    }

    @Test func posixErrorsAndOurOwnErrorsKeepTheirMeaning() {
        #expect(SystemReason.of(POSIXError(.ENOSPC)) == "no space left on the device")
        // What FoundationEssentials' FileManager throws: a CocoaError holding the system's error, or only a code.
        #expect(SystemReason.of(CocoaError(.fileReadUnknown, userInfo: [NSUnderlyingErrorKey: POSIXError(.EACCES)])) == "permission denied")
        #expect(SystemReason.of(CocoaError(.fileWriteOutOfSpace)) == "no space left on the device")
        #expect(SystemReason.of(SkinError(file: "a.json", line: 3, message: "not valid JSON")) == "a.json:3: not valid JSON")
        #expect(SystemReason.of(EIO) == String(cString: strerror(EIO)), "the rest in the system's own words")
    }
}
