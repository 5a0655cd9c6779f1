/// The theme file formats read besides TermSkin's own skins, in the order detection tries them
/// (but termite's `[colors]` before the TOML ones, termframe, FreeBSD vt, electerm, wayst and tilda, whose
/// files name what only they use, before Alacritty, and a Terminator file that opens like JSON,
/// `[[0x96f]]`, when it is no JSON).
public enum ThemeFormat: String, CaseIterable, Sendable {
    case iTerm2 = "iTerm2 .itermcolors"
    case terminalApp = "Terminal.app .terminal"
    case windowsTerminal = "Windows Terminal JSON"
    case vscode = "VS Code color theme/settings JSON"
    case tilix = "Tilix scheme JSON"
    case royalTS = "Royal TS .termcolors"
    case cosmicTerm = "cosmic-term .ron"
    case base16 = "base16/base24 YAML"
    case gogh = "Gogh YAML"
    case foot = "foot .ini"
    case rio = "Rio TOML"
    case wezterm = "WezTerm TOML"
    case alacritty = "Alacritty TOML"
    case kitty = "kitty .conf"
    case ghostty = "Ghostty theme"
    case termux = "Termux colors.properties"
    case xresources = "X resources"
    case xrdbDefines = "xrdb #define colors"
    case konsole = "Konsole .colorscheme"
    case termite = "termite config"
    case terminator = "Terminator config"
    case xfceTerminal = "xfce4-terminal .theme"
    case ptyxis = "Ptyxis .palette"
    case putty = "PuTTY session or .reg"
    case gnomeTerminal = "GNOME Terminal dconf dump"
    case swiftTheme = "SwiftTheme plist/JSON"
    case themify = "themify plist"
    case mobaXterm = "MobaXterm .ini"
    case lxTerminal = "LXTerminal .conf"
    case remmina = "Remmina .colors"
    case oscScript = "OSC color script .sh"
    case base16Shell = "base16-shell script"
    case pantheonTerminal = "Pantheon Terminal dconf script"
    case termframe = "termframe .toml"
    case wayst = "wayst config"
    case freeBSDVT = "FreeBSD vt loader.conf"
    case electerm = "electerm theme .txt"
    case tilda = "tilda config"

    /// The name used in messages and the README's formats table.
    public var displayName: String { rawValue }

    /// File extensions a folder scan reads as skins or themes (content decides the format); `""`
    /// is a file without one, as Ghostty's themes are named (`Dracula`); `theme` is xfce4-terminal's.
    public static let scannedExtensions: Set<String> = [
        "json", "plist", "itermcolors", "terminal", "colorscheme", "yaml", "yml", "toml", "conf", "ini", "properties", "theme", "palette", "",
        "colors", "xrdb", "termcolors", "ron",
        "sh",
    ]

    /// What a folder scan reads, for messages: `*.conf, …, *.yml and files without an extension`.
    public static var scannedFilesDescription: String {
        scannedExtensions.filter { !$0.isEmpty }.sorted().map { "*.\($0)" }.joined(separator: ", ")
            + (scannedExtensions.contains("") ? " and files without an extension" : "")
    }

    /// Extensions that are only ever TermSkin skins or these themes: an unreadable one is an error.
    /// Others (`.yaml`, `.toml`, `.conf`, `.theme`, `.palette`; `.colors`, Remmina's and KDE's color
    /// schemes; `.xrdb`, X resources of any kind; `.ron`, many Rust programs' settings; `.sh`, shell
    /// scripts, most of which set no colors) are common for unrelated files and are skipped instead.
    static let definiteExtensions: Set<String> = ["json", "plist", "itermcolors", "terminal", "colorscheme", "termcolors"]

    /// The one line for a file that is none of the formats: their count and where they are listed
    /// (every name here made the line over 700 characters, repeated for each file of a folder).
    public static var triedFormatsMessage: String {
        "not a skin or a known theme format (tried: TermSkin JSON/plist skins and the \(allCases.count) theme formats "
            + "that `termskin import --help` lists)"
    }
}
