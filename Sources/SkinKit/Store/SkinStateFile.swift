import Foundation

/// The previewer's remembered choice (skin, style, contrast), so that it survives a restart.
public struct SavedSkinState: Codable, Hashable, Sendable {
    public var skin: String
    public var style: UserInterfaceStyle
    public var contrast: Contrast

    public init(skin: String, style: UserInterfaceStyle, contrast: Contrast) {
        self.skin = skin
        self.style = style
        self.contrast = contrast
    }
}

/// A small JSON state file under `$XDG_STATE_HOME/termskin/` (or `~/.local/state/termskin/`),
/// written atomically: a temporary file in the same folder, then a rename.
public struct SkinStateFile: Sendable {
    public let url: URL

    public init(url: URL) { self.url = url }

    /// The default location for an environment; nil when neither XDG_STATE_HOME nor HOME is set.
    public init?(environment: [String: String]) {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            url = URL(fileURLWithPath: state).appendingPathComponent("termskin/state.json")
        } else if let home = environment["HOME"], !home.isEmpty {
            url = URL(fileURLWithPath: home).appendingPathComponent(".local/state/termskin/state.json")
        } else {
            return nil
        }
    }

    /// The saved state, or nil when there is none or it cannot be read (a fresh start, not an error).
    public func load() -> SavedSkinState? {
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        return try? JSONDecoder().decode(SavedSkinState.self, from: data)
    }

    /// Writes the state atomically.
    public func save(_ state: SavedSkinState) throws {
        let folder = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data = try encoder.encode(state)
        let temporary = folder.appendingPathComponent(".state.json.\(ProcessInfo.processInfo.processIdentifier).tmp")
        try data.write(to: temporary)
        if rename(temporary.path, url.path) != 0 {
            let code = errno
            try? FileManager.default.removeItem(at: temporary)
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path, "errno": code])
        }
    }
}
