import FoundationEssentials

/// Which of a skin file's own keys paints which widget part: widget key → the file's key (e.g.
/// `"navBar.background": "导航背景色"`), for every skin of a file and optionally per skin. Lets an
/// app's skin file be previewed as the app ships it.
public struct RoleMap: Hashable, Sendable {
    /// Widget key → own key, for every skin.
    public var shared: [String: String]
    /// Skin name → widget key → own key; laid over `shared` for that skin.
    public var perSkin: [String: [String: String]]

    public init(shared: [String: String] = [:], perSkin: [String: [String: String]] = [:]) {
        self.shared = shared
        self.perSkin = perSkin
    }

    /// The name of the section in a skin file (at the top level for the whole file, or inside a skin).
    public static let sectionName = "Map"
    /// How a map file next to a skin file is named: `CJSkin.plist` → `CJSkin.map.json`.
    public static let fileSuffix = ".map.json"

    public var isEmpty: Bool { shared.isEmpty && perSkin.values.allSatisfy(\.isEmpty) }

    /// The map one skin reads through.
    public func entries(for skinName: String) -> [String: String] {
        shared.merging(perSkin[skinName] ?? [:]) { _, own in own }
    }

    /// This map with `other`'s entries laid over it.
    public func merging(_ other: RoleMap) -> RoleMap {
        var result = self
        result.shared.merge(other.shared) { _, new in new }
        for (skin, entries) in other.perSkin { result.perSkin[skin, default: [:]].merge(entries) { _, new in new } }
        return result
    }

    /// The map file that sits next to a skin file: `<folder>/<name without extension>.map.json`.
    public static func companionPath(of skinFile: String) -> String {
        // A plain `<folder>/<name>.<ext>` is joined as text (a URL cost more than the lookup).
        let name = skinFile.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
        if SkinLoader.isPlainPath(skinFile), let dot = name.lastIndex(of: "."), dot != name.startIndex,
            name[name.index(after: dot)...].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }), name.index(after: dot) != name.endIndex
        {
            return ImageFileLocator.path(String(name[..<dot]) + fileSuffix, in: SkinLoader.folder(of: skinFile))
        }
        let url = URL(fileURLWithPath: skinFile)
        let base = url.deletingPathExtension().lastPathComponent
        return url.deletingLastPathComponent().appendingPathComponent(base + fileSuffix).path
    }

    /// True for a map file name, which a folder scan must not read as a skin file.
    public static func isMapFile(_ name: String) -> Bool { name.lowercased().hasSuffix(fileSuffix) }

    /// Reads a map from a tree: string values map a widget key for every skin; a dictionary value
    /// is the map of the skin with that name. Errors carry their key path.
    public static func decode(_ node: SkinNode, keyPath: [String] = []) -> (map: RoleMap, errors: [SkinError]) {
        guard case .dictionary(let table) = node else {
            return (RoleMap(), [SkinError(keyPath: keyPath, message: "a map must be a dictionary of widget key → your key, found \(node.kindName)")])
        }
        var map = RoleMap()
        var errors: [SkinError] = []
        for key in table.keys.sorted() {
            guard let value = table[key] else { continue }
            switch value {
            case .string(let own):
                map.shared[key] = own
            case .dictionary(let entries):
                for widgetKey in entries.keys.sorted() {
                    if case .string(let own)? = entries[widgetKey] {
                        map.perSkin[key, default: [:]][widgetKey] = own
                    } else {
                        errors.append(SkinError(keyPath: keyPath + [key, widgetKey], message: "a mapped key must be a string (your key's name)"))
                    }
                }
            default:
                errors.append(
                    SkinError(
                        keyPath: keyPath + [key], message: "a map entry is \"widget key\": \"your key\", or a skin name → such entries; found \(value.kindName)"
                    ))
            }
        }
        return (map, errors)
    }

    /// Reads a JSON map file; a missing or broken file is an error naming it.
    public static func load(path: String) -> (map: RoleMap, errors: [SkinError]) {
        let data: Data
        do {
            data = try FileReader.read(path, limit: SkinLimits.standard.maxFileBytes)
        } catch {
            return (RoleMap(), [SkinError(file: path, message: "cannot read the map file: \(error.reason)")])
        }
        // The fast reader when it can (see SkinJSONReader); the general one reads the rest.
        guard
            let node = SkinJSONReader.node(data, limits: .standard)
                ?? (try? JSONObjectReader.object(from: data))
                .flatMap({ try? SkinNode.from(foundation: $0, limits: .standard) })
        else {
            return (RoleMap(), [SkinError(file: path, message: "not a valid JSON map: expected {\"widget key\": \"your key\", …}")])
        }
        let (map, errors) = decode(node)
        let text = String(decoding: data, as: UTF8.self)
        let locator = SourceLocator(text: text, isPlist: false)
        return (map, errors.map { $0.placed(file: path, line: locator.line(of: $0.keyPath)) })
    }

    /// The map as a JSON object, keys sorted, ready to save as a map file.
    public var jsonText: String {
        var lines: [String] = []
        let sharedKeys = shared.keys.sorted()
        let skinNames = perSkin.keys.sorted().filter { !(perSkin[$0]?.isEmpty ?? true) }
        for (index, key) in sharedKeys.enumerated() {
            let comma = index < sharedKeys.count - 1 || !skinNames.isEmpty ? "," : ""
            lines.append("  \(Self.quoted(key)): \(Self.quoted(shared[key] ?? ""))\(comma)")
        }
        for (index, skin) in skinNames.enumerated() {
            let entries = perSkin[skin] ?? [:]
            let keys = entries.keys.sorted()
            lines.append("  \(Self.quoted(skin)): {")
            for (inner, key) in keys.enumerated() {
                lines.append("    \(Self.quoted(key)): \(Self.quoted(entries[key] ?? ""))\(inner < keys.count - 1 ? "," : "")")
            }
            lines.append("  }\(index < skinNames.count - 1 ? "," : "")")
        }
        return "{\n" + lines.joined(separator: "\n") + (lines.isEmpty ? "}" : "\n}")
    }

    /// Saves the map as a JSON map file at `path` (by rename: never half written, never through a link).
    public func write(to path: String) throws(AtomicFile.WriteError) {
        try AtomicFile.write(Data((jsonText + "\n").utf8), to: path)
    }

    private static func quoted(_ text: String) -> String { JSONText.quoted(text) }
}
