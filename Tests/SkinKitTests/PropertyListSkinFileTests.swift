import Foundation
import TestSupport
import Testing

@testable import SkinKit

/// Property list skin files without PropertyListSerialization: the loader's errors as users saw
/// them from Foundation, the tree of Swift values, and `termskin remove` writing a file back.
struct PropertyListSkinFileTests {
    /// The error the loader gave through PropertyListSerialization: its debug description, and the
    /// line the loader took from it.
    static func foundationError(_ bytes: [UInt8]) -> (message: String, line: Int?)? {
        guard case .refused(let detail, let line) = PropertyListOutcome.foundation(bytes) else { return nil }
        return ("not a valid property list: \(detail)", line)
    }

    /// Broken property lists (hand-made, and damaged copies of the package's) give the loader's
    /// error, word for word and line for line, as before.
    @Test func aBrokenPropertyListIsTheErrorItWasBefore() {
        var generator = SplitMix64(seed: 0x4C4F_4144)
        let alphabet = Array("<>/&;#!-\"dictarykeystringintegerealdata0123456789 \t\n".utf8) + [0x00, 0xC3, 0xFF]
        var documents = PropertyListSamples.textDocuments.map(\.1)
        let files = PropertyListSamples.files.map(PropertyListSamples.bytes).filter { !$0.starts(with: Array("bplist".utf8)) }
        for round in 0..<600 {
            var bytes = files[round % files.count]
            generator.damage(&bytes, alphabet: alphabet)
            documents.append(bytes)
        }
        var compared = 0
        for bytes in documents where !bytes.isEmpty {
            guard let expected = Self.foundationError(bytes) else { continue }
            let result = SkinLoader().load(data: Data(bytes), file: "broken.plist")
            let error = result.errors.first
            #expect(error?.message == expected.message, "\(String(decoding: bytes.prefix(200), as: UTF8.self))")
            #expect(error?.line == expected.line, "\(expected.message)")
            #expect(error?.file == "broken.plist")
            compared += 1
        }
        #expect(compared > 300)
    }

    /// Numbers, booleans and null as the property list reader gives them (Swift values), and as
    /// `JSONObjectReader` gives them, make the same tree.
    @Test func swiftValuesConvertAsFoundationsObjectsDid() throws {
        let values: [String: Any] = ["i": 3, "u": UInt64.max, "d": 0.5, "b": true, "s": "x", "a": [false, 2] as [Any]]
        let node = try SkinNode.from(foundation: values, limits: .standard)
        let expected: SkinNode = ["i": 3, "u": .number(Double(UInt64.max)), "d": 0.5, "b": true, "s": "x", "a": [false, 2]]
        #expect(node == expected)
        let json = try JSONObjectReader.object(from: Array(#"{"i": 3, "d": 0.5, "b": true, "s": "x", "a": [false, 2]}"#.utf8))
        var withoutLarge = expected
        if case .dictionary(var table) = withoutLarge {
            table["u"] = nil
            withoutLarge = .dictionary(table)
        }
        #expect(try SkinNode.from(foundation: json, limits: .standard) == withoutLarge)
        #expect(throws: SkinError(keyPath: ["n"], message: "null is not allowed in a skin file")) {
            try SkinNode.from(foundation: ["n": JSONNull()] as [String: Any], limits: .standard)
        }
        for other: Any in [Data([1]), Date(), PropertyListUID(1), PropertyListSet([]), [AnyHashable(1): 2] as [AnyHashable: Any]] {
            #expect(throws: SkinError(keyPath: ["v"], message: "a date or data value, which skins do not use")) {
                try SkinNode.from(foundation: ["v": other] as [String: Any], limits: .standard)
            }
        }
    }

    static var skins: [String: Any] {
        [
            "default": ["Color": ["导航背景色": "0x996666"]], "skin1": ["Color": ["导航背景色": "0x669966", "n": 0.25]],
            "skin2": ["Color": ["导航背景色": "0x454545"], "Font": ["size": 14]],
        ]
    }

    /// An XML skin file is written back without the skin as PropertyListSerialization wrote it.
    @Test func removingASkinWritesXMLAsFoundationDid() throws {
        let folder = try TemporaryFolder()
        let data = try PropertyListSerialization.data(fromPropertyList: Self.skins, format: .xml, options: 0)
        try data.write(to: folder.url.appendingPathComponent("CJSkin.plist"))
        let library = SkinLibrary.load(paths: [folder.url.path])
        try SkinRemoval.plan(removing: "skin1", from: folder.url.path, library: library).apply()
        var remaining = Self.skins
        remaining["skin1"] = nil
        let written = try Data(contentsOf: folder.url.appendingPathComponent("CJSkin.plist"))
        #expect(written == (try PropertyListSerialization.data(fromPropertyList: remaining, format: .xml, options: 0)))
        #expect(SkinLibrary.load(paths: [folder.url.path]).catalog.names == ["default", "skin2"])
    }

    /// A binary skin file stays binary, and Foundation reads it to the same objects.
    @Test func removingASkinKeepsABinaryFileBinary() throws {
        let folder = try TemporaryFolder()
        let data = try PropertyListSerialization.data(fromPropertyList: Self.skins, format: .binary, options: 0)
        let path = folder.url.appendingPathComponent("CJSkin.plist")
        try data.write(to: path)
        let library = SkinLibrary.load(paths: [folder.url.path])
        #expect(library.catalog.names == ["default", "skin1", "skin2"])
        try SkinRemoval.plan(removing: "skin2", from: folder.url.path, library: library).apply()
        let written = try Data(contentsOf: path)
        #expect(written.starts(with: Array("bplist00".utf8)))
        var remaining = Self.skins
        remaining["skin2"] = nil
        var format = PropertyListSerialization.PropertyListFormat.xml
        let back = try PropertyListSerialization.propertyList(from: written, options: [], format: &format)
        #expect(format == .binary)
        #expect(PropertyListCanon(back) == PropertyListCanon(remaining))
        #expect(SkinLibrary.load(paths: [folder.url.path]).catalog.names == ["default", "skin1"])
    }

    /// An OpenStep skin file (`.plist`, which Foundation has always read) is written back as XML.
    @Test func removingASkinFromAnOpenStepFileWritesXML() throws {
        let folder = try TemporaryFolder()
        try folder.write("CJSkin.plist", "{ default = { Color = { accent = \"#111111\"; }; }; other = { Color = { accent = \"#222222\"; }; }; }\n")
        let library = SkinLibrary.load(paths: [folder.url.path])
        #expect(library.catalog.names == ["default", "other"])
        try SkinRemoval.plan(removing: "other", from: folder.url.path, library: library).apply()
        let written = try Data(contentsOf: folder.url.appendingPathComponent("CJSkin.plist"))
        let expected = try PropertyListSerialization.data(fromPropertyList: ["default": ["Color": ["accent": "#111111"]]], format: .xml, options: 0)
        #expect(written == expected)
    }
}
