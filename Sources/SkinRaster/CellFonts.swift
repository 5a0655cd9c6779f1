import CFreeType
import Synchronization

/// The fonts pictures of cells are drawn with: a monospace family found through fontconfig
/// (DejaVu Sans Mono when installed, else the system's monospace), its bold and oblique faces
/// (synthesized when the family has none), and per character a fallback font that has it (a CJK
/// font for wide characters). Measures the cell from the regular face and keeps every glyph's
/// mask once drawn. Safe to share between threads (one lock); load it once per run.
public final class CellFonts: Sendable {
    /// The family preferred when installed.
    public static let preferredFamily = "DejaVu Sans Mono"
    /// The font's pixel size at scale 1.
    public static let basePixelSize = 16

    /// The picture's scale (1 or 2): the pixel size and every length are multiplied by it.
    public let scale: Int
    /// A cell's size in pixels: the regular face's advance and its ascender plus descender.
    public let cellWidth: Int
    public let cellHeight: Int
    /// From the top of a cell to the baseline.
    public let baseline: Int
    /// The family found (`DejaVu Sans Mono`), and the font files used for each style.
    public let family: String
    /// The underline's top row and thickness within a cell; the strikethrough's.
    public let underline: (top: Int, thickness: Int)
    public let strikethrough: (top: Int, thickness: Int)
    /// The thickness of a light box-drawing line.
    public let lineWidth: Int

    private let state: Mutex<FontState>

    /// Finds and opens the fonts; a `PictureError` says what to install when there is no monospace font.
    public init(scale: Int = 1) throws(PictureError) {
        self.scale = min(4, max(1, scale))
        let pixelSize = Self.basePixelSize * self.scale
        let state = try FontState(pixelSize: pixelSize)
        let regular = state.styles[0]
        let (ascender, descender) = regular.verticalMetrics
        cellWidth = max(1, regular.render("M", embolden: false, slant: false) ?? pixelSize * 6 / 10)
        cellHeight = ascender + descender
        baseline = ascender
        family = regular.file.family
        let line = regular.underline
        underline = (min(cellHeight - line.thickness, baseline + line.offset), line.thickness)
        strikethrough = (baseline - pixelSize * 3 / 10, line.thickness)
        lineWidth = max(1, (cellWidth + 5) / 10)
        self.state = Mutex(state)
    }

    /// The coverage of `text` (a grapheme) in a box `span` cells wide: box drawing and block
    /// elements as geometry, anything else as the font draws it, centred in the box.
    public func mask(for text: String, span: Int = 1, bold: Bool = false, italic: Bool = false) -> GlyphMask {
        let key = GlyphKey(text: text, span: max(1, span), bold: bold, italic: italic)
        let (width, height, baseline, lineWidth) = (cellWidth, cellHeight, self.baseline, self.lineWidth)
        return state.withLock { state in
            if let known = state.masks[key] { return known }
            let mask: GlyphMask
            if let scalar = text.unicodeScalars.first, text.unicodeScalars.count == 1,
                let shape = BoxDrawing.mask(scalar, width: width * key.span, height: height, light: lineWidth)
                    ?? BlockElements.mask(scalar, width: width * key.span, height: height)
            {
                mask = shape
            } else {
                mask = state.draw(key, width: width * key.span, height: height, baseline: baseline)
            }
            state.masks[key] = mask
            return mask
        }
    }

    /// The font files drawing each style (regular, bold, oblique, bold oblique), for messages and the docs.
    public var styleFiles: [String] {
        state.withLock { state in state.styles.map(\.file.path) }
    }
}

/// What a glyph mask is kept under.
struct GlyphKey: Hashable {
    let text: String
    let span: Int
    let bold: Bool
    let italic: Bool
}

/// FreeType's library and faces, fontconfig, and the masks drawn so far: used under `CellFonts`' lock.
final class FontState {
    private let library: FT_Library
    private let locator: FontLocator
    private let pixelSize: Int
    /// Regular, bold, oblique, bold oblique (the regular face again where the family has none).
    private(set) var styles: [FontFace] = []
    private var fallbackFaces: [String: FontFace] = [:]
    private var fallbackFiles: [UInt32: FontFile?] = [:]
    var masks: [GlyphKey: GlyphMask] = [:]

