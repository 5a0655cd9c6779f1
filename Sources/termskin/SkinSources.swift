import FoundationEssentials
import SkinKit

/// Where skins come from, as plain values: the `--skins-dir` folders (default `./Skins` when it
/// exists), the `--map` file and `--no-guess`. `SkinOptions` declares the options; the quick command line fills
/// this directly.
struct SkinSources: Equatable {
    /// The folder read when no `--skins-dir` is given (and it exists).
    static let defaultFolder = "Skins"

    var skinsDirectories: [String] = []
    var mapFile: String?
    /// `--no-guess`: a file whose own keys no widget reads previews as `default` instead of through a guessed map.
    var noGuess = false
    /// `--screens-dir` folders (or files) of screen files, read besides `./Screens` and the
    /// `Screens` folders inside and beside each skins folder.
    var screensDirectories: [String] = []

    /// The folders to read: the ones given, else `./Skins` when it exists.
    var paths: [String] {
        if !skinsDirectories.isEmpty { return skinsDirectories }
        var isDirectory = false
        return FileManager.default.fileExists(atPath: Self.defaultFolder, isDirectory: &isDirectory) && isDirectory ? [Self.defaultFolder] : []
    }

    /// The skins these sources name: the one load every command that previews (the previewer, `shot`,
    /// `list`, `test`) makes, guessing maps unless `--map` or `--no-guess` says otherwise. With
    /// `showing` (a start: the previewer, `shot`), only the skins shown and `default` are read;
    /// the other skin files are indexed (cached under `$XDG_CACHE_HOME/termskin/index`) and read
    /// on first use. `trustFolders: false` (a reload) looks at every file's size and time.
    func load(
        loader: SkinLoader = SkinLoader(), showing: Set<String>? = nil, trustFolders: Bool = true,
        environment: [String: String] = ProcessEnvironment.current
    ) -> SkinLibrary {
        SkinLibrary.load(
            paths: paths, mapFile: mapFile, guessing: noGuess || mapFile != nil ? nil : .declared(), loader: loader,
            showing: showing, indexCache: showing == nil ? nil : SkinIndexCache(environment: environment),
            trustFolders: trustFolders)
    }
}
