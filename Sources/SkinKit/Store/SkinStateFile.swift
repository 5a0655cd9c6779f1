import FoundationEssentials

/// The previewer's remembered choice (skin, style, contrast, simulated vision) and the picker's
/// favourites and recently used skins, so that they survive a restart. A file written before
/// `vision`, `favourites` or `recent` existed reads as normal vision and empty lists.
public struct SavedSkinState: Codable, Hashable, Sendable {
    public var skin: String
    /// The chosen style; `unspecified` is `auto`: follow the terminal.
    public var style: UserInterfaceStyle
    public var contrast: Contrast
    public var vision: VisionDeficiency?
    /// Skins marked as favourites in the picker (nil when none).
    public var favourites: [String]?
    /// Skins chosen in the picker, most recent first (nil when none).
    public var recent: [String]?

    public init(
        skin: String, style: UserInterfaceStyle, contrast: Contrast, vision: VisionDeficiency? = nil,
        favourites: [String] = [], recent: [String] = []
    ) {
        self.skin = skin
        self.style = style
        self.contrast = contrast
        self.vision = vision == .normal ? nil : vision
        self.favourites = favourites.isEmpty ? nil : favourites
        self.recent = recent.isEmpty ? nil : recent
    }

    /// The state a JSON object of the three strings (and the optional vision and name lists) holds,
    /// as `Codable` reads it (other keys are ignored), or nil for anything else.
    init?(node: SkinNode?) {
        guard case .dictionary(let table)? = node, case .string(let skin)? = table[CodingKeys.skin.stringValue],
            case .string(let style)? = table[CodingKeys.style.stringValue], let style = UserInterfaceStyle(rawValue: style),
            case .string(let contrast)? = table[CodingKeys.contrast.stringValue], let contrast = Contrast(rawValue: contrast)
        else { return nil }
        var vision: VisionDeficiency?
        if let node = table[CodingKeys.vision.stringValue] {
            guard case .string(let text) = node, let known = VisionDeficiency(rawValue: text) else { return nil }
            vision = known
        }
        func names(_ key: CodingKeys) -> [String]?? {
            guard let node = table[key.stringValue] else { return .some(nil) }
            guard case .array(let items) = node else { return nil }
            var names: [String] = []
            for item in items {
                guard case .string(let name) = item else { return nil }
                names.append(name)
            }
            return .some(names)
        }
        guard let favourites = names(.favourites), let recent = names(.recent) else { return nil }
        self.init(skin: skin, style: style, contrast: contrast, vision: vision, favourites: favourites ?? [], recent: recent ?? [])
    }
}

/// A small JSON state file under `$XDG_STATE_HOME/termskin/` (or `~/.local/state/termskin/`),
/// written atomically: a temporary file in the same folder, then a rename.
public struct SkinStateFile: Sendable {
    /// The file's path, kept as the string it was made from: `URL.path` costs a previewer's start
    /// about 0.4 M instructions (issue 26), and the file is read by path.
    public let path: String

    /// The file as a URL (made on each use: only saving needs one).
    public var url: URL { URL(fileURLWithPath: path) }

    public init(url: URL) { self.path = url.path }

    /// Bytes a state file may hold (one is under 100): a larger one is never read whole.
    public static let maximumBytes = 64 * 1024

    /// The default location for an environment; nil when neither XDG_STATE_HOME nor HOME is set.
    public init?(environment: [String: String]) {
        // One path, not `appendingPathComponent`: its first use makes a `Set<UInt8>`, whose
        // `UInt8: Hashable` check scans every protocol conformance of the binary (a previewer start).
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            path = Self.joined(state, "termskin/state.json")
        } else if let home = environment["HOME"], !home.isEmpty {
            path = Self.joined(home, ".local/state/termskin/state.json")
        } else {
            return nil
        }
    }

    /// `folder` and `rest` with one slash between them.
    private static func joined(_ folder: String, _ rest: String) -> String {
        folder.hasSuffix("/") ? folder + rest : folder + "/" + rest
    }

    /// Why a state file that exists could not be used; the previewer then starts fresh.
    public struct LoadError: Error, Equatable, CustomStringConvertible, Sendable {
        public var path: String
        public var reason: String
        public var description: String { "\(path): \(reason)" }
    }

    /// The saved state; nil when there is none (a fresh start). Throws when the file exists but
    /// cannot be read or is not a state file, so the caller can say so once and go on without it.
    public func load() throws(LoadError) -> SavedSkinState? {
        let data: Data
        do {
            data = try FileReader.read(path, limit: Self.maximumBytes)
        } catch {
            if error.isMissing { return nil }
            throw LoadError(
                path: path,
                reason: error.oversizedBytes == nil
                    ? error.reason
                    : "\(error.reason) for a state file; it is rewritten on exit")
        }
        // The usual file is read without JSONDecoder (whose first use costs the previewer's start);
        // anything else gets JSONDecoder's verdict, as before.
        if let state = SavedSkinState(node: SkinJSONReader.node(data, limits: .standard)) { return state }
        do {
            return try JSONDecoder().decode(SavedSkinState.self, from: data)
        } catch {
            throw LoadError(path: path, reason: "is not a termskin state file (it is rewritten on exit)")
        }
    }

    /// Writes the state atomically (`AtomicFile`: each previewer quitting at the same moment
    /// renames a whole file of its own into place, and the last one wins); the error names the file.
    public func save(_ state: SavedSkinState) throws {
        let folder = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try AtomicFile.write(try encoder.encode(state), to: path)
    }
}
