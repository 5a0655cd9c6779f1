import SkinKit

/// `index.html` in the diff folder after a run with failures: each failing shot with its script
/// line, the cell-diff summary, its pending `.new` file and its diff document (old, new and the
/// changes side by side), under one legend of what the marks mean. Deterministic.
public enum DiffReportPage {
    /// The page's file name in the diff folder.
    public static let fileName = "index.html"

    /// What the diff documents' colors mean (`CanvasDiff.document`).
    static let legend: [(color: String, meaning: String)] = [
        ("#FF2D55", "a cell whose character, colors or attributes changed (outlined on the old and new screens, filled in the changes panel)"),
        ("#FF9500", "a cell only one of the screens has (their sizes differ)"),
        ("#2A2A2E", "an unchanged cell in the changes panel (the new screen, faded)"),
    ]

    /// The page, or nil when no shot failed.
    public static func html(_ result: SuiteResult, diffDirectory: String) -> String? {
        let failing = result.shots.filter { !$0.isPassed }
        guard !failing.isEmpty else { return nil }
        var lines = [
            "<!DOCTYPE html>", "<html lang=\"en\">", "<head>", "<meta charset=\"utf-8\">",
            "<title>termskin test: \(failing.count) failing shot(s)</title>",
            "<style>body{background:#1B1B1F;color:#D0D0D0;font-family:monospace}img{max-width:100%;border:1px solid #444}"
                + ".swatch{display:inline-block;width:1em;height:1em;vertical-align:middle;margin-right:.5em}</style>",
            "</head>", "<body>", "<h1>\(failing.count) failing shot(s), \(result.passed) passed</h1>", "<ul>",
        ]
        for entry in legend {
            lines.append("<li><span class=\"swatch\" style=\"background:\(entry.color)\"></span>\(escape(entry.meaning))</li>")
        }
        lines.append("</ul>")
        for shot in failing {
            lines.append("<section>")
            lines.append("<h2>\(escape(shot.shotFile))</h2>")
            lines.append("<p>\(escape("\(shot.script):\(shot.line)")) — \(escape(shot.failureSummary ?? ""))</p>")
            if let newFile = shot.newFile { lines.append("<p>new: <code>\(escape(newFile))</code></p>") }
            if case .failed(_, let diffFile?) = shot.outcome {
                let relative = diffFile.hasPrefix(diffDirectory + "/") ? String(diffFile.dropFirst(diffDirectory.count + 1)) : diffFile
                let source = Self.percentEncodedPath(relative)
                lines.append("<p><img src=\"\(escape(source))\" alt=\"\(escape("old, new and changes of \(shot.shotFile)"))\"></p>")
            }
            lines.append("</section>")
        }
        lines += ["</body>", "</html>"]
        return lines.joined(separator: "\n") + "\n"
    }

    private static func escape(_ text: String) -> String { Markup.escape(ControlCharacters.escaped(text)) }

    /// `path` as Foundation's `addingPercentEncoding(withAllowedCharacters: .urlPathAllowed)`
    /// encoded it: each UTF-8 byte but ASCII letters, digits and `!$&'()*+,-./:=@_~` as `%XX` in
    /// capitals, and `:` too before the first `/` (where a URL reference would read a scheme).
    static func percentEncodedPath(_ path: String) -> String {
        var encoded = ""
        var pastFirstSlash = false
        for byte in path.utf8 {
            let scalar = Unicode.Scalar(byte)
            let kept =
                byte < 0x80
                && (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                    || "!$&'()*+,-./=@_~".unicodeScalars.contains(scalar) || (byte == UInt8(ascii: ":") && pastFirstSlash))
            if kept {
                encoded.unicodeScalars.append(scalar)
            } else {
                let hex = Array("0123456789ABCDEF")
                encoded += "%" + String(hex[Int(byte >> 4)]) + String(hex[Int(byte & 0xF)])
            }
            if byte == UInt8(ascii: "/") { pastFirstSlash = true }
        }
        return encoded
    }
}
