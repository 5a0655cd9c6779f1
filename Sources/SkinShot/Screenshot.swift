import FoundationEssentials
import SkinUI

/// One file a script produces: its name, format, bytes, and the canvas it was made from.
public struct Screenshot: Sendable {
    public let name: String
    public let format: ScreenshotFormat
    public let data: Data
    public let canvas: Canvas
    /// The script line of the `shot` command.
    public let line: Int

    /// `NAME.ext`.
    public var fileName: String { "\(name).\(format.fileExtension)" }
}
