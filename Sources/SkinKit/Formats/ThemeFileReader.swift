import FoundationEssentials

/// Recognizes theme files of other tools by their content (not only their extension) and turns
/// them into skins: terminal schemes through `SchemeSkinTable`, SwiftTheme themes as key paths.
public enum ThemeFileReader {
    /// What a file turned out to be.
    public enum Content: Sendable {
        /// A TermSkin skin file (or JSON / a property list the skin loader should report on).
        case skin
        /// Terminal schemes of a format.
        case schemes(ThemeFormat, [TerminalScheme])
        /// A SwiftTheme theme: colors and image files by flattened key path.
        case swiftTheme(SwiftThemeReader.Theme)
        /// themify themes: UIAppearance colors by `Class.attribute`, one skin each.
        case themify([ThemifyReader.Theme])
        /// A light and a dark scheme in one file (foot's `[colors-light]` and `[colors-dark]`, a Ptyxis
        /// palette's `[Light]` and `[Dark]`): one dynamic skin, named after the light scheme's name or the file.
        case lightDark(ThemeFormat, light: TerminalScheme, dark: TerminalScheme)
        /// None of the formats: the one-line reason.
        case unknown(String)
    }

    /// Reads `data` (from `file`, whose extension only breaks ties); format errors are thrown with
    /// the file's place.
    public static func content(of data: Data, file: String?) throws(SkinError) -> Content {
        do throws(SkinError) {
            return try detect(data, file: file)
        } catch {
            var result = SkinLoader.Result()
            result.errors = [error]
            let text = Self.text(of: data)
            let placed = placingLines(result, text: text, isPlist: SkinLoader.isPropertyList(text: text, data: data, file: file))
            throw (placed.errors.first ?? error).placed(file: file)
        }
    }

    /// A theme file's problems that name a key path but no line, placed at the key's line in `text`
    /// (a Windows Terminal scheme's `schemes[1].brightWhite`).
    /// The text formats (YAML, TOML, kitty's and Ghostty's lines) give their lines themselves.
    static func placingLines(_ result: SkinLoader.Result, text: String, isPlist: Bool) -> SkinLoader.Result {
        let unplaced = { (problem: SkinError) in problem.line == nil && !problem.keyPath.isEmpty }
        guard result.errors.contains(where: unplaced) || result.warnings.contains(where: unplaced),
            isPlist || looksLikeJSON(text.drop { $0.isWhitespace || $0 == "\u{FEFF}" })
        else { return result }
        let locator = SourceLocator(text: text, isPlist: isPlist)
        func placed(_ problem: SkinError) -> SkinError {
            unplaced(problem) ? problem.placed(file: nil, line: locator.line(of: problem.keyPath)) : problem
        }
        var copy = result
        copy.errors = result.errors.map(placed)
        copy.warnings = result.warnings.map(placed)
        return copy
    }

