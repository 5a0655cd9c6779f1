import Foundation
import SkinKit
import Testing

@testable import Lint

/// The schema checked by a real validator: Python's `jsonschema` (installed by `.ci/run`).
struct SkinSchemaTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Runs the validator on `files`; returns one line per file: `ok PATH` or `invalid PATH: reason`.
    func validate(_ files: [String]) throws -> [String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("termskin-schema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let schema = folder.appendingPathComponent("skin.schema.json")
        try SkinSchema.json().write(to: schema, atomically: true, encoding: .utf8)
        let script = """
            import json, sys
            from jsonschema import Draft202012Validator
            schema = json.load(open(sys.argv[1]))
            Draft202012Validator.check_schema(schema)
            validator = Draft202012Validator(schema)
            for path in sys.argv[2:]:
                errors = sorted(validator.iter_errors(json.load(open(path, encoding="utf-8"))), key=lambda e: list(e.path))
                print(("ok " + path) if not errors else ("invalid " + path + ": " + "/".join(map(str, errors[0].path))))
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, schema.path] + files
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let output = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let errors = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "python3 with jsonschema is needed (.ci/run installs it): \(errors)")
        return output.split(separator: "\n").map(String.init)
    }

    @Test func everyShippedJSONSkinIsValid() throws {
        let skins = Self.root.appendingPathComponent("Skins")
        let files = try FileManager.default.contentsOfDirectory(atPath: skins.path).filter { $0.hasSuffix(".json") && SkinLoader.isSkinFile($0) }.sorted()
            .map { skins.appendingPathComponent($0).path }
        #expect(files.count >= 4)
        let lines = try validate(files)
        #expect(lines.count == files.count)
        for line in lines { #expect(line.hasPrefix("ok "), "\(line)") }
    }

    @Test func typosFailTheSchema() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("termskin-typo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let cases = [
            "section": ##"{"typo": {"Colr": {"text": "#000000"}}}"##,
            "type": ##"{"typo": {"Style": {"Buton": {"titleColor": "#FFFFFF"}}}}"##,
            "property": ##"{"typo": {"Style": {"Label": {"textColr": "#FFFFFF"}}}}"##,
            "color": ##"{"typo": {"Color": {"text": "#12345"}}}"##,
            "variant": ##"{"typo": {"Color": {"text": {"light": "#000000", "drak": "#FFFFFF"}}}}"##,
        ]
        var files: [String] = []
        for (name, text) in cases.sorted(by: { $0.key < $1.key }) {
            let file = folder.appendingPathComponent("\(name).json")
            try text.write(to: file, atomically: true, encoding: .utf8)
            files.append(file.path)
        }
        let lines = try validate(files)
        #expect(lines.count == files.count)
        for line in lines { #expect(line.hasPrefix("invalid "), "\(line)") }
    }

    @Test func schemaNamesTheFormatsParts() {
        let json = SkinSchema.json()
        for word in ["2020-12", "\"Color\"", "\"Style\"", "\"Button\"", "\"titleColor\"", "\"lightHighContrast\"", "button.title"] {
            #expect(json.contains(word), "\(word)")
        }
    }
}
