/// A YAML theme file's document (base16's, Gogh's) as `YAMLComposer` composes it from libyaml's
/// events: its nesting measured first (`YAMLNesting`), a syntax error reported at its line, and the
/// scalar entries of a mapping read as written.
enum YAMLText {
    /// How deep a theme's collections may nest before the text is parsed (a theme needs two).
    static let maxNesting = 64

    /// The text's document, or nil when it has none (an empty text, or comments only).
    static func compose(_ text: String) throws(SkinError) -> YAMLNode? {
        guard !YAMLNesting.exceeds(maxNesting, in: text) else {
            throw SkinError(message: "not read: nested more than \(maxNesting) collections deep (a theme needs two)")
        }
        do throws(YAMLSyntaxError) {
            return try YAMLComposer.compose(text)
        } catch {
            throw SkinError(line: error.line, message: "not valid YAML: \(error.problem)")
        }
    }

    /// The scalar entries of a mapping node, by key, as written in the file (so an unquoted
    /// `base00: 002211` keeps its leading zeros); of a key written twice, the last.
    static func scalars(_ node: YAMLNode) -> [String: String] {
        var result: [String: String] = [:]
        for (key, value) in node.mapping?.pairs ?? [] {
            if let name = key.scalar, let text = value.scalar { result[name] = text }
        }
        return result
    }

    /// The line of each entry of a mapping node, by key (its key's line), for the problems of its
    /// values.
    static func lines(_ node: YAMLNode) -> [String: Int] {
        var result: [String: Int] = [:]
        for (key, _) in node.mapping?.pairs ?? [] {
            if let name = key.scalar { result[name] = key.line }
        }
        return result
    }
}
