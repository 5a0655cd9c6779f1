import CFontconfig
import CPictureLibraries

/// Finds font files through fontconfig: the primary monospace face in each style, and per
/// character a fallback that has it (a CJK font such as Noto Sans CJK when one is installed).
/// Owns its fontconfig configuration; used under `CellFonts`' lock only.
final class FontLocator {
    private let config: OpaquePointer

    init() throws(PictureError) {
        guard termskin_picture_libraries_loaded() != 0 else {
            throw PictureError(
                "FreeType and fontconfig could not be loaded (libfreetype.so.6, libfontconfig.so.1); "
                    + "install them (Debian/Ubuntu: apt-get install libfreetype6 libfontconfig1 fonts-dejavu-core)")
        }
        guard let config = FcInitLoadConfigAndFonts() else { throw PictureError("fontconfig could not load its configuration; " + PictureError.installHint) }
        self.config = config
    }

    deinit { FcConfigDestroy(config) }

    /// The best match for a fontconfig name (`DejaVu Sans Mono:weight=bold`), nil when none.
    func match(_ name: String) -> FontFile? {
        guard let pattern = name.withCString({ FcNameParse(UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self)) }) else { return nil }
        defer { FcPatternDestroy(pattern) }
        FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let found = FcFontMatch(config, pattern, &result), result == FcResultMatch else { return nil }
        defer { FcPatternDestroy(found) }
        return Self.file(of: found)
    }

    /// The first scalable, non-color font in fontconfig's order for `name` that has `scalar`.
    func fallback(for scalar: Unicode.Scalar, like name: String) -> FontFile? {
        guard let pattern = name.withCString({ FcNameParse(UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self)) }),
            let charset = FcCharSetCreate()
        else { return nil }
        defer {
            FcPatternDestroy(pattern)
            FcCharSetDestroy(charset)
        }
        FcCharSetAddChar(charset, scalar.value)
        FcPatternAddCharSet(pattern, FC_CHARSET, charset)
        FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let set = FcFontSort(config, pattern, 1, nil, &result) else { return nil }
        defer { FcFontSetDestroy(set) }
        for position in 0..<Int(set.pointee.nfont) {
            guard let font = set.pointee.fonts[position] else { continue }
            var fontCharset: OpaquePointer?
            guard FcPatternGetCharSet(font, FC_CHARSET, 0, &fontCharset) == FcResultMatch, let fontCharset,
                FcCharSetHasChar(fontCharset, scalar.value) != 0
            else { continue }
            var color: FcBool = 0
            var scalable: FcBool = 1
            _ = FcPatternGetBool(font, FC_COLOR, 0, &color)
            _ = FcPatternGetBool(font, FC_SCALABLE, 0, &scalable)
            guard color == 0, scalable != 0 else { continue }
            if let file = Self.file(of: font) { return file }
        }
        return nil
    }

    private static func file(of pattern: OpaquePointer) -> FontFile? {
        var path: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, FC_FILE, 0, &path) == FcResultMatch, let path else { return nil }
        var family: UnsafeMutablePointer<FcChar8>?
        _ = FcPatternGetString(pattern, FC_FAMILY, 0, &family)
        var index: Int32 = 0
        var weight: Int32 = FC_WEIGHT_REGULAR
        var slant: Int32 = FC_SLANT_ROMAN
        var spacing: Int32 = FC_PROPORTIONAL
        _ = FcPatternGetInteger(pattern, FC_INDEX, 0, &index)
        _ = FcPatternGetInteger(pattern, FC_WEIGHT, 0, &weight)
        _ = FcPatternGetInteger(pattern, FC_SLANT, 0, &slant)
        _ = FcPatternGetInteger(pattern, FC_SPACING, 0, &spacing)
        return FontFile(
            path: String(cString: path), index: Int(index), family: family.map { String(cString: $0) } ?? "",
            isBold: weight >= FC_WEIGHT_DEMIBOLD, isSlanted: slant != FC_SLANT_ROMAN, isMonospace: spacing >= FC_MONO)
    }
}
