import Foundation

/// Reads skin files — JSON, or XML/binary property lists in the seed's `CJSkin.plist` layout — from
/// data, files and folders, collecting every error with its file, key path and line.
public struct SkinLoader: Sendable {
    public var parsers: ValueParserRegistry
    /// Bounds on file size, nesting, entries, macro work and value length.
    public var limits: SkinLimits

    public init(parsers: ValueParserRegistry = .standard, limits: SkinLimits = .standard) {
        self.parsers = parsers
        self.limits = limits
    }

    /// What a load produced: the skins that decoded and every error met on the way.
    public struct Result: Sendable {
        public var skins: [Skin] = []
        public var errors: [SkinError] = []
        public init() {}
        public mutating func append(_ other: Result) {
            skins += other.skins
            errors += other.errors
        }
    }

    /// Loads a file, or every skin file in a folder.
    public func load(path: String, inheritedDefines: [String: String] = [:]) -> Result {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            var result = Result()
            result.errors.append(SkinError(file: path, message: "no such file or folder"))
            return result
        }
        if isDirectory.boolValue { return loadDirectory(path, inheritedDefines: inheritedDefines) }
        return loadFile(path, inheritedDefines: inheritedDefines)
    }

    /// Loads `*.json` and `*.plist` in a folder (sorted by name), and `CJSkin.plist` or `skins.json`
    /// inside its sub-folders (an unpacked skin archive). Other files are image art and ignored.
    public func loadDirectory(_ path: String, inheritedDefines: [String: String] = [:]) -> Result {
        var result = Result()
        let entries: [String]
        do {
            entries = try FileManager.default.contentsOfDirectory(atPath: path).sorted()
        } catch {
            result.errors.append(SkinError(file: path, message: "cannot read the folder: \(error.localizedDescription)"))
            return result
        }
        for entry in entries where !entry.hasPrefix(".") {
            let child = (path as NSString).appendingPathComponent(entry)
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: child, isDirectory: &isDirectory)
            if isDirectory.boolValue {
                for name in ["CJSkin.plist", "skins.json"] {
                    let manifest = (child as NSString).appendingPathComponent(name)
                    if FileManager.default.fileExists(atPath: manifest) {
                        result.append(loadFile(manifest, inheritedDefines: inheritedDefines))
                    }
                }
            } else if Self.isSkinFile(entry) {
                result.append(loadFile(child, inheritedDefines: inheritedDefines))
            }
        }
        return result
    }

    /// True for names a folder scan reads as skin files.
    public static func isSkinFile(_ name: String) -> Bool {
        let lower = name.lowercased()
        return lower.hasSuffix(".json") || lower.hasSuffix(".plist")
    }

    /// Loads one file.
    public func loadFile(_ path: String, inheritedDefines: [String: String] = [:]) -> Result {
        if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int, size > limits.maxFileBytes {
            var result = Result()
            result.errors.append(tooLarge(bytes: size, file: path))
            return result
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            var result = Result()
            result.errors.append(SkinError(file: path, message: "cannot read the file"))
            return result
        }
        return load(data: data, file: path, baseDirectory: URL(fileURLWithPath: path).deletingLastPathComponent(),
                    inheritedDefines: inheritedDefines)
    }

    /// Loads skins from the bytes of a JSON or property-list file; `file` names it in errors.
    public func load(data: Data, file: String?, baseDirectory: URL? = nil, inheritedDefines: [String: String] = [:],
                     source: SkinSource? = nil) -> Result {
        var result = Result()
        guard data.count <= limits.maxFileBytes else {
            result.errors.append(tooLarge(bytes: data.count, file: file))
            return result
        }
        let text = String(decoding: data, as: UTF8.self)
        let trimmed = text.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
        let isPlist = trimmed.hasPrefix("<") || data.starts(with: Array("bplist".utf8))
            || (file?.lowercased().hasSuffix(".plist") ?? false)
        let root: SkinNode
        do {
            root = try isPlist ? parsePlist(data) : parseJSON(data, text: text)
        } catch {
            let line = error.keyPath.isEmpty ? nil : SourceLocator(text: text, isPlist: isPlist).line(of: error.keyPath)
            result.errors.append(error.placed(file: file, line: line))
            return result
        }
        let decoder = SkinDecoder(parsers: parsers, source: source ?? file.map(SkinSource.file) ?? .code,
                                  baseDirectory: baseDirectory, inheritedDefines: inheritedDefines, limits: limits)
        let decoded = decoder.decode(root)
        result.skins = decoded.skins
        if !decoded.errors.isEmpty {
            // Built once for all errors: each lookup then costs a few dictionary reads, not a scan.
            let locator = SourceLocator(text: text, isPlist: isPlist)
            result.errors = decoded.errors.map { $0.placed(file: file, line: locator.line(of: $0.keyPath)) }
        }
        return result
    }

    /// Decodes skins from a tree built in code (a run-time update).
    public func load(node: SkinNode, inheritedDefines: [String: String] = [:]) -> Result {
        let decoder = SkinDecoder(parsers: parsers, source: .code, baseDirectory: nil, inheritedDefines: inheritedDefines,
                                  limits: limits)
        let decoded = decoder.decode(node)
        var result = Result()
        result.skins = decoded.skins
        result.errors = decoded.errors
        return result
    }

    private func tooLarge(bytes: Int, file: String?) -> SkinError {
        SkinError(file: file, message: "the file is \(bytes) bytes; skin files may be at most "
            + "\(SkinLimits.describe(bytes: limits.maxFileBytes)) (split it into several files in one folder)")
    }

    private func parseJSON(_ data: Data, text: String) throws(SkinError) -> SkinNode {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data, options: [])
        } catch {
            let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "invalid JSON"
            if let range = detail.range(of: #"character (\d+)"#, options: .regularExpression),
               let offset = Int(detail[range].dropFirst("character ".count)) {
                let place = SourceLocator.lineAndColumn(ofOffset: offset, in: text)
                let reason = detail.replacingOccurrences(of: #" around (line \d+, column \d+|character \d+)\.?"#, with: "", options: .regularExpression)
                throw SkinError(line: place.line, column: place.column,
                                message: "not valid JSON (\(reason.lowercased())); a skin file is a JSON object or an XML property list")
            }
            throw SkinError(message: "not valid JSON: \(detail)")
        }
        return try SkinNode.from(foundation: object, limits: limits)
    }

    private func parsePlist(_ data: Data) throws(SkinError) -> SkinNode {
        let object: Any
        do {
            object = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "unreadable property list"
            var line: Int?
            if let range = detail.range(of: #"line (\d+)"#, options: .regularExpression) {
                line = Int(detail[range].dropFirst("line ".count))
            }
            throw SkinError(line: line, message: "not a valid property list: \(detail)")
        }
        return try SkinNode.from(foundation: object, limits: limits)
    }
}
