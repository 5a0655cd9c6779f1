/// GNOME Terminal profiles as `dconf dump` writes them (`dconf dump /org/gnome/terminal/legacy/profiles:/`,
/// or a dump of one profile, `[/]`, or of a parent path): one scheme a section that sets a color
/// or a name, named by its `visible-name`. Values are GVariant text (`'rgb(40,42,54)'`,
/// `['#000000', …]`, `false`); a dump leaves out what is the default, so what a profile leaves out
/// is GNOME Terminal's own (`src/org.gnome.Terminal.gschema.xml`, GNOME/gnome-terminal 707ccd1e),
/// without a warning: `foreground-color` #1E1E1E, `background-color` #FFFFFF, its palette, and
/// `use-theme-colors` true, with which GNOME Terminal takes the foreground and background from
/// the desktop's theme (a warning: the profile's own are shown). The cursor and selection are read
/// only with `cursor-colors-set` / `highlight-colors-set` true; colors as GTK reads them.
enum GNOMETerminalReader {
    static let defaultForeground: UInt32 = 0x1E1E1E
    static let defaultBackground: UInt32 = 0xFFFFFF
    static let defaultPalette: [UInt32] = [
        0x1E1E1E, 0xC01C28, 0x26A269, 0xA2734C, 0x12488B, 0xA347BA, 0x2AA1B3, 0xCFCFCF,
        0x5D5D5D, 0xF66151, 0x33D17A, 0xE9AD0C, 0x2A7BDE, 0xC061CB, 0x33C7DE, 0xFFFFFF,
    ]
    static let profileKeys: Set<String> = ["palette", "foreground-color", "background-color", "visible-name"]

    /// True for a dump with a section that sets a profile's palette or colors in GVariant text.
    static func matches(_ text: String) -> Bool {
        var inSection = false
        for line in LeadingLines.of(text, count: 400) {
            let trimmed = String(line).trimmingSpaces
            if trimmed.hasPrefix("["), trimmed.hasSuffix("]") {
                inSection = true
            } else if inSection, trimmed.hasPrefix("palette=[") || trimmed.hasPrefix("background-color='") || trimmed.hasPrefix("foreground-color='") {
                return true
            }
        }
        return false
    }

    /// The dump's profile sections (GLib's INI, `KeyFileText`), in the file's order: a dump of one
    /// profile (`[/]`), of the profile list (`[:uuid]`) or of a path above it
    /// (`[legacy/profiles:/:uuid]`); other apps' sections of a whole dump are not read.
    static func sections(_ text: String) -> [(path: String, group: KeyFileText.Group)] {
        KeyFileText.groups(text).filter { path, group in
            (path == "/" || path.hasPrefix(":") || path.contains("profiles")) && !profileKeys.isDisjoint(with: group.values.keys)
        }
        .map { (path: $0.key, group: $0.value) }.sorted { $0.group.header < $1.group.header }
    }

    static func read(_ text: String) throws(SkinError) -> [TerminalScheme] {
        let profiles = sections(text)
        guard !profiles.isEmpty else { throw SkinError(message: "no GNOME Terminal profile here sets a color or a name") }
        return try profiles.map { (section) throws(SkinError) in try scheme(section.group, path: section.path) }
    }

    private static func scheme(_ section: KeyFileText.Group, path: String) throws(SkinError) -> TerminalScheme {
        let keyPath = [path]
        func problem(_ key: String, _ message: String) -> SkinError {
            SkinError(keyPath: keyPath + [key], line: section.values[key]?.line ?? section.header, message: message)
        }
        func string(_ key: String) throws(SkinError) -> String? {
            guard let value = section.values[key] else { return nil }
            guard let read = GVariantText.string(value.text) else { throw problem(key, "'\(value.text)' is not a GVariant string") }
            return read
        }
        func color(_ key: String) throws(SkinError) -> RGBColor? {
            guard let text = try string(key) else { return nil }
            guard let read = GdkColorText.parse(text) else { throw problem(key, "'\(text)' is not a color (expected \(GdkColorText.notations))") }
            return read
        }
        func flag(_ key: String, default fallback: Bool) -> Bool { section.values[key].map { $0.text == "true" } ?? fallback }
        var ansi = defaultPalette.map { RGBColor(hex: $0) }
        if let value = section.values["palette"] {
            guard let entries = GVariantText.strings(value.text) else { throw problem("palette", "not a GVariant array of strings") }
            guard entries.count == 16 else { throw problem("palette", "\(entries.count) colors; TermSkin reads a palette of 16") }
            for (index, entry) in entries.enumerated() {
                guard let read = GdkColorText.parse(entry) else {
                    throw problem("palette", "'\(entry)' (color \(index)) is not a color (expected \(GdkColorText.notations))")
                }
                ansi[index] = read
            }
        }
        var warnings: [SkinError] = []
        if flag("use-theme-colors", default: true) {
            warnings.append(
                SkinError(
                    keyPath: keyPath + ["use-theme-colors"], line: section.values["use-theme-colors"]?.line ?? section.header,
                    message: "GNOME Terminal takes the foreground and background from the desktop's theme: the profile's own shown"))
        }
        let (cursor, selection) = (try color("cursor-background-color"), try color("highlight-background-color"))
        return TerminalScheme(
            name: try string("visible-name"), background: try color("background-color") ?? RGBColor(hex: defaultBackground),
            foreground: try color("foreground-color") ?? RGBColor(hex: defaultForeground),
            cursor: flag("cursor-colors-set", default: false) ? cursor : nil,
            selection: flag("highlight-colors-set", default: false) ? selection : nil, ansi: ansi, warnings: warnings)
    }
}
