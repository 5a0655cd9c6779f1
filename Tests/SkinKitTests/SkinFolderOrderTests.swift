import Foundation
import Testing

@testable import SkinKit

/// Issue 20, item 18: one skin in two skins folders — the later folder's skin is used whole, with
/// a warning naming both files; in one folder, two files are still an error.
struct SkinFolderOrderTests {
    @Test func theLaterFolderWinsWholeWithAWarningNamingBothFiles() throws {
        let folder = try TemporaryFolder()
        let first = try folder.write("A/twin.json", ##"{"twin": {"Color": {"accent": "#AA0000", "text": "#111111"}}}"##)
        let second = try folder.write(
            "B/twin.yaml",
            "scheme: \"Twin\"\nbase00: \"101010\"\nbase01: \"202020\"\nbase02: \"303030\"\n"
                + "base03: \"404040\"\nbase04: \"505050\"\nbase05: \"E0E0E0\"\nbase06: \"F0F0F0\"\nbase07: \"FFFFFF\"\nbase08: \"CC0000\"\n"
                + "base09: \"CC6600\"\nbase0A: \"CCCC00\"\nbase0B: \"00CC00\"\nbase0C: \"00CCCC\"\nbase0D: \"0000CC\"\nbase0E: \"CC00CC\"\nbase0F: \"663300\"\n"
        )
        let library = SkinLibrary.load(paths: [folder.url.appendingPathComponent("A").path, folder.url.appendingPathComponent("B").path])
        #expect(library.errors.isEmpty, "\(library.errors)")
        #expect(
            library.replacements.map(\.description) == [
                "\(second): twin: skin 'twin' is also defined in \(first), an earlier "
                    + "skins folder; the later folder's skin is used whole"
            ])
        let twin = try #require(library.catalog["twin"])
        #expect(twin.source == .file(second))
        #expect(twin.refinedBy.isEmpty, "not merged key by key")
        #expect(twin.colors["accent"]?.resolve(in: TraitCollection()) == RGBColor(hex: 0x0000CC), "the scheme's blue, not A's red")
    }

    @Test func twoFilesInOneFolderAreStillAnError() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.json", ##"{"twin": {"Color": {"accent": "#AA0000"}}}"##)
        try folder.write("b.json", ##"{"twin": {"Color": {"accent": "#00AA00"}}}"##)
        let library = SkinLibrary.load(paths: [folder.url.path])
        #expect(library.errors.map(\.message).contains { $0.contains("is also defined in") })
        #expect(library.replacements.isEmpty)
    }
}
