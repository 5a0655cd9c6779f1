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
        var text = ""
        writeText(result) { text += $0 }
        return text
    }

    /// `text(result)` handed to `write` in pieces of about `chunkBytes`, so that a report of a
    /// million findings is never one string (issue 20).
    public static func writeText(_ result: LintResult, chunkBytes: Int = 1 << 16, to write: (String) -> Void) {
        var chunk = ""
        func line(_ text: String) {
            chunk += text
            chunk += "\n"
            if chunk.utf8.count >= chunkBytes {
                write(chunk)
                chunk = ""
            }
        }
        var currentFile: String??
        var wroteAny = false
        for finding in result.findings {
            if currentFile != .some(finding.file) {
                currentFile = .some(finding.file)
                if wroteAny { line("") }
                line(safe(finding.file ?? "(no file)"))
                wroteAny = true
            }
            var place = finding.line.map { "  \($0):" } ?? "  -:"
            if !finding.keyPath.isEmpty { place += " " + safe(finding.keyPathText) + ":" }
            line("\(place) \(finding.severity.rawValue) [\(finding.code.rawValue)] \(safe(finding.message))")
            if let suggestion = finding.suggestion { line("      \(safe(suggestion))") }
        }
        if wroteAny { line("") }
        if result.embeddedDefaultServes {
            line(
                "note: no file here defines the '\(Skin.defaultName)' skin; the embedded \(Skin.defaultName) serves "
                    + "the keys these skins lack")
        }
        let accepted = result.acceptedCount > 0 ? ", \(result.acceptedCount) accepted (\(LintAcceptance.fileName))" : ""
        line("\(result.skinCount) skin(s), \(result.errorCount) error(s), \(result.warningCount) warning(s)\(accepted)")
        write(chunk)
    }

    /// `{"version": 1, "findings": [{file, line, keyPath, severity, code, message, suggestion}], "summary": …}`,
    /// keys sorted, absent values as null: stable for CI and for goldens.
    public static func json(_ result: LintResult) -> String {
        let findings: [[String: Any]] = result.findings.map { finding in
            [
                "file": finding.file.map(safe) ?? JSONNull(),
                "line": finding.line.map { $0 as Any } ?? JSONNull(),
                "keyPath": safe(finding.keyPathText),
                "severity": finding.severity.rawValue,
                "code": finding.code.rawValue,
                "message": safe(finding.message),
                "suggestion": finding.suggestion.map(safe) ?? JSONNull(),
            ]
        }
        let object: [String: Any] = [
            "version": 1,
            "findings": findings,
            "summary": [
                "skins": result.skinCount, "errors": result.errorCount, "warnings": result.warningCount,
                "accepted": result.acceptedCount,
            ],
        ]
        guard let text = try? JSONObjectWriter.text(object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]) else {
            return "{}\n"
        }
        return text + "\n"
    }

    static func safe(_ text: String) -> String { ControlCharacters.escaped(text) }
}
