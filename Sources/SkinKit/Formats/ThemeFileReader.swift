import Foundation

/// Recognizes theme files of other tools by their content (not only their extension) and turns
/// them into skins: terminal schemes through `SchemeSkinTable`, SwiftTheme themes as key paths.
public enum ThemeFileReader {
    /// What a file turned out to be.
    public enum Content: Sendable {
        /// A TermSkin skin file (or JSON / a property list the skin loader should report on).
        case skin
        /// Terminal schemes of a format.
        case schemes(ThemeFormat, [TerminalScheme])
        /// A SwiftTheme theme: colors by flattened key path.
        case swiftTheme([String: RGBColor])
        /// None of the formats: the one-line reason.
        case unknown(String)
    }

    /// Reads `data` (from `file`, whose extension only breaks ties); format errors are thrown with
    /// the file's place. `parsed` is the Foundation object of `data` when the caller parsed it
    /// already (JSON or property list), so the bytes are not parsed twice.
    public static func content(of data: Data, file: String?, parsed: Any? = nil) throws(SkinError) -> Content {
        do throws(SkinError) {
            return try detect(data, file: file, parsed: parsed)
        } catch {
            throw error.placed(file: file)
        }
    }

    private static func detect(_ data: Data, file: String?, parsed: Any?) throws(SkinError) -> Content {
        let text = String(decoding: data, as: UTF8.self)
        let trimmed = text.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
        if trimmed.hasPrefix("<") || data.starts(with: Array("bplist".utf8)) {
            guard let object = parsed ?? (try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)) else { return .skin }
            if ITermColorsReader.matches(object) { return .schemes(.iTerm2, [try ITermColorsReader.read(object)]) }
            if SwiftThemeReader.matches(object) { return .swiftTheme(try SwiftThemeReader.read(object)) }
            return .skin
        }
        if trimmed.hasPrefix("{") || trimmed.hasPrefix("[") {
            guard let object = parsed ?? (try? JSONSerialization.jsonObject(with: data, options: [])) else { return .skin }
            if WindowsTerminalReader.matches(object) { return .schemes(.windowsTerminal, try WindowsTerminalReader.read(object)) }
            if SwiftThemeReader.matches(object) { return .swiftTheme(try SwiftThemeReader.read(object)) }
            return .skin
        }
        if Base16Reader.matches(text) { return .schemes(.base16, [try Base16Reader.read(text)]) }
        if AlacrittyReader.matches(text) { return .schemes(.alacritty, [try AlacrittyReader.read(text)]) }
        if KittyReader.matches(text) { return .schemes(.kitty, [try KittyReader.read(text)]) }
        let lower = file?.lowercased() ?? ""
        if lower.hasSuffix(".json") || lower.hasSuffix(".plist") { return .skin }
        return .unknown(ThemeFormat.triedFormatsMessage)
    }

    /// The skins a theme file holds, named by `naming` from the scheme's own name or the file's;
    /// nil for a TermSkin skin file (the caller decodes it).
    public static func skins(in data: Data, file: String?, source: SkinSource, parsed: Any? = nil) -> SkinLoader.Result? {
        var result = SkinLoader.Result()
        do throws(SkinError) {
            switch try content(of: data, file: file, parsed: parsed) {
            case .skin:
                return nil
            case .schemes(_, let schemes):
                var names = SkinNaming()
                result.skins = schemes.map { scheme in
                    SchemeSkinTable.skin(named: names.unique(scheme.name ?? SkinNaming.fileStem(file)), from: scheme, source: source)
                }
            case .swiftTheme(let colors):
                result.skins = [Skin(name: SkinNaming.slug(SkinNaming.fileStem(file)), source: source, colors: colors.mapValues { Dynamic($0) })]
            case .unknown(let message):
                result.errors.append(SkinError(file: file, message: message))
            }
        } catch {
            result.errors.append(error)
        }
        return result
    }
}
