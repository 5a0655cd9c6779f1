import Foundation
import TestSupport
import Testing

@testable import SkinKit

/// The loader's own property list reader gives the tree Foundation's path gives, or leaves the
/// document to Foundation (nil); never a different tree.
struct SkinPlistReaderTests {
    /// Every property list of the package's skins, examples and test corpora.
    static var files: [String] {
        let folders = ["Skins", "Tests/SkinKitTests", "Tests/Fuzz/Seeds", "Tests/EndToEndTests", "Examples"]
        var found: [String] = []
        for folder in folders {
            let base = SkinJSONReaderTests.root.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(atPath: base.path) else { continue }
            for case let path as String in walker where path.lowercased().hasSuffix(".plist") {
                found.append(base.appendingPathComponent(path).path)
            }
        }
        return found.sorted()
    }

    /// The general path's tree for `bytes` (`PropertyListObjectReader`, which reads as Foundation's
    /// PropertyListSerialization: `PropertyListObjectReaderTests`), or nil where it gives an error.
    static func foundationTree(_ bytes: [UInt8], limits: SkinLimits = .standard) -> SkinNode? {
        guard let object = try? PropertyListObjectReader.object(Data(bytes)) else { return nil }
        return try? SkinNode.from(foundation: object, limits: limits)
    }