    private static func detect(_ data: Data, file: String?) throws(SkinError) -> Content {
        let text = Self.text(of: data)
        let trimmed = text.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
        if startsAsPropertyList(trimmed, data: data) {
            guard let object = try? PropertyListObjectReader.object(data) else { return .skin }
            return try content(ofPropertyList: object)
        }
        let opensLikeJSON = looksLikeJSON(trimmed)
        if opensLikeJSON {
            if let object = try? JSONObjectReader.object(from: data) { return try content(ofJSON: object) }
            if let settings = try commentedSettings(data) { return settings }
            // Not JSON. An INI file of another terminal may open with `[` too (a Terminator profile
            // `[[0x96f]]`, a GNOME Terminal dump's `[/]`): it goes on to the text formats below.
            guard trimmed.hasPrefix("[") else { return .skin }
        }
        if CosmicTermReader.matches(text) { return .schemes(.cosmicTerm, [try CosmicTermReader.read(text)]) }
        if Base16Reader.matches(text) { return .schemes(.base16, [try Base16Reader.read(text)]) }
        if GoghReader.matches(text) { return .schemes(.gogh, [try GoghReader.read(text)]) }
        if FootReader.matches(text) { return try FootReader.read(text).content(.foot) }
        if TermiteReader.matches(text) { return .schemes(.termite, [try TermiteReader.read(text)]) }
        if TermframeReader.matches(text) { return try TermframeReader.read(text).content(.termframe) }
        if FreeBSDVTReader.matches(text) { return .schemes(.freeBSDVT, [try FreeBSDVTReader.read(text)]) }
        if ElectermReader.matches(text) { return .schemes(.electerm, [try ElectermReader.read(text)]) }
        if WaystReader.matches(text) { return .schemes(.wayst, [try WaystReader.read(text)]) }
        if TildaReader.matches(text) { return .schemes(.tilda, [try TildaReader.read(text)]) }
        if AlacrittyReader.matches(text), let toml = try colorsDocument(text, file: file) {
            // A `[colors]` table: Rio's or WezTerm's keys in it, or Alacritty's tables.
            if RioReader.matches(toml.root) { return .schemes(.rio, [try RioReader.read(toml.root, lines: toml.lines)]) }
            if WezTermReader.matches(toml.root) { return .schemes(.wezterm, [try WezTermReader.read(toml.root, lines: toml.lines)]) }
            return .schemes(.alacritty, [try AlacrittyReader.read(toml.root, lines: toml.lines)])
        }
        if KittyReader.matches(text) { return .schemes(.kitty, [try KittyReader.read(text)]) }
        if GhosttyReader.matches(text) { return try GhosttyReader.read(text).content(.ghostty) }
        if TermuxReader.matches(text) { return .schemes(.termux, [try TermuxReader.read(text)]) }
        if XresourcesReader.matches(text) { return .schemes(.xresources, [try XresourcesReader.read(text)]) }
        if XrdbDefinesReader.matches(text) { return .schemes(.xrdbDefines, [try XrdbDefinesReader.read(text)]) }
        if KonsoleReader.matches(text) { return .schemes(.konsole, [try KonsoleReader.read(text)]) }
        if TerminatorReader.matches(text) { return .schemes(.terminator, try TerminatorReader.read(text)) }
        if XfceTerminalReader.matches(text) { return .schemes(.xfceTerminal, [try XfceTerminalReader.read(text)]) }
        if PtyxisReader.matches(text) { return try PtyxisReader.read(text).content(.ptyxis) }
        if PuTTYReader.matches(text) { return .schemes(.putty, try PuTTYReader.read(text, file: file)) }
        if GNOMETerminalReader.matches(text) { return .schemes(.gnomeTerminal, try GNOMETerminalReader.read(text)) }
        if MobaXtermReader.matches(text) { return .schemes(.mobaXterm, [try MobaXtermReader.read(text)]) }
        if LXTerminalReader.matches(text) { return .schemes(.lxTerminal, [try LXTerminalReader.read(text)]) }
        if RemminaReader.matches(text) { return .schemes(.remmina, [try RemminaReader.read(text)]) }
        if OSCScriptReader.matches(text) { return .schemes(.oscScript, [try OSCScriptReader.read(text)]) }
        if Base16ShellReader.matches(text) { return .schemes(.base16Shell, [try Base16ShellReader.read(text)]) }
        if PantheonTerminalReader.matches(text) { return .schemes(.pantheonTerminal, [try PantheonTerminalReader.read(text)]) }
        if !opensLikeJSON, let settings = try commentedSettings(data) { return settings }
        let lower = file?.lowercased() ?? ""
        if lower.hasSuffix(".json") || lower.hasSuffix(".plist") { return .skin }
        return .unknown(ThemeFormat.triedFormatsMessage)
    }

