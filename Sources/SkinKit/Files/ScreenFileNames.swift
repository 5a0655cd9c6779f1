import FoundationEssentials

/// How screen files are named: `NAME.screen.json`, kept in `Screens` folders. The skin folder scan
/// passes them over; the previewer, `shot`, `test` and lint read them as screens.
public enum ScreenFileNames {
    /// The folder name screens are kept in (`./Screens`, and in or beside a skins folder).
    public static let folder = "Screens"
    /// The file name suffix of a screen file.
    public static let suffix = ".screen.json"

    /// True for a screen file's name or path.
    public static func isScreenFile(_ name: String) -> Bool { name.lowercased().hasSuffix(suffix) }

    /// The largest screen file read.
    public static let byteLimit = 4 << 20

    /// The screen files of a folder, sorted by name (none when it cannot be read).
    public static func files(inFolder folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter(isScreenFile).sorted().map { folder.hasSuffix("/") ? folder + $0 : folder + "/" + $0 }
    }

    /// A screen file's text, read as every input is (a regular file within `byteLimit`), or why not.
    public static func read(_ path: String) -> Result<String, SkinError> {
        do {
            let data = try FileReader.read(path, limit: byteLimit)
            return .success(String(decoding: data, as: UTF8.self))
        } catch {
            return .failure(SkinError(file: path, message: error.reason))
        }
    }
}
