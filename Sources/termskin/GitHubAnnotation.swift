import SkinKit

/// A GitHub Actions workflow command that puts a message on a file's line in a pull request
/// (`::error file=F,line=L,title=T::message`), printed when `GITHUB_ACTIONS=true`.
struct GitHubAnnotation: Hashable, Sendable {
    enum Level: String, Sendable { case error, warning, notice }

    var level: Level
    var file: String?
    var line: Int?
    var title: String?
    var message: String

    /// Whether the environment is a GitHub Actions run.
    static func isEnabled(environment: [String: String]) -> Bool { environment["GITHUB_ACTIONS"] == "true" }

    /// The command line: `%`, CR and LF percent-encoded as GitHub decodes them (and in properties
    /// `:` and `,` too), every other control character escaped as everywhere (`\u{1B}`).
    var command: String {
        var properties: [String] = []
        if let file { properties.append("file=" + Self.encoded(file, property: true)) }
        if let line, line >= 1 { properties.append("line=\(line)") }
        if let title { properties.append("title=" + Self.encoded(title, property: true)) }
        let head = properties.isEmpty ? "::\(level.rawValue)" : "::\(level.rawValue) " + properties.joined(separator: ",")
        return head + "::" + Self.encoded(message, property: false)
    }

    /// `text` for a workflow command: each run between line breaks through `ControlCharacters.escaped`,
    /// then `%` (and in a property `:` and `,`) encoded; CR and LF as `%0D` and `%0A`.
    static func encoded(_ text: String, property: Bool) -> String {
        var result = ""
        var run = ""
        func flush() {
            for character in ControlCharacters.escaped(run) {
                switch character {
                case "%": result += "%25"
                case ":" where property: result += "%3A"
                case "," where property: result += "%2C"
                default: result.append(character)
                }
            }
            run = ""
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\r":
                flush()
                result += "%0D"
            case "\n":
                flush()
                result += "%0A"
            default: run.unicodeScalars.append(scalar)
            }
        }
        flush()
        return result
    }
}
