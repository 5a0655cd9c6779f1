/// One Terminator profile read into a scheme (`TerminatorReader` says what is read). Problems name
/// the profile's key path as the file nests it (`profiles.Dracula.palette`, or `Dracula.palette` for
/// a bare `[[Dracula]]`); a left-out color's warning is at the profile's header line.
struct TerminatorProfile {
    let section: ConfigObjText.Section
    private var warnings: [SkinError] = []

    init(_ section: ConfigObjText.Section) { self.section = section }

    /// The profile's name, or `Terminator default` for the `default` profile every config has: a
    /// skin named `default` would restyle every other skin.
    var name: String {
        let name = section.path.last ?? "default"
        return SkinName.isReserved(name) ? "Terminator \(name)" : name
    }

    consuming func scheme() throws(SkinError) -> TerminalScheme {
        let ansi = try palette()
        let foreground = try color("foreground_color", orTerminators: TerminatorReader.defaultForeground)
        let background = try color("background_color", orTerminators: TerminatorReader.defaultBackground)
        if boolean("use_theme_colors") == true {
            note("use_theme_colors", "Terminator takes the foreground and background from the GTK theme; the profile's own are shown")
        }
        return TerminalScheme(name: name, background: background, foreground: foreground, cursor: try cursor(foreground), ansi: ansi, warnings: warnings)
    }

    /// `cursor_bg_color` (empty: the foreground) with `cursor_color_default = False`; else none.
    private mutating func cursor(_ foreground: RGBColor) throws(SkinError) -> RGBColor? {
        let custom = boolean("cursor_color_default") == false
        let reversed = "; the cursor is drawn in the text's colors reversed"
        if let old = section.values["cursor_color"], !old.text.isEmpty {
            note("cursor_color", "not read by Terminator 2.1.2 and later (cursor_bg_color is, with cursor_color_default = False)" + (custom ? "" : reversed))
        }
        let value = section.values["cursor_bg_color"].flatMap { $0.text.isEmpty ? nil : $0 }
        guard custom else {
            if value != nil { note("cursor_bg_color", "not taken: Terminator uses it only with cursor_color_default = False" + reversed) }
            return nil
        }
        guard let value else { return foreground }
        return try parse(value, key: "cursor_bg_color")
    }

    /// `key`'s value as ConfigObj's validator reads a boolean (`True`, `off`, `1`, …), nil when unset or none.
    private func boolean(_ key: String) -> Bool? {
        switch section.values[key]?.text.lowercased() {
        case "true", "on", "yes", "1": return true
        case "false", "off", "no", "0": return false
        default: return nil
        }
    }

    private mutating func palette() throws(SkinError) -> [RGBColor] {
        guard let value = section.values["palette"] else {
            let defaults = TerminatorReader.defaultPalette.map { RGBColor(hex: $0) }
            let taken = "Terminator's own \(defaults[0].hexString) … \(defaults[15].hexString)"
            warnings.append(
                SkinError(
                    keyPath: section.path + ["palette"], line: section.header, message: SchemeColorText.leftOut("palette", taking: taken, as: "Terminator")))
            return defaults
        }
        // Terminator passes over empty parts (`#000:…:` ends with one).
        let parts = value.text.split(separator: ":").map { String($0).trimmingSpaces }.filter { !$0.isEmpty }
        guard parts.count == 16 else {
            throw SkinError(
                keyPath: section.path + ["palette"], line: value.line,
                message: "\(parts.count) colors; Terminator reads a palette of 16 (\"#RRGGBB:#RRGGBB:…\")\(commentHint(value))")
        }
        var colors: [RGBColor] = []
        for (index, part) in parts.enumerated() {
            guard let color = GdkColorText.parse(part) else {
                throw SkinError(
                    keyPath: section.path + ["palette"], line: value.line,
                    message: "'\(part)' (color \(index)) is not a color (expected \(GdkColorText.notations))")
            }
            colors.append(color)
        }
        return colors
    }

    private mutating func color(_ key: String, orTerminators fallback: UInt32) throws(SkinError) -> RGBColor {
        guard let value = section.values[key] else {
            let message = SchemeColorText.leftOut(key: key, color: RGBColor(hex: fallback), terminal: "Terminator")
            warnings.append(SkinError(keyPath: section.path + [key], line: section.header, message: message))
            return RGBColor(hex: fallback)
        }
        return try parse(value, key: key)
    }

    private func parse(_ value: ConfigObjText.Value, key: String) throws(SkinError) -> RGBColor {
        guard let color = GdkColorText.parse(value.text) else {
            throw SkinError(
                keyPath: section.path + [key], line: value.line,
                message: "'\(value.text)' is not a color (expected \(GdkColorText.notations))\(commentHint(value))")
        }
        return color
    }

    /// For a value ConfigObj cut at an unquoted `#`: how to write it.
    private func commentHint(_ value: ConfigObjText.Value) -> String {
        value.written.hasPrefix("#") ? "; an unquoted # starts a comment: write \"\(value.written)\"" : ""
    }

    private mutating func note(_ key: String, _ message: String) {
        warnings.append(SkinError(keyPath: section.path + [key], line: section.values[key]?.line ?? section.header, message: message))
    }
}
