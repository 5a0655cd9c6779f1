import Foundation
import TestSupport
import Testing

@testable import SkinKit

/// The loader's own JSON reader gives the tree Foundation's path gives, or leaves the document to
/// Foundation (nil); never a different tree.
struct SkinJSONReaderTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every JSON file of the package's skins and test corpora.
    static var files: [String] {
        let folders = ["Skins", "Tests/SkinKitTests", "Tests/LintTests/Corpus", "Tests/Fuzz/Seeds", "Examples"]
        var found: [String] = []
        for folder in folders {
            let base = root.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(atPath: base.path) else { continue }
            for case let path as String in walker where path.lowercased().hasSuffix(".json") {
                found.append(base.appendingPathComponent(path).path)
            }
        }
        return found.sorted()
    }

    /// The general path's tree for `bytes` (`JSONObjectReader`, which reads as Foundation's
    /// `JSONSerialization`: `JSONObjectReaderTests`), or nil where it gives an error.
    func foundationTree(_ bytes: [UInt8], limits: SkinLimits = .standard) -> SkinNode? {
        guard let object = try? JSONObjectReader.object(from: bytes) else { return nil }
        return try? SkinNode.from(foundation: object, limits: limits)
    }

    @Test func thereAreFilesToCompare() {
        #expect(Self.files.count >= 30)
    }

    @Test(arguments: files)
    func aFileReadsAsFoundationReadsIt(path: String) throws {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        let fast = SkinJSONReader.node(bytes, limits: .standard)
        let slow = foundationTree(bytes)
        if let fast {
            #expect(fast == slow, "\(path)")
            // The loader sends other tools' themes the Foundation way: both tests agree on which those are.
            let object = try JSONObjectReader.object(from: bytes)
            #expect(ThemeFileReader.isTheme(fast) == (WindowsTerminalReader.matches(object) || SwiftThemeReader.matches(object)), "\(path)")
        }
        // The shipped skins (and every valid skin file here) take the fast path.
        if path.contains("/Skins/") { #expect(fast != nil, "\(path) was left to Foundation") }
    }

    @Test func readsEscapesNumbersAndUnicode() throws {
        let text = #"{"a\"b": ["\u00e9\u0301", "\ud83d\ude00", "tab\tnew\nline\/", 0.29, -0, 14, 1.5, true, false], "é": {"x": []}, "k": {}}"#
        let node = try #require(SkinJSONReader.node(Array(text.utf8), limits: .standard))
        #expect(node == foundationTree(Array(text.utf8)))
        guard case .dictionary(let table) = node, case .array(let items)? = table["a\"b"] else {
            Issue.record("not the expected tree: \(node)")
            return
        }
        #expect(items[1] == .string("😀"))
        #expect(items[3] == .number(0.29))
        #expect(items[7] == .bool(true))
    }

    @Test(arguments: [
        #"{"a": null}"#, #"{"a": 1, "a": 2}"#, #"{"a": "\ud800"}"#, #"{"a": "\udc00x"}"#, #"{"a": 1e3}"#, #"{"a": 01}"#,
        #"{"a": 1.}"#, #"{"a": 1234567890123456}"#, #"{"a": .5}"#, #"{"a": +1}"#, "\u{FEFF}{}", #"{"a": 1} x"#, #"{"a": 1,}"#,
        #"["a",]"#, #""text""#, "12", "{\"a\": \"tab\tin string\"}", #"{"a": "\x"}"#, #"{'a': 1}"#, "{\"a\": 1", #"{"a" 1}"#,
        #"{"a": tru}"#, #"{"e\u0301": 1, "é": 2}"#, "",
    ])
    func leavesToFoundationWhatItDoesNotReadExactly(text: String) {
        #expect(SkinJSONReader.node(Array(text.utf8), limits: .standard) == nil, "\(text)")
    }

    @Test func leavesInvalidUTF8AndValuesPastTheLimitsToFoundation() {
        #expect(SkinJSONReader.node(Array(#"{"a": ""#.utf8) + [0xFF] + Array(#""}"#.utf8), limits: .standard) == nil)
        var limits = SkinLimits.standard
        limits.maxNestingDepth = 3
        #expect(SkinJSONReader.node(Array(#"{"a": {"b": {}}}"#.utf8), limits: limits) != nil)
        #expect(SkinJSONReader.node(Array(#"{"a": {"b": {"c": {}}}}"#.utf8), limits: limits) == nil)
        limits = .standard
        limits.maxKeysPerSection = 2
        #expect(SkinJSONReader.node(Array(#"{"a": 1, "b": 2}"#.utf8), limits: limits) != nil)
        #expect(SkinJSONReader.node(Array(#"[1, 2, 3]"#.utf8), limits: limits) == nil)
        limits = .standard
        limits.maxValueBytes = 3
        #expect(SkinJSONReader.node(Array(#"{"abc": "xyz"}"#.utf8), limits: limits) != nil)
        #expect(SkinJSONReader.node(Array(#"{"abcd": "x"}"#.utf8), limits: limits) == nil)
        #expect(SkinJSONReader.node(Array(#"{"a": "wxyz"}"#.utf8), limits: limits) == nil)
    }

    /// Damaged copies of real skin files (bytes changed, dropped, doubled; a fixed seed): whatever
    /// the reader takes, Foundation reads to the same tree.
    @Test func damagedFilesNeverReadDifferently() throws {
        var generator = SplitMix64(seed: 0x5EED)
        let sources = try Self.files.filter { $0.contains("/Skins/") }.map { try [UInt8](Data(contentsOf: URL(fileURLWithPath: $0))) }
        try #require(!sources.isEmpty)
        let alphabet = Array(#"{}[]":,\u0123456789.-+eE truefalsnl"#.utf8) + [0x00, 0x0A, 0x80, 0xC3, 0xA9, 0xFF]
        var taken = 0
        for round in 0..<3000 {
            var bytes = sources[round % sources.count]
            generator.damage(&bytes, alphabet: alphabet)
            guard let fast = SkinJSONReader.node(bytes, limits: .standard) else { continue }
            taken += 1
            #expect(fast == foundationTree(bytes), "round \(round): \(String(decoding: bytes, as: UTF8.self))")
        }
        #expect(taken > 100, "only \(taken) damaged files read")
    }
}

/// The loader names a skin file's folder as Foundation's URL does, without building URLs.
struct SkinFileFolderTests {
    @Test(arguments: [
        "Skins/a.json", "a.json", "/x/y/z.json", "/a.json", "./Skins/a.json", "Skins//a.json", "../Skins/a.json",
        "Skins/sub dir/a b.json", "Skins/é/%20.json", "Skins/a.json/", "Skins/./a.json", "/x/../y/a.json",
    ])
    func theFolderIsTheOneURLGives(path: String) {
        #expect(SkinLoader.folder(of: path) == URL(fileURLWithPath: path).deletingLastPathComponent().path, "\(path)")
    }

    @Test func aFileIsReadWholeWithinItsLimit() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("five.json", "12345")
        #expect(try FileReader.read(path, limit: 5) == Data("12345".utf8))
        #expect(throws: FileReader.ReadError(path: path, reason: "is 5 bytes, more than the 4 bytes allowed", oversizedBytes: 5)) {
            try FileReader.read(path, limit: 4)
        }
        let none = folder.url.appendingPathComponent("none.json").path
        #expect(throws: FileReader.ReadError(path: none, reason: "no such file", systemError: ENOENT)) { try FileReader.read(none, limit: 5) }
    }
}