    /// A document with a `[colors]` table read as TOML; nil when a file not named `.toml` is not
    /// TOML (an INI file of another terminal, termite's), which then goes on to the other formats.
    private static func colorsDocument(_ text: String, file: String?) throws(SkinError) -> (root: TOMLSubsetReader.Table, lines: [[String]: Int])? {
        do throws(SkinError) {
            let (root, lines) = try TOMLSubsetReader.parseWithLines(text)
            return (root, lines)
        } catch {
            if file?.lowercased().hasSuffix(".toml") ?? true { throw error }
            return nil
        }
    }

    /// A theme with comments (Windows Terminal's `settings.json` and `defaults.json` open with one,
    /// VS Code's themes and settings allow them): its schemes; nil for anything else.
    private static func commentedSettings(_ data: Data) throws(SkinError) -> Content? {
        guard let object = commentedTheme(data) else { return nil }
        let content = try content(ofJSON: object)
        if case .skin = content { return nil }
        return content
    }

    /// A JSON document with comments, parsed with its comments blanked out, when it is a terminal
    /// theme (Windows Terminal's or VS Code's); nil when it has none, is not JSON then, or is neither.
    static func commentedTheme(_ data: Data) -> Any? {
        guard let blanked = JSONComments.blanked([UInt8](data)),
            let object = try? JSONObjectReader.object(from: blanked),
            WindowsTerminalReader.matches(object) || VSCodeThemeReader.matches(object)
        else { return nil }
        return object
    }

