import Foundation
import SkinKit

/// libFuzzer target: zip bytes → `SkinArchive.install` into a scratch skins folder, which is
/// emptied after each input. The folders are made once, outside the per-input work, in memory
/// (`/dev/shm`) where there is one: every input is a file written, unpacked and removed.
let scratchRoot =
    FileManager.default.fileExists(atPath: "/dev/shm")
    ? URL(fileURLWithPath: "/dev/shm")
    : FileManager.default.temporaryDirectory
let workspace = scratchRoot.appendingPathComponent("termskin-fuzz-archive-\(getpid())")
let zipURL = workspace.appendingPathComponent("fuzzed.zip")
let skinsFolder = workspace.appendingPathComponent("Skins")
let scratchFolder = workspace.appendingPathComponent("scratch")
let madeWorkspace: Bool = {
    try? FileManager.default.createDirectory(at: scratchFolder, withIntermediateDirectories: true)
    return true
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzArchive(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    _ = madeWorkspace
    guard FileManager.default.createFile(atPath: zipURL.path, contents: Data(bytes: start, count: count)) else { return 0 }
    do {
        _ = try SkinArchive(url: zipURL).install(into: skinsFolder.path, scratchParent: scratchFolder)
    } catch {
        _ = error.description
    }
    try? FileManager.default.removeItem(at: skinsFolder)
    if let leftovers = try? FileManager.default.contentsOfDirectory(atPath: scratchFolder.path), !leftovers.isEmpty {
        fatalError("scratch left behind: \(leftovers)")
    }
    return 0
}
