/// What a theme file that can hold a scheme for each appearance gives: a dark one, a light one, or
/// both (foot's `[colors-dark]` and `[colors-light]`, Ghostty's `theme = light:…,dark:…`, a Ptyxis
/// palette's `[Light]` and `[Dark]`), which are one dynamic skin.
struct LightDarkSchemes {
    var dark: TerminalScheme?
    var light: TerminalScheme?

    /// The file's content: one dynamic skin for both, else the one scheme.
    func content(_ format: ThemeFormat) -> ThemeFileReader.Content {
        if let light, let dark { return .lightDark(format, light: light, dark: dark) }
        return .schemes(format, [dark ?? light].compactMap { $0 })
    }
}
