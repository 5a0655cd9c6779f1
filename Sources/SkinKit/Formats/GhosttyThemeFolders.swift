import FoundationEssentials

/// Where Ghostty finds a theme by name (its `theme` option): the `themes` folder of its
/// configuration (`$XDG_CONFIG_HOME/ghostty/themes`, `~/.config/ghostty/themes`), then of its
/// resources (`$GHOSTTY_RESOURCES_DIR/themes`, or where Linux installs put them:
/// `/usr/share/ghostty/themes`, `/usr/local/share/ghostty/themes`, `~/.local/share/ghostty/themes`).
/// An absolute path is that file.
struct GhosttyThemeFolders: Sendable {
    var folders: [String]

    /// The folders for this process's environment.
    static var standard: GhosttyThemeFolders { GhosttyThemeFolders(environment: ProcessInfo.processInfo.environment) }

    init(folders: [String]) { self.folders = folders }

    init(environment: [String: String]) {
        var folders: [String] = []
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 }
        if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
            folders.append(config + "/ghostty/themes")
        } else if let home {
            folders.append(home + "/.config/ghostty/themes")
        }
        if let resources = environment["GHOSTTY_RESOURCES_DIR"], resources.hasPrefix("/") { folders.append(resources + "/themes") }
        folders += ["/usr/share/ghostty/themes", "/usr/local/share/ghostty/themes"]
        if let home { folders.append(home + "/.local/share/ghostty/themes") }
        self.folders = folders
    }

    /// The path and text of theme `name`, or an error at the `theme` line saying where it was looked for.
    func theme(named name: String, for entry: GhosttyReader.Entry) throws(SkinError) -> (path: String, text: String) {
        let candidates = name.hasPrefix("/") ? [name] : name.contains("/") ? [] : folders.map { $0 + "/" + name }
        for path in candidates {
            do {
                let data = try FileReader.read(path, limit: Self.maximumBytes)
                return (path, String(decoding: data, as: UTF8.self))
            } catch {
                if error.isMissing { continue }
                throw SkinError(keyPath: [GhosttyReader.themeKey], line: entry.line, message: "theme '\(name)': \(path): \(error.reason)")
            }
        }
        let looked = name.hasPrefix("/") ? "no such file" : "not in " + folders.joined(separator: ", ")
        throw SkinError(keyPath: [GhosttyReader.themeKey], line: entry.line, message: "theme '\(name)' \(looked)")
    }

    /// A theme file is a small config file; anything larger is not read.
    static let maximumBytes = 1024 * 1024
}
