import Foundation
import Testing

@testable import SkinKit

/// What a folder scan does with files of the extensions other tools use too (none, `.conf`, `.ini`,
/// …): a binary one or one over the size limit is passed over with the reason, not an error; a
/// `.json` over the limit is still one. And the head of a text is found without splitting the rest.
@Suite struct ScannedFileTests {
    @Test func binaryAndOversizedFilesOfOtherToolsArePassedOver() throws {
        let folder = try TemporaryFolder()
        try Data([0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01, 0x00, 0x00] + Array(repeating: 0x41, count: 64)).write(to: folder.url.appendingPathComponent("termskin"))
        try folder.write("big.conf", String(repeating: "# a comment line\n", count: 100))
        try folder.write("big.json", "{\"ocean\": {\"Color\": {\"text\": \"#000000\"}}}" + String(repeating: " ", count: 2_000))
        try folder.write("Night", "background = #011627\n")
        let loader = SkinLoader(limits: SkinLimits(maxFileBytes: 1_000))
        let result = loader.load(path: folder.url.path)
        #expect(result.skins.map(\.name) == ["night"])
        #expect(
            result.skipped.map(\.description) == [
                "\(folder.url.path)/big.conf: larger than 1000 bytes, the limit of a skin file: not read",
                "\(folder.url.path)/termskin: a binary file, not a skin or theme",
            ])
        #expect(
            result.errors.map(\.message) == [
                "the file is 2041 bytes; skin files may be at most 1000 bytes (split it into several files in one folder)"
            ])
    }

    /// Text saved as UTF-16 after its byte order mark (Windows' Notepad, regedit) holds NULs but
    /// is read by a folder scan as when named; NULs without the mark still make a file binary.
    @Test func utf16TextWithItsMarkIsReadByAFolderScan() throws {
        let folder = try TemporaryFolder()
        let theme = "background = #011627\nforeground = #d6deeb\n"
        try (Data([0xFF, 0xFE]) + Data(theme.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }))
            .write(to: folder.url.appendingPathComponent("Night"))
        try (Data([0xFE, 0xFF]) + Data(theme.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }))
            .write(to: folder.url.appendingPathComponent("Owl.conf"))
        try Data(theme.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }).write(to: folder.url.appendingPathComponent("Unmarked"))
        let result = SkinLoader().load(path: folder.url.path)
        let skins = result.skins.sorted { $0.name < $1.name }
        #expect(skins.map(\.name) == ["night", "owl"])
        #expect(skins.map { $0.colors["background"]?.resolve(in: TraitCollection()).hexString } == ["#011627", "#011627"])
        #expect(result.skipped.map(\.description) == ["\(folder.url.path)/Unmarked: a binary file, not a skin or theme"])
        #expect(result.errors.isEmpty)
    }

    @Test func leadingLines() {
        #expect(LeadingLines.of("a\n\nb\r\nc\nd", count: 3) == ["a", "b", "c"])
        #expect(LeadingLines.of("a\nb", count: 5) == ["a", "b"])
        #expect(LeadingLines.of("\n\n", count: 2).isEmpty)
    }

    /// Walked by scalars, the lines are those a split at `Character.isNewline` gives: CR LF, a lone
    /// CR, NEL, LINE and PARAGRAPH SEPARATOR, VT and FF, a combining mark after a newline, emoji.
    @Test(arguments: [
        "a\r\nb\rc\u{85}d\u{2028}e\u{2029}f\u{0B}g\u{0C}h", "\r\r\n\n\u{301}x\r\n", "👩‍👩‍👧 one\r\n\r\n🇫🇷 two\n", "e\u{301}\r", "",
        "no newline at all",
    ])
    func leadingLinesSplitAsCharactersDo(text: String) {
        for count in 1...9 {
            #expect(LeadingLines.of(text, count: count) == Array(text.split(whereSeparator: \.isNewline).prefix(count)))
        }
    }
}