    /// A theme file's text: UTF-16 after its byte order mark (Windows' regedit writes `.reg` files
    /// so), else UTF-8; Windows line ends (`\r\n`, one Character in Swift, which no reader's split at
    /// `\n` would see) become `\n`, so the lines and their numbers are the file's.
    static func text(of data: Data) -> String {
        let mark = [UInt8](data.prefix(2))
        var text: String
        if mark == [0xFF, 0xFE] || mark == [0xFE, 0xFF] {
            let body = [UInt8](data.dropFirst(2))
            let units = stride(from: 0, to: body.count - 1, by: 2).map {
                mark[0] == 0xFF ? UInt16(body[$0]) | UInt16(body[$0 + 1]) << 8 : UInt16(body[$0]) << 8 | UInt16(body[$0 + 1])
            }
            text = String(decoding: units, as: UTF16.self)
        } else {
            text = String(decoding: data, as: UTF8.self)
        }
        guard text.utf8.contains(0x0D) else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if byte == 0x0A, previous == 0x0D { bytes.removeLast() }
            bytes.append(byte)
            previous = byte
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// True when text (leading white space dropped) starts as JSON does: `{`, or `[` unless it
    /// opens a TOML table header (`[colors.primary]`, the first line of many Alacritty themes).
    static func looksLikeJSON(_ trimmed: Substring) -> Bool {
        trimmed.hasPrefix("{") || (trimmed.hasPrefix("[") && !TOMLSubsetReader.startsWithTableHeader(trimmed))
    }

    /// True when the text (leading white space dropped) or the bytes start as a property list does:
    /// XML (`<`) or binary (`bplist`).
    static func startsAsPropertyList(_ trimmed: Substring, data: Data) -> Bool {
        trimmed.hasPrefix("<") || data.starts(with: Array("bplist".utf8))
    }

    /// What an already parsed JSON document is (the skin loader parses a file once for both questions).
    static func content(ofJSON object: Any) throws(SkinError) -> Content {
        if WindowsTerminalReader.matches(object) { return .schemes(.windowsTerminal, try WindowsTerminalReader.read(object)) }
        if VSCodeThemeReader.matches(object) { return .schemes(.vscode, try VSCodeThemeReader.read(object)) }
        if TilixSchemeReader.matches(object) { return .schemes(.tilix, [try TilixSchemeReader.read(object)]) }
        if RoyalTSReader.matches(object) { return .schemes(.royalTS, [try RoyalTSReader.read(object)]) }
        if SwiftThemeReader.matches(object) { return .swiftTheme(try SwiftThemeReader.read(object)) }
        return .skin
    }

    /// True when a JSON document the skin loader read into a tree is one `content(ofJSON:)` would
    /// take for another tool's theme (the loader then reads it the Foundation way).
    static func isTheme(_ node: SkinNode) -> Bool {
        WindowsTerminalReader.matches(node) || VSCodeThemeReader.matches(node) || TilixSchemeReader.matches(node)
            || RoyalTSReader.matches(node) || SwiftThemeReader.matches(node)
    }

    /// True when a property list the skin loader read into a tree is one
    /// `content(ofPropertyList:)` would take for another tool's theme (then read the Foundation way).
    static func isPropertyListTheme(_ node: SkinNode) -> Bool {
        ITermColorsReader.matches(node) || TerminalAppReader.matches(node) || ThemifyReader.matches(node) || SwiftThemeReader.matches(node)
    }

    /// What an already parsed property list is.
    static func content(ofPropertyList object: Any) throws(SkinError) -> Content {
        if ITermColorsReader.matches(object) { return .schemes(.iTerm2, [try ITermColorsReader.read(object)]) }
        if TerminalAppReader.matches(object) { return .schemes(.terminalApp, [try TerminalAppReader.read(object)]) }
        if ThemifyReader.matches(object) { return .themify(try ThemifyReader.read(object)) }
        if SwiftThemeReader.matches(object) { return .swiftTheme(try SwiftThemeReader.read(object)) }
        return .skin
    }

    /// The skins a theme file holds, named by `naming` from the scheme's own name or the file's;
    /// nil for a TermSkin skin file (the caller decodes it).
    public static func skins(in data: Data, file: String?, source: SkinSource) -> SkinLoader.Result? {
        skins(file: file, source: source) { () throws(SkinError) in try content(of: data, file: file) }
    }

    /// `skins(in:file:source:)` for a JSON document already parsed.
    static func skins(inJSON object: Any, file: String?, source: SkinSource) -> SkinLoader.Result? {
        skins(file: file, source: source) { () throws(SkinError) in
            do throws(SkinError) { return try content(ofJSON: object) } catch { throw error.placed(file: file) }
        }
    }

    /// `skins(in:file:source:)` for a property list already parsed.
    static func skins(inPropertyList object: Any, file: String?, source: SkinSource) -> SkinLoader.Result? {
        skins(file: file, source: source) { () throws(SkinError) in
            do throws(SkinError) { return try content(ofPropertyList: object) } catch { throw error.placed(file: file) }
        }
    }

    private static func skins(file: String?, source: SkinSource, _ detect: () throws(SkinError) -> Content) -> SkinLoader.Result? {
        var result = SkinLoader.Result()
        do throws(SkinError) {
            switch try detect() {
            case .skin:
                return nil
            case .schemes(_, let schemes):
                var names = SkinNaming()
                result.skins = schemes.map { scheme in
                    SchemeSkinTable.skin(named: names.unique(scheme.name ?? SkinNaming.fileStem(file)), from: scheme, source: source)
                }
                result.warnings += schemes.flatMap(\.warnings).map { $0.placed(file: file) }
            case .lightDark(_, let light, let dark):
                let name = SkinNaming.slug(light.name ?? SkinNaming.fileStem(file))
                result.skins = [SchemeSkinTable.skin(named: name, light: light, dark: dark, source: source)]
                result.warnings += (light.warnings + dark.warnings).map { $0.placed(file: file) }
            case .swiftTheme(let theme):
                let read = SwiftThemeReader.skin(theme, named: SkinNaming.slug(SkinNaming.fileStem(file)), file: file, source: source)
                result.skins = [read.skin]
                result.warnings += read.warnings
            case .themify(let themes):
                var names = SkinNaming()
                result.skins = themes.map { Skin(name: names.unique($0.name), source: source, colors: $0.colors.mapValues { Dynamic($0) }) }
            case .unknown(let message):
                result.errors.append(SkinError(file: file, message: message))
            }
        } catch {
            result.errors.append(error)
        }
        return result
    }
}
