import Foundation
import SkinKit

/// The output formats of lint: text for people (grouped by file), JSON for CI scripts and SARIF
/// 2.1.0 for code scanning (`LintReport+SARIF.swift`).
/// Every string from a file is escaped (`\u{1B}`), so no output can carry a terminal escape.
public enum LintReport {
    /// Output formats, as `--format` names them.
    public enum Format: String, CaseIterable, Sendable {
        case text, json, sarif
    }

    /// Findings grouped under their file, then a summary line.
    public static func text(_ result: LintResult) -> String {
        var lines: [String] = []
        var currentFile: String??
        for finding in result.findings {
            if currentFile != .some(finding.file) {
                currentFile = .some(finding.file)
                if !lines.isEmpty { lines.append("") }
                lines.append(safe(finding.file ?? "(no file)"))
            }
            var place = finding.line.map { "  \($0):" } ?? "  -:"
            if !finding.keyPath.isEmpty { place += " " + safe(finding.keyPathText) + ":" }
            lines.append("\(place) \(finding.severity.rawValue) [\(finding.code.rawValue)] \(safe(finding.message))")
            if let suggestion = finding.suggestion { lines.append("      \(safe(suggestion))") }
        }
        if !lines.isEmpty { lines.append("") }
        if result.embeddedDefaultServes {
            lines.append("note: no file here defines the '\(Skin.defaultName)' skin; the embedded \(Skin.defaultName) serves "
                + "the keys these skins lack")
        }
        let accepted = result.acceptedCount > 0 ? ", \(result.acceptedCount) accepted (\(LintAcceptance.fileName))" : ""
        lines.append("\(result.skinCount) skin(s), \(result.errorCount) error(s), \(result.warningCount) warning(s)\(accepted)")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `{"version": 1, "findings": [{file, line, keyPath, severity, code, message, suggestion}], "summary": …}`,
    /// keys sorted, absent values as null: stable for CI and for goldens.
    public static func json(_ result: LintResult) -> String {
        let findings: [[String: Any]] = result.findings.map { finding in
            [
                "file": finding.file.map(safe) ?? NSNull(),
                "line": finding.line.map { $0 as Any } ?? NSNull(),
                "keyPath": safe(finding.keyPathText),
                "severity": finding.severity.rawValue,
                "code": finding.code.rawValue,
                "message": safe(finding.message),
                "suggestion": finding.suggestion.map(safe) ?? NSNull(),
            ]
        }
        let object: [String: Any] = [
            "version": 1,
            "findings": findings,
            "summary": ["skins": result.skinCount, "errors": result.errorCount, "warnings": result.warningCount,
                        "accepted": result.acceptedCount],
        ]
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]) else {
            return "{}\n"
        }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    static func safe(_ text: String) -> String { ControlCharacters.escaped(text) }
}