/// The state file is read as `JSONDecoder` reads it, without it for the usual file.
struct SavedStateReadingTests {
    @Test(arguments: [
        #"{"contrast": "high", "skin": "ocean", "style": "dark"}"#, #"{"skin": "a", "style": "light", "contrast": "normal", "extra": 1}"#,
        #"{"skin": "a", "style": "dusk", "contrast": "normal"}"#, #"{"skin": "a", "style": "light"}"#, #"{"skin": 1, "style": "light", "contrast": "normal"}"#,
        #"{"skin": "a", "style": "unspecified", "contrast": "normal"}"#, "[]", "{ broken",
    ])
    func theFastPathAgreesWithJSONDecoder(text: String) {
        let data = Data(text.utf8)
        let decoded = try? JSONDecoder().decode(SavedSkinState.self, from: data)
        if let fast = SavedSkinState(node: SkinJSONReader.node(data, limits: .standard)) {
            #expect(fast == decoded, "\(text)")
        }
        let folder = try? TemporaryFolder()
        guard let folder, let path = try? folder.write("state.json", text) else { return }
        #expect((try? SkinStateFile(url: URL(fileURLWithPath: path)).load()) == decoded, "\(text)")
    }
}

struct ByteSearchTests {
    @Test func findsWordsAsContainsDoes() {
        for (text, word) in [
            ("menlo-bolditalic", "bold"), ("bold", "bold"), ("bol", "bold"), ("", "a"), ("abc", ""), ("ababc", "abc"),
            ("pingfangsc-light", "light"), ("x//y", "//"), ("x/y/", "//"), ("é-bold", "bold"),
        ] {
            #expect(text.containsBytes(of: word) == (word.isEmpty || text.contains(word)), "\(text) / \(word)")
        }
    }
}

/// Paths joined as text are the ones `URL` gives.
struct PlainPathTests {
    @Test(arguments: [
        "Skins/ocean.json", "/x/y/CJSkin.plist", "a.json", "Skins/a.b.json", "Skins/.hidden", "Skins/noext", "Skins/a.",
        "./Skins/x.json", "Skins//x.json", "Skins/x.JSON", "Skins/é.json",
    ])
    func theCompanionMapPathIsTheOneURLGives(path: String) {
        let url = URL(fileURLWithPath: path)
        let expected = url.deletingLastPathComponent().appendingPathComponent(url.deletingPathExtension().lastPathComponent + RoleMap.fileSuffix).path
        #expect(RoleMap.companionPath(of: path) == expected, "\(path)")
    }

    @Test(arguments: [
        ["XDG_CACHE_HOME": "/x"], ["XDG_CACHE_HOME": "/x/"], ["XDG_CACHE_HOME": "rel"], ["HOME": "/home/u"], ["HOME": "/home/u/"],
        ["HOME": "/"], ["XDG_CACHE_HOME": "", "HOME": "/h"],
    ])
    func theImageCacheFolderIsTheOneURLGives(environment: [String: String]) throws {
        let cache = try #require(ImageCache(environment: environment))
        let xdg = environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : $0 }
        let expected =
            xdg.map { URL(fileURLWithPath: $0).appendingPathComponent("termskin/images") }
            ?? URL(fileURLWithPath: environment["HOME"] ?? "").appendingPathComponent(".cache/termskin/images")
        #expect(cache.directory.path == expected.path, "\(environment)")
        #expect(cache.file(for: "https://e.x/a.png").path == expected.appendingPathComponent(SHA256.hex(Array("https://e.x/a.png".utf8))).path)
    }
}
