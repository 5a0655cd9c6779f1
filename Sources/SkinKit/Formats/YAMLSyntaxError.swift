/// Why a text is not a YAML document `YAMLComposer` can compose: libyaml's problem (`found
/// character that cannot start any token`) and its line, from 1, where known.
struct YAMLSyntaxError: Error, Sendable {
    let problem: String
    let line: Int?
}
