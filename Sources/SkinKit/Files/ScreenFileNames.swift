/// How screen files are named: `NAME.screen.json`, kept in `Screens` folders. The skin folder scan
/// passes them over; the previewer, `shot`, `test` and lint read them as screens.
public enum ScreenFileNames {
    /// The folder name screens are kept in (`./Screens`, and in or beside a skins folder).
    public static let folder = "Screens"
    /// The file name suffix of a screen file.
    public static let suffix = ".screen.json"

    /// True for a screen file's name or path.
    public static func isScreenFile(_ name: String) -> Bool { name.lowercased().hasSuffix(suffix) }
}
