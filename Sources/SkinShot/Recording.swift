import FoundationEssentials

/// An animated capture a script made (`record NAME.gif` … `stop`): its file and how many frames it holds.
public struct Recording: Sendable {
    public let name: String
    public let format: RecordingFormat
    public let data: Data
    /// Frames in the file (a step that changed nothing lengthens the frame before instead).
    public let frameCount: Int
    /// Frames whose colors were more than a GIF table holds (drawn with the nearest kept colors).
    public let approximatedFrames: Int
    /// The script line of the `record` command.
    public let line: Int

    /// `NAME.ext`.
    public var fileName: String { "\(name).\(format.fileExtension)" }
}
