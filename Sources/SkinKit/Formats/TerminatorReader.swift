/// Terminator's config (`~/.config/terminator/config`, ConfigObj: `ConfigObjText`): each profile,
/// `[profiles]` → `[[name]]` (or a bare `[[name]]`, as iTerm2-Color-Schemes' `.config` files hold
/// one to paste under `[profiles]`), is one scheme named after it; `[global_config]`,
/// `[keybindings]`, `[layouts]` and `[plugins]` are passed over. Read from a profile:
/// `palette` (16 colors, `:`-separated), `foreground_color`, `background_color`, and the cursor as
/// Terminator 2.1.2 and later take it: `cursor_bg_color` (else the foreground) only with
/// `cursor_color_default = False`, otherwise the text's colors reversed (none taken; an older key
/// `cursor_color` is read by no Terminator since: a warning says so). Colors as GTK reads them
/// (`GdkColorText`). What a profile leaves out is Terminator's own (`DEFAULTS['profiles']['default']`
/// in `terminatorlib/config.py`, gnome-terminator/terminator 2a57c1cf), with a warning: a profile
/// that sets no color is Terminator's default look, and a config with no profile is an error.
enum TerminatorReader {
    static let defaultPalette: [UInt32] = [
        0x2E3436, 0xCC0000, 0x4E9A06, 0xC4A000, 0x3465A4, 0x75507B, 0x06989A, 0xD3D7CF,
        0x555753, 0xEF2929, 0x8AE234, 0xFCE94F, 0x729FCF, 0xAD7FA8, 0x34E2E2, 0xEEEEEC,
    ]
    static let defaultBackground: UInt32 = 0x000000
    static let defaultForeground: UInt32 = 0xAAAAAA
    static let profilesSection = "profiles"
    /// The keys that set a profile's colors.
    static let colorKeys: Set<String> = ["palette", "foreground_color", "background_color", "cursor_bg_color", "cursor_color"]

    /// True for a config's `[global_config]` (Terminator writes one, if empty), or a profile (under
    /// `[profiles]`, or a bare `[[name]]`) that sets a color.
    static func matches(_ text: String) -> Bool {
        var names: [String] = []
        var inProfile = false
        for line in LeadingLines.of(text, count: 400) {
            let trimmed = String(line).trimmingSpaces
            if trimmed.hasPrefix("#") { continue }
            if let (depth, name) = ConfigObjText.header(trimmed) {
                names = Array(names.prefix(depth - 1)) + [name]
                if names == ["global_config"] { return true }
                inProfile = depth == 2 && (names.count == 1 || names.first == profilesSection)
            } else if inProfile, let (key, _) = ConfigObjText.entry(trimmed), colorKeys.contains(key) {
                return true
            }
        }
        return false
    }

    /// A profile: under `[profiles]`, or a depth-2 section with no parent.
    static func isProfile(_ section: ConfigObjText.Section) -> Bool {
        section.depth == 2 && (section.path.count == 1 || (section.path.count == 2 && section.path[0] == profilesSection))
    }

    static func read(_ text: String) throws(SkinError) -> [TerminalScheme] {
        let profiles = ConfigObjText.sections(text).filter(isProfile)
        guard !profiles.isEmpty else {
            throw SkinError(message: "a Terminator config without a profile ([profiles] with a [[name]] in it): no colors to read")
        }
        var schemes: [TerminalScheme] = []
        for profile in profiles { schemes.append(try TerminatorProfile(profile).scheme()) }
        return schemes
    }
}
