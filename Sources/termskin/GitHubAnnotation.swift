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

    /// The command line: control characters escaped as everywhere (`\u{1B}`), then `%`, CR and LF
    /// percent-encoded as GitHub decodes them, and in properties `:` and `,` too.
    var command: String {
        var properties: [String] = []
        if let file { properties.append("file=" + Self.property(file)) }
        if let line, line >= 1 { properties.append("line=\(line)") }
        if let title { properties.append("title=" + Self.property(title)) }
        let head = properties.isEmpty ? "::\(level.rawValue)" : "::\(level.rawValue) " + properties.joined(separator: ",")
        return head + "::" + Self.data(message)
    }

    /// A message: newlines kept as `%0A` (GitHub shows them), other control characters escaped.
    static func data(_ text: String) -> String {
        percentEncoded(ControlCharacters.escaped(text, keepingNewlines: true), extra: [])
    }

    /// A property value: also `:` and `,`, which would end it.
    static func property(_ text: String) -> String {
        percentEncoded(ControlCharacters.escaped(text), extra: [":", ","])
    }

    private static func percentEncoded(_ text: String, extra: Set<Character>) -> String {
        var result = ""
        for character in text {
            switch character {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            case "\r\n": result += "%0D%0A"
            case ":" where extra.contains(":"): result += "%3A"
            case "," where extra.contains(","): result += "%2C"
            default: result.append(character)
            }
        }
        return result
    }
}
