/// A problem with skin data, with its place: file, key path and line where known.
public struct SkinError: Error, Hashable, Sendable, CustomStringConvertible {
    public var file: String?
    public var keyPath: [String]
    public var line: Int?
    public var column: Int?
    public var message: String

    public init(file: String? = nil, keyPath: [String] = [], line: Int? = nil, column: Int? = nil, message: String) {
        self.file = file
        self.keyPath = keyPath
        self.line = line
        self.column = column
        self.message = message
    }

    /// `file:line:column: Key.Path: message`, leaving out what is unknown; control characters from
    /// the file are escaped (`\u{1B}`), so the text is safe to print on a terminal.
    public var description: String {
        var place = file ?? ""
        if let line { place += place.isEmpty ? "line \(line)" : ":\(line)" }
        if let column, line != nil { place += ":\(column)" }
        var parts: [String] = []
        if !place.isEmpty { parts.append(place) }
        if !keyPath.isEmpty { parts.append(keyPath.joined(separator: ".")) }
        parts.append(message)
        return ControlCharacters.escaped(parts.joined(separator: ": "))
    }

    /// The same error placed in `file`, with the key path prefixed.
    func placed(file: String?, under prefix: [String] = [], line: Int? = nil) -> SkinError {
        var copy = self
        copy.file = copy.file ?? file
        copy.keyPath = prefix + copy.keyPath
        copy.line = copy.line ?? line
        return copy
    }
}
