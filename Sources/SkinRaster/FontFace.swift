import CFreeType

/// One FreeType face of a font file at the pixel size of the cells; owned by `CellFonts`' state.
final class FontFace {
    let face: FT_Face
    let file: FontFile

    init(library: FT_Library, file: FontFile, pixelSize: Int) throws(PictureError) {
        var opened: FT_Face?
        let status = FT_New_Face(library, file.path, FT_Long(file.index), &opened)
        guard status == 0, let opened else { throw PictureError("FreeType could not open the font \(file.path) (error \(status))") }
        face = opened
        self.file = file
        FT_Set_Pixel_Sizes(face, 0, FT_UInt(pixelSize))
    }

    deinit { FT_Done_Face(face) }

    /// True when the face has a glyph for `scalar`.
    func has(_ scalar: Unicode.Scalar) -> Bool { FT_Get_Char_Index(face, FT_ULong(scalar.value)) != 0 }

    /// Ascender and descender (below the baseline, positive) in whole pixels, as hinting rounds them.
    var verticalMetrics: (ascender: Int, descender: Int) {
        let metrics = face.pointee.size.pointee.metrics
        return ((Int(metrics.ascender) + 63) >> 6, (-Int(metrics.descender) + 63) >> 6)
    }

    /// The underline's distance below the baseline and thickness, in pixels (at least 1).
    var underline: (offset: Int, thickness: Int) {
        let units = max(1, Int(face.pointee.units_per_EM))
        let pixels = Int(face.pointee.size.pointee.metrics.y_ppem)
        let offset = (-Int(face.pointee.underline_position) * pixels + units / 2) / units
        let thickness = (Int(face.pointee.underline_thickness) * pixels + units / 2) / units
        return (max(1, offset), max(1, thickness))
    }

    /// Loads and renders `scalar` (emboldened and slanted when asked) as FreeType's 8-bit coverage;
    /// the glyph slot holds it until the next call. Returns the hinted advance in pixels, nil when
    /// the face has no such glyph or FreeType failed.
    func render(_ scalar: Unicode.Scalar, embolden: Bool, slant: Bool) -> Int? {
        let index = FT_Get_Char_Index(face, FT_ULong(scalar.value))
        guard index != 0 else { return nil }
        guard FT_Load_Glyph(face, index, FT_Int32(termskin_ft_load_no_bitmap)) == 0, let slot = face.pointee.glyph else { return nil }
        if slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE {
            if embolden {
                let strength = FT_Pos(max(32, Int(face.pointee.size.pointee.metrics.y_ppem) * 64 / 20))
                FT_Outline_Embolden(&slot.pointee.outline, strength)
            }
            if slant { FT_GlyphSlot_Oblique(slot) }
        }
        guard FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL) == 0 else { return nil }
        return (Int(slot.pointee.advance.x) + 32) >> 6
    }

    /// Adds the rendered glyph's coverage to `mask` with its origin at (`x`, `baseline`).
    func draw(into mask: inout GlyphMask, x: Int, baseline: Int) {
        guard let slot = face.pointee.glyph else { return }
        let bitmap = slot.pointee.bitmap
        guard let buffer = bitmap.buffer else { return }
        let left = x + Int(slot.pointee.bitmap_left)
        let top = baseline - Int(slot.pointee.bitmap_top)
        let isMono = bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_MONO.rawValue)
        for row in 0..<Int(bitmap.rows) {
            let y = top + row
            guard y >= 0, y < mask.height else { continue }
            let line = buffer + row * Int(bitmap.pitch)
            for column in 0..<Int(bitmap.width) {
                let px = left + column
                guard px >= 0, px < mask.width else { continue }
                let value: UInt8 = isMono ? ((line[column / 8] >> (7 - UInt8(column % 8))) & 1 == 1 ? 255 : 0) : line[column]
                if value > mask[px, y] { mask[px, y] = value }
            }
        }
    }
}