    static func document(_ body: String) -> [UInt8] {
        Array(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            \(body)
            </plist>

            """.utf8)
    }

    @Test func thereAreFilesToCompare() {
        #expect(Self.files.count >= 8)
    }

    @Test(arguments: files)
    func aFileReadsAsFoundationReadsIt(path: String) throws {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        let fast = SkinPlistReader.node(Data(bytes), limits: .standard)
        if let fast {
            #expect(fast == Self.foundationTree(bytes), "\(path)")
            // The loader sends other tools' themes the Foundation way: both tests agree on which those are.
            let object = try PropertyListObjectReader.object(Data(bytes))
            let foundationSaysTheme = ITermColorsReader.matches(object) || ThemifyReader.matches(object) || SwiftThemeReader.matches(object)
            #expect(ThemeFileReader.isPropertyListTheme(fast) == foundationSaysTheme, "\(path)")
        }
        // The shipped skins take the fast path.
        if path.contains("/Skins/") { #expect(fast != nil, "\(path) was left to Foundation") }
    }

    @Test func readsEveryKindItTakesAsFoundationDoes() throws {
        let body = """
            <dict>
            \t<key>text &amp; &lt;tags&gt; &quot;q&quot; &apos;a&apos;</key>
            \t<string>  spaced ☾ 世界\tand
            two lines  </string>
            \t<key>empty</key><string/>
            \t<key>numbers</key>
            \t<array><integer>42</integer><integer>-7</integer><integer>007</integer><real>3.25</real><real>-0.5</real><real>12</real></array>
            \t<key>flags</key><array><true/><false/></array>
            \t<key>nothing</key><dict/>
            \t<key>none</key><array/>
            \t<key>nested</key><dict><key>a</key><array><dict><key>b</key><string>c</string></dict></array></dict>
            </dict>
            """
        let bytes = Self.document(body)
        let fast = try #require(SkinPlistReader.node(Data(bytes), limits: .standard))
        #expect(fast == Self.foundationTree(bytes))
        guard case .dictionary(let table) = fast else { return #expect(Bool(false), "not a dictionary") }
        #expect(table["text & <tags> \"q\" 'a'"] == .string("  spaced ☾ 世界\tand\ntwo lines  "))
        #expect(table["numbers"] == .array([42, -7, 7, 3.25, -0.5, 12]))
        // Without the XML declaration and DOCTYPE too.
        let bare = Array("<plist version=\"1.0\">\n<array><string>x</string></array>\n</plist>\n".utf8)
        #expect(SkinPlistReader.node(Data(bare), limits: .standard) == .array(["x"]))
        #expect(Self.foundationTree(bare) == .array(["x"]))
    }

    @Test(arguments: [
        "<dict><key>a</key><date>2026-01-01T00:00:00Z</date></dict>", "<dict><key>a</key><data>AAAA</data></dict>",
        "<dict><!-- note --><key>a</key><string>b</string></dict>", "<array><string><![CDATA[x]]></string></array>",
        "<array><string>&#65;</string></array>", "<array><string>a\rb</string></array>", "<array><string>a\u{1}b</string></array>",
        "<dict><key>a</key><string>1</string><key>a</key><string>2</string></dict>", "<array><integer>0x10</integer></array>",
        "<array><integer> 5</integer></array>", "<array><real>1e3</real></array>", "<array><real>.5</real></array>",
        "<array><integer>1234567890123456789</integer></array>", "<dict ><key>a</key><string>b</string></dict>",
        "<array><string>x</string>", "<array><string>x</array>", "<dict><string>x</string></dict>",
    ])
    func leavesToFoundationWhatItDoesNotReadExactly(body: String) {
        #expect(SkinPlistReader.node(Data(Self.document(body)), limits: .standard) == nil)
    }

    @Test func leavesValuesPastTheLimitsAndInvalidUTF8ToFoundation() {
        var limits = SkinLimits.standard
        limits.maxValueBytes = 4
        #expect(SkinPlistReader.node(Data(Self.document("<array><string>12345</string></array>")), limits: limits) == nil)
        #expect(SkinPlistReader.node(Data(Self.document("<array><string>1234</string></array>")), limits: limits) == .array(["1234"]))
        limits = .standard
        limits.maxKeysPerSection = 2
        #expect(SkinPlistReader.node(Data(Self.document("<array><true/><true/><true/></array>")), limits: limits) == nil)
        limits = .standard
        limits.maxNestingDepth = 2
        #expect(SkinPlistReader.node(Data(Self.document("<array><array><array/></array></array>")), limits: limits) == nil)
        #expect(SkinPlistReader.node(Data(Self.document("<array><array/></array>")), limits: limits) == .array([.array([])]))
        var bytes = Self.document("<array><string>ab</string></array>")
        if let at = bytes.firstIndex(of: UInt8(ascii: "b")) { bytes[at] = 0xFF }
        #expect(SkinPlistReader.node(Data(bytes), limits: .standard) == nil)
    }

    /// An `<array>` 100,000 deep (a fuzzed skin: fuzz seed 20261126, case 171) is left to Foundation
    /// at the nesting limit, not recursed into until the stack runs out.
    @Test func aDocumentNestedPastTheLimitIsLeftToFoundationWithoutRecursingThroughIt() {
        let depth = 100_000
        let body = String(repeating: "<array>", count: depth) + String(repeating: "</array>", count: depth)
        #expect(SkinPlistReader.node(Data(Self.document(body)), limits: .standard) == nil)
    }

    /// Damaged copies of the shipped property list (bytes changed, dropped, doubled; a fixed seed):
    /// whatever the reader takes, Foundation reads to the same tree.
    @Test func damagedFilesNeverReadDifferently() throws {
        var generator = SplitMix64(seed: 0x9_1157)
        let sources = try Self.files.filter { $0.contains("/Skins/") }.map { try [UInt8](Data(contentsOf: URL(fileURLWithPath: $0))) }
        try #require(!sources.isEmpty)
        let alphabet = Array("<>/&;amplgtquos\"'dictarykeystring0123456789.- \t\n".utf8) + [0x00, 0x0D, 0x80, 0xC3, 0xA9, 0xFF]
        var taken = 0
        for round in 0..<1500 {
            var bytes = sources[round % sources.count]
            generator.damage(&bytes, alphabet: alphabet)
            guard let fast = SkinPlistReader.node(Data(bytes), limits: .standard) else { continue }
            taken += 1
            #expect(fast == Self.foundationTree(bytes), "round \(round): \(String(decoding: bytes, as: UTF8.self))")
        }
        #expect(taken > 100, "only \(taken) damaged files read")
    }
}