    init(pixelSize: Int) throws(PictureError) {
        // Once `library` is set every stored property is, so a later throw runs `deinit`, which frees it.
        locator = try FontLocator()
        self.pixelSize = pixelSize
        var opened: FT_Library?
        guard FT_Init_FreeType(&opened) == 0, let opened else { throw PictureError("FreeType could not start") }
        library = opened
        let preferred = locator.match(CellFonts.preferredFamily)
        let regularFile: FontFile
        if let preferred, preferred.family == CellFonts.preferredFamily {
            regularFile = preferred
        } else if let monospace = locator.match("monospace:spacing=mono"), monospace.isMonospace {
            regularFile = monospace
        } else {
            throw PictureError("no monospace font found through fontconfig; " + PictureError.installHint)
        }
        let regular = try FontFace(library: library, file: regularFile, pixelSize: pixelSize)
        styles = [regular]
        for (bold, slanted) in [(true, false), (false, true), (true, true)] {
            let name = regularFile.family + (bold ? ":weight=bold" : "") + (slanted ? ":slant=oblique" : "")
            if let file = locator.match(name), file.family == regularFile.family, file.isBold == bold, file.isSlanted == slanted,
                let face = try? FontFace(library: library, file: file, pixelSize: pixelSize)
            {
                styles.append(face)
            } else {
                styles.append(regular)
            }
        }
    }

    deinit {
        styles.removeAll()
        fallbackFaces.removeAll()
        FT_Done_FreeType(library)
    }

    /// Draws a grapheme's scalars over each other at one origin (a base and its combining marks),
    /// each from the style's face, else the regular face, else a fallback; a box where none has it.
    func draw(_ key: GlyphKey, width: Int, height: Int, baseline: Int) -> GlyphMask {
        var mask = GlyphMask(width: width, height: height)
        var originX: Int?
        let wanted = styles[(key.bold ? 1 : 0) + (key.italic ? 2 : 0)]
        for scalar in key.text.unicodeScalars where !Self.isInvisible(scalar) {
            let face: FontFace
            if wanted.has(scalar) {
                face = wanted
            } else if styles[0].has(scalar) {
                face = styles[0]
            } else if let fallback = fallback(for: scalar) {
                face = fallback
            } else {
                if originX == nil { Self.drawMissing(into: &mask) }
                originX = originX ?? 0
                continue
            }
            let embolden = key.bold && !face.file.isBold
            let slant = key.italic && !face.file.isSlanted
            guard let advance = face.render(scalar, embolden: embolden, slant: slant) else { continue }
            let x = originX ?? max(0, (width - advance) / 2)
            originX = x
            face.draw(into: &mask, x: x, baseline: baseline)
        }
        return mask
    }

    /// A face that has `scalar`, found by fontconfig (kept per character and per file).
    private func fallback(for scalar: Unicode.Scalar) -> FontFace? {
        let file: FontFile?
        if let known = fallbackFiles[scalar.value] {
            file = known
        } else {
            file = locator.fallback(for: scalar, like: "monospace")
            fallbackFiles[scalar.value] = file
        }
        guard let file else { return nil }
        let name = "\(file.path)#\(file.index)"
        if let face = fallbackFaces[name] { return face }
        guard let face = try? FontFace(library: library, file: file, pixelSize: pixelSize) else { return nil }
        fallbackFaces[name] = face
        return face
    }

    /// Joiners and variation selectors: no ink of their own.
    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x200B...0x200F, 0xFE00...0xFE0F, 0xE0100...0xE01EF: return true
        default: return false
        }
    }

    /// A character no installed font has: an empty box, inset one pixel (never a blank).
    private static func drawMissing(into mask: inout GlyphMask) {
        let right = mask.width - 2
        let bottom = mask.height - 3
        guard right > 2, bottom > 3 else { return }
        mask.fill(x0: 1, y0: 2, x1: right + 1, y1: 3)
        mask.fill(x0: 1, y0: bottom, x1: right + 1, y1: bottom + 1)
        mask.fill(x0: 1, y0: 2, x1: 2, y1: bottom + 1)
        mask.fill(x0: right, y0: 2, x1: right + 1, y1: bottom + 1)
    }
}
