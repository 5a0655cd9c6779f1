/// The file formats of an animated capture (`record NAME.gif` … `stop` in a script).
public enum RecordingFormat: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// An animated GIF: per frame the changed rectangle with its own color table.
    case gif
    /// An animated PNG: per frame the changed rectangle, lossless.
    case apng

    /// The file extension, without a dot.
    public var fileExtension: String { rawValue }

    public var description: String { rawValue }

    /// The format a recording's file name asks for (`switch.gif`), nil when its extension is none of them.
    public init?(fileName: String) {
        guard let dot = fileName.lastIndex(of: "."), dot != fileName.startIndex else { return nil }
        self.init(rawValue: fileName[fileName.index(after: dot)...].lowercased())
    }
}
