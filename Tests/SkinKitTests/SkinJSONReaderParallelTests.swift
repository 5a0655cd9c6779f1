import Foundation
import TestSupport
import Testing

@testable import SkinKit

/// A large file's skins read on all cores (`SkinJSONReader.readOnAllCores`) give exactly what the
/// serial reader gives: the same tree, the same broken limit with its key path, or the same
/// "leave it to Foundation".
struct SkinJSONReaderParallelTests {
    /// An outcome as something `#expect` compares.
    enum Seen: Equatable {
        case node(SkinNode)
        case limit(SkinError)
        case undecided
    }

    func seen(_ outcome: SkinJSONReader.Outcome) -> Seen {
        switch outcome {
        case .node(let node): return .node(node)
        case .limit(let error): return .limit(error)
        case .undecided: return .undecided
        }
    }

    func expectSame(_ bytes: [UInt8], limits: SkinLimits = .standard, _ comment: @autoclosure () -> String) {
        let serial = seen(SkinJSONReader.read(bytes, limits: limits))
        let parallel = seen(SkinJSONReader.readOnAllCores(Data(bytes), limits: limits))
        #expect(parallel == serial, "\(comment())")
    }

    @Test func theFilesHereReadAsTheSerialReaderReadsThem() throws {
        for path in SkinJSONReaderTests.files {
            expectSame(try [UInt8](Data(contentsOf: URL(fileURLWithPath: path))), path)
        }
    }

    @Test func aGeneratedFileOfManySkinsIsTheSameTree() throws {
        let bytes = [UInt8](StressSkins.colorSkins(skins: 6, colors: 300))
        guard case .node(let node) = SkinJSONReader.readOnAllCores(Data(bytes), limits: .standard) else {
            Issue.record("the generated file was not read")
            return
        }
        #expect(.node(node) == seen(SkinJSONReader.read(bytes, limits: .standard)))
    }

    @Test(arguments: [
        #"{"a": {"x": 1}, "a": {"y": 2}}"#, #"{"a": {"x": null}, "b": {}}"#, #"{"a": {"x": 1}, "b": {"y": 1e3}}"#,
        #"{"a": {}, "b": }"#, #"{"a": {}, "b": {]}"#, #"{"a": {}, "b": {}"#, #"{"a": {}, "b": {}} x"#, #"{"a": {}, "b": {},}"#,
        #"{"a\"b": {"k": "v\"}"}, "c": ["x", {"d": "\\"}]}"#, #"{"a": "x", "b": [1, 2], "c": true}"#, #"{"a": {}}"#, "{}", "[{}, {}]",
        #"{"a": {"x": "\ud800"}, "b": {}}"#, #"{"e\u0301": {}, "é": {}}"#, "{\"a\": {}, \"b\": {\"x\": \"tab\tin\"}}",
    ])
    func aDocumentReadsAsTheSerialReaderReadsIt(text: String) {
        expectSame(Array(text.utf8), text)
    }

    @Test func limitsBrokenInsideASkinOrAtTheTopAreTheSerialReadersErrors() {
        var limits = SkinLimits.standard
        limits.maxKeysPerSection = 2
        expectSame(Array(#"{"a": {}, "b": {}, "c": {}}"#.utf8), limits: limits, "too many skins")
        expectSame(Array(#"{"a": {"x": 1, "y": 2, "z": 3}, "b": {}}"#.utf8), limits: limits, "too many keys in a skin")
        limits = .standard
        limits.maxNestingDepth = 3
        expectSame(Array(#"{"a": {"b": {}}, "c": {"d": {"e": {}}}}"#.utf8), limits: limits, "too deep")
        limits = .standard
        limits.maxValueBytes = 3
        expectSame(Array(#"{"abcd": {}, "b": {}}"#.utf8), limits: limits, "a long skin name")
        expectSame(Array(#"{"a": {"x": "wxyz"}, "b": {}}"#.utf8), limits: limits, "a long value")
    }

    /// A duplicate key makes a document the Foundation path's even when a limit is broken after it
    /// (the reader looks for duplicates when an object closes, and reads again to decide).
    @Test func aDuplicateBeforeABrokenLimitLeavesTheDocumentToFoundation() {
        var limits = SkinLimits.standard
        limits.maxValueBytes = 3
        for text in [#"{"a": 1, "a": 2, "b": "wxyz"}"#, #"{"s": {"a": 1, "a": 2, "b": "wxyz"}, "t": {}}"#] {
            #expect(seen(SkinJSONReader.read(Array(text.utf8), limits: limits)) == .undecided, "\(text)")
            expectSame(Array(text.utf8), limits: limits, text)
        }
        guard case .limit = SkinJSONReader.read(Array(#"{"a": 1, "b": 2, "c": "wxyz"}"#.utf8), limits: limits) else {
            Issue.record("a broken limit without a duplicate is the limit's error")
            return
        }
    }

    /// Damaged copies of files of several skins (a fixed seed), read both ways.
    @Test func damagedFilesReadTheSameBothWays() throws {
        var generator = SplitMix64(seed: 0xA11C)
        let mixed =
            ##"{"night": {"Color": {"text": {"light": "#101010", "dark": "#F0F0F0"}, "a\"b": "#123"}, "Style": {"Label": {"textColor": "d(x)"}}},"##
            + ##" "day": {"Define": {"x": "#FFF"}, "Font": {"body": {"name": "Menlo", "size": 13.5}}, "List": [1, -2, true, "\u00e9"]}, "e": {}}"##
        let sources = [[UInt8](StressSkins.colorSkins(skins: 3, colors: 8)), Array(mixed.utf8)]
        let alphabet = Array(#"{}[]":,\u0123456789.-+eE truefalsnl"#.utf8) + [0x00, 0x0A, 0x80, 0xC3, 0xA9, 0xFF]
        for round in 0..<1500 {
            var bytes = sources[round % sources.count]
            generator.damage(&bytes, alphabet: alphabet)
            expectSame(bytes, "round \(round): \(String(decoding: bytes, as: UTF8.self))")
        }
    }
}
