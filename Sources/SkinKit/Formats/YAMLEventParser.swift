import CYAML

/// libyaml's parser over one text, read one `YAMLEvent` at a time. It owns the parser (at a fixed
/// address: libyaml keeps pointers into it) and a copy of the text's UTF-8 bytes, which libyaml
/// reads in place; both are freed with it.
final class YAMLEventParser {
    private let parser: UnsafeMutablePointer<yaml_parser_t>
    private let bytes: UnsafeMutableBufferPointer<UInt8>
    private let initialized: Bool

    /// A parser of `text`, read as UTF-8 (a byte order mark is read past, as libyaml does).
    init(_ text: String) {
        parser = .allocate(capacity: 1)
        // One byte more than the text: libyaml refuses a null input, which an empty buffer may have.
        bytes = .allocate(capacity: text.utf8.count + 1)
        bytes.initialize(repeating: 0)
        _ = bytes.update(fromContentsOf: text.utf8)
        initialized = yaml_parser_initialize(parser) == 1
        if initialized {
            yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
            yaml_parser_set_input_string(parser, bytes.baseAddress, bytes.count - 1)
        }
    }

    deinit {
        if initialized { yaml_parser_delete(parser) }
        parser.deallocate()
        bytes.deallocate()
    }

    /// The next event of the text, or its syntax error. Not to be called after an error or the
    /// stream's end (libyaml has no event left: that throws too).
    func next() throws(YAMLSyntaxError) -> YAMLEvent {
        guard initialized else { throw YAMLSyntaxError(problem: "out of memory", line: nil) }
        var event = yaml_event_t()
        guard yaml_parser_parse(parser, &event) == 1 else { throw error() }
        defer { yaml_event_delete(&event) }
        guard let read = YAMLEvent(event) else { throw YAMLSyntaxError(problem: "no event after the end of the text", line: nil) }
        return read
    }

    /// The parser's error: its problem at the problem's line (a character the reader refused at
    /// the line of its byte offset).
    private func error() -> YAMLSyntaxError {
        let state = parser.pointee
        guard state.error != YAML_MEMORY_ERROR else { return YAMLSyntaxError(problem: "out of memory", line: nil) }
        let problem = state.problem.map { String(cString: $0) } ?? "unreadable"
        guard state.error != YAML_READER_ERROR else {
            let before = bytes.prefix(min(Int(state.problem_offset), bytes.count - 1))
            return YAMLSyntaxError(problem: problem, line: before.count { $0 == UInt8(ascii: "\n") } + 1)
        }
        return YAMLSyntaxError(problem: problem, line: Int(state.problem_mark.line) + 1)
    }
}
