import SkinKit

/// Findings a skins folder accepts on purpose, each with its reason, read from `.termskin-lint-accept`
/// in the folder: one `code key.path  # reason` a line, `*` standing for any skin name. Accepted
/// findings are left out of the report and counted, so CI stays strict about everything else.
public struct LintAcceptance: Sendable {
    /// The file name lint looks for in each folder it is given.
    public static let fileName = ".termskin-lint-accept"

    struct Entry: Sendable {
        var code: String
        /// `skin.Section.key`, or `*.Section.key` for any skin.
        var keyPath: String
        var reason: String
    }

    var entries: [Entry] = []
    /// Lines that could not be read, as findings-to-be (line number, message).
    var problems: [(line: Int, message: String)] = []

    public init() {}

    /// Reads the acceptance file of folder `path`, if it has one.
    public init(folder path: String) {
        let file = PathName.joined(path, Self.fileName)
        let data = try? FileReader.read(file, limit: SkinLimits.standard.maxFileBytes)
        self.init(text: data.map { String(decoding: $0, as: UTF8.self) } ?? "")
    }

    init(text: String) {
        for (index, raw) in TextLines.of(text).enumerated() {
            let parts = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
            let words = (parts.first ?? "").split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            if words.isEmpty { continue }
            let reason = parts.count > 1 ? Whitespace.trimmed(parts[1], Whitespace.isSpace) : ""
            guard words.count == 2, LintCode(rawValue: words[0]) != nil, !reason.isEmpty else {
                problems.append((index + 1, "expected 'code key.path  # reason' with a known code and a reason"))
                continue
            }
            entries.append(Entry(code: words[0], keyPath: words[1], reason: reason))
        }
    }

    /// True when `finding` is one of the accepted ones.
    func accepts(_ finding: LintFinding) -> Bool {
        entries.contains { entry in
            guard entry.code == finding.code.rawValue else { return false }
            if entry.keyPath.hasPrefix("*.") {
                return String(entry.keyPath.dropFirst(2)) == finding.keyPath.dropFirst().joined(separator: ".")
            }
            return entry.keyPath == finding.keyPathText
        }
    }
}
