import Foundation
import Testing

/// Issue 26: libpng is loaded on a run's first PNG, not at every start. A `libpng16.so.16` that is
/// not a library, found first through `LD_LIBRARY_PATH`, leaves a shot without pictures as it was
/// (the binary would not start if it linked libpng) and makes a skin's PNG an error naming it.
struct ImageLibraryLoadingTests {
    @Test func aBrokenLibpngStopsOnlyThePNGAndIsNamed() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("termskin-libpng-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let libraries = folder.appendingPathComponent("lib")
        let skins = folder.appendingPathComponent("skins")
        try FileManager.default.createDirectory(at: libraries, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: skins, withIntermediateDirectories: true)
        try Data("not a shared library".utf8).write(to: libraries.appendingPathComponent("libpng16.so.16"))
        try Data(RemoteImageTests.icon).write(to: skins.appendingPathComponent("icon.png"))
        try "{\"local\": {\"Image\": {\"logo\": \"icon.png\"}}}"
            .write(to: skins.appendingPathComponent("local.json"), atomically: true, encoding: .utf8)
        let binary = try #require(PackagePaths.binary)
        func shot(_ skin: String, brokenLibpng: Bool) -> (output: String, ok: Bool) {
            let path = brokenLibpng ? libraries.path : ""
            return Tmux.run([
                "sh", "-c", "LD_LIBRARY_PATH=\"$1\" exec \"$0\" shot --skins-dir \"$2\" --skin \"$3\" 2>&1", binary, path,
                skins.path, skin,
            ])
        }
        #expect(RemoteImageTests.showsImage(shot("local", brokenLibpng: false).output), "the PNG draws with the real libpng")
        let plain = shot("default", brokenLibpng: true)
        #expect(plain.ok && plain.output.contains("G A L L E R Y"), "\(plain.output)")
        let broken = shot("local", brokenLibpng: true)
        #expect(!RemoteImageTests.showsImage(broken.output))
        #expect(broken.output.contains("libpng16.so.16 could not be loaded"), "\(broken.output)")
    }
}
