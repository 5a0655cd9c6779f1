import SkinKit

extension LintReport {
    /// The SARIF version written, and the schema it validates against.
    public static let sarifVersion = "2.1.0"
    static let sarifSchema = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    /// SARIF 2.1.0 for code scanning: one run whose rules are the `LintCode` table (id, summary,
    /// default level) and one result per finding, placed at its file and line; keys sorted.
    public static func sarif(_ result: LintResult, toolVersion: String) -> String {
        let codes = LintCode.allCases
        let rules: [[String: Any]] = codes.map { code in
            [
                "id": code.rawValue,
                "name": code.rawValue,
                "shortDescription": ["text": code.summary],
                "defaultConfiguration": ["level": sarifLevel(code.severity)],
            ]
        }
        let results: [[String: Any]] = result.findings.map { finding in
            var text = safe(finding.message)
            if let suggestion = finding.suggestion { text += " (\(safe(suggestion)))" }
            var entry: [String: Any] = [
                "ruleId": finding.code.rawValue,
                "ruleIndex": codes.firstIndex(of: finding.code) ?? 0,
                "level": sarifLevel(finding.severity),
                "message": ["text": text],
            ]
            if let file = finding.file {
                var physical: [String: Any] = ["artifactLocation": ["uri": uri(file)]]
                if let line = finding.line, line >= 1 { physical["region"] = ["startLine": line] }
                var location: [String: Any] = ["physicalLocation": physical]
                if !finding.keyPath.isEmpty {
                    location["logicalLocations"] = [["fullyQualifiedName": safe(finding.keyPathText), "kind": "member"]]
                }
                entry["locations"] = [location]
            }
            return entry
        }
        let log: [String: Any] = [
            "$schema": sarifSchema,
            "version": sarifVersion,
            "runs": [
                [
                    "tool": ["driver": ["name": "termskin lint", "version": toolVersion, "rules": rules]],
                    "results": results,
                ]
            ],
        ]
        guard let text = try? JSONObjectWriter.text(log, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]) else {
            return "{}\n"
        }
        return text + "\n"
    }

    /// SARIF's level for a severity.
    static func sarifLevel(_ severity: LintSeverity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        }
    }

    /// A file path as a relative (or `file://` absolute) URI reference, every byte outside a
    /// path's safe characters percent-encoded (control characters among them).
    /// (Foundation's `urlPathAllowed` less `%;?#[]`: ASCII letters, digits and `!$&'()*+,-./:=@_~`;
    /// each other UTF-8 byte as `%XX` in capitals.)
    static func uri(_ path: String) -> String {
        var encoded = ""
        for byte in path.utf8 {
            if byte < 0x80, uriSafe[Int(byte)] {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                encoded += "%" + String(hexDigits[Int(byte >> 4)]) + String(hexDigits[Int(byte & 0xF)])
            }
        }
        return path.hasPrefix("/") ? "file://" + encoded : encoded
    }

    /// Whether each ASCII byte stays as it is in `uri`.
    private static let uriSafe: [Bool] = (0..<128).map { byte in
        let scalar = Unicode.Scalar(UInt8(byte))
        return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
            || "!$&'()*+,-./:=@_~".unicodeScalars.contains(scalar)
    }

    private static let hexDigits = Array("0123456789ABCDEF")
}
