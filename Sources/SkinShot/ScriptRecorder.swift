import FoundationEssentials
import SkinImageCodec
import SkinKit
import SkinRaster
import SkinUI

/// An animated capture being made (`record NAME.gif` … `stop`): each frame the script draws is
/// the screen's PNG picture (`PNGExporter.image`) over a caption bar naming the key pressed (or
/// the command run), as VHS shows keystrokes. Frames keep the size the recording started at.
struct ScriptRecorder {
    let name: String
    let format: RecordingFormat
    let line: Int
    let size: Size
    /// How long each frame shows, in 1/100 s.
    let frameTime: Int
    let fonts: CellFonts
    private var gif: GIFEncoder
    private var apng: APNGEncoder

    /// The caption bar's colors: a dark bar, light text, key caps a little lighter than the bar.
    static let barColor = RGBColor(hex: 0x1C1C1C)
    static let textColor = RGBColor(hex: 0xE6E6E6)
    static let keyCapColor = RGBColor(hex: 0x4A4A4A)
    /// How long a frame shows when the `record` line names no time.
    static let defaultFrameTime = 100

    init(name: String, format: RecordingFormat, line: Int, size: Size, frameTime: Int?, fonts: CellFonts) {
        self.name = name
        self.format = format
        self.line = line
        self.size = size
        self.frameTime = frameTime ?? Self.defaultFrameTime
        self.fonts = fonts
        let width = size.width * fonts.cellWidth
        let height = (size.height + 1) * fonts.cellHeight
        gif = GIFEncoder(width: width, height: height)
        apng = APNGEncoder(width: width, height: height)
    }

    /// Adds the frame of `canvas` as `profile` shows it, captioned with `keys` (each drawn as a key
    /// cap) or else `text`.
    mutating func add(_ canvas: Canvas, profile: OutputProfile, keys: [String], text: String) {
        let image = Self.frame(canvas, profile: profile, caption: Self.caption(width: size.width, keys: keys, text: text), fonts: fonts)
        switch format {
        case .gif: gif.add(image, centiseconds: frameTime)
        case .apng: apng.add(image, centiseconds: frameTime)
        }
    }

    /// The finished file.
    func finish() throws(PictureError) -> Recording {
        let bytes: [UInt8]
        switch format {
        case .gif: bytes = gif.finish()
        case .apng:
            do { bytes = try apng.finish() } catch { throw PictureError("cannot write the APNG: \(error.message)") }
        }
        return Recording(
            name: name, format: format, data: Data(bytes), frameCount: format == .gif ? gif.frameCount : apng.frameCount,
            approximatedFrames: format == .gif ? gif.approximatedFrames : 0, line: line)
    }

    /// One frame: the screen's picture with the caption's row under it.
    static func frame(_ canvas: Canvas, profile: OutputProfile, caption: Canvas, fonts: CellFonts) -> RGBImage {
        let exporter = PNGExporter(profile: profile, fonts: fonts)
        let screen = exporter.image(canvas)
        let bar = PNGExporter(fonts: fonts).image(caption)
        var image = RGBImage(width: screen.width, height: screen.height + bar.height)
        image.place(screen, x: 0, y: 0)
        image.place(bar, x: 0, y: screen.height)
        return image
    }

    /// The caption bar: one row, each key name in a key cap (`␣s␣`), else the command's text.
    static func caption(width: Int, keys: [String], text: String) -> Canvas {
        var bar = Canvas(width: width, height: 1, fill: Cell(character: " ", foreground: textColor, background: barColor))
        var x = 1
        if keys.isEmpty {
            bar.draw(text, x: x, y: 0, foreground: textColor)
        } else {
            for key in keys {
                x += bar.draw(" \(key) ", x: x, y: 0, foreground: textColor, background: keyCapColor, attributes: .bold) + 1
            }
        }
        return bar
    }
}
