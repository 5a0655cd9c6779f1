import Yams

/// A YAML theme file's document as Yams composes it (base16's, Gogh's): its nesting measured first
/// (`YAMLNesting`: Yams composes recursively), a syntax error reported at its line, and the scalar
/// entries of a mapping read as written.
enum YAMLText {
    /// How deep a theme's collections may nest before Yams is asked (a theme needs two).
    static let maxNesting = 64

    static func compose(_ text: String) throws(SkinError) -> Node? {
        guard !YAMLNesting.exceeds(maxNesting, in: text) else {
            throw SkinError(message: "not read: nested more than \(maxNesting) collections deep (a theme needs two)")
        }
        do {
            return try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw SkinError(line: line(of: error), message: "not valid YAML: \(summary(of: error))")
        } catch {
            throw SkinError(message: "not valid YAML: \(error)")
        }
    }

    /// The scalar entries of a mapping node, by key, as written in the file (so an unquoted
    /// `base00: 002211` keeps its leading zeros).
    static func scalars(_ node: Node) -> [String: String] {
        var result: [String: String] = [:]
        for (key, value) in node.mapping ?? [:] {
            if let name = key.string, let text = value.scalar?.string { result[name] = text }
        }
        return result
    }

    /// The line of each entry of a mapping node, by key (its key's line), for the problems of its
    /// values.
    static func lines(_ node: Node) -> [String: Int] {
        var result: [String: Int] = [:]
        for (key, _) in node.mapping ?? [:] {
            if let name = key.string, let mark = key.mark { result[name] = mark.line }
        }
        return result
    }

    private static func line(of error: YamlError) -> Int? {
        switch error {
        case .scanner(_, _, let mark, _), .parser(_, _, let mark, _): return mark.line
        default: return nil
        }
    }

    private static func summary(of error: YamlError) -> String {
        switch error {
        case .scanner(_, let problem, _, _), .parser(_, let problem, _, _): return problem
        default: return "\(error)".split(separator: "\n").first.map(String.init) ?? "unreadable"
        }
    }
}
