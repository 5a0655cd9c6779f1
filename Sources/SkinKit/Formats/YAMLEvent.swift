import CYAML

/// One of libyaml's parser events, copied out of its `yaml_event_t` (which is freed at once): what
/// `YAMLComposer` needs of it, with the line it starts on (from 1). Tags, styles and document
/// directives are left out: a theme's scalars are read as written.
enum YAMLEvent: Sendable {
    case streamStart
    case streamEnd
    case documentStart(line: Int)
    case documentEnd
    case alias(anchor: String, line: Int)
    case scalar(String, anchor: String?, line: Int)
    case sequenceStart(anchor: String?, line: Int)
    case sequenceEnd
    case mappingStart(anchor: String?, line: Int)
    case mappingEnd

    /// The event libyaml filled in `event` (`yaml_parser_parse` returned 1); nil for an event
    /// type libyaml does not produce (`YAML_NO_EVENT`).
    init?(_ event: yaml_event_t) {
        let line = Int(event.start_mark.line) + 1
        switch event.type {
        case YAML_STREAM_START_EVENT: self = .streamStart
        case YAML_STREAM_END_EVENT: self = .streamEnd
        case YAML_DOCUMENT_START_EVENT: self = .documentStart(line: line)
        case YAML_DOCUMENT_END_EVENT: self = .documentEnd
        case YAML_ALIAS_EVENT: self = .alias(anchor: Self.string(event.data.alias.anchor) ?? "", line: line)
        case YAML_SCALAR_EVENT:
            // A scalar may hold NUL characters (`"\0"`), so its length is libyaml's, not strlen's.
            let bytes = UnsafeBufferPointer(start: event.data.scalar.value, count: event.data.scalar.length)
            self = .scalar(String(decoding: bytes, as: UTF8.self), anchor: Self.string(event.data.scalar.anchor), line: line)
        case YAML_SEQUENCE_START_EVENT: self = .sequenceStart(anchor: Self.string(event.data.sequence_start.anchor), line: line)
        case YAML_SEQUENCE_END_EVENT: self = .sequenceEnd
        case YAML_MAPPING_START_EVENT: self = .mappingStart(anchor: Self.string(event.data.mapping_start.anchor), line: line)
        case YAML_MAPPING_END_EVENT: self = .mappingEnd
        default: return nil
        }
    }

    /// A NUL-terminated UTF-8 string of libyaml's (an anchor's name), or nil for none.
    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: $0) }
    }
}
