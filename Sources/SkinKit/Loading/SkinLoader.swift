import FoundationEssentials

/// Reads skin files — JSON, or XML/binary property lists in the seed's `CJSkin.plist` layout — from
/// data, files and folders, collecting every error with its file, key path and line.
public struct SkinLoader: Sendable {
    public var parsers: ValueParserRegistry
    /// Downloaded images: a URL image found here is loaded with its pixels (nil: URLs stay placeholders).
    public var imageCache: ImageCache?
    /// Bounds on file size, nesting, entries, macro work and value length.
    public var limits: SkinLimits

    public init(parsers: ValueParserRegistry = .standard, imageCache: ImageCache? = nil, limits: SkinLimits = .standard) {
        self.parsers = parsers
        self.imageCache = imageCache
        self.limits = limits
    }

    /// What a load produced: the skins that decoded and every error met on the way.
    public struct Result: Sendable {
        public var skins: [Skin] = []
        public var errors: [SkinError] = []
        /// Problems that do not stop a skin from loading (an image file that is not there).
        public var warnings: [SkinError] = []
        /// Files a folder scan did not read, and why.
        public var skipped: [SkippedFile] = []
        public init() {}
        public mutating func append(_ other: Result) {
            skins += other.skins
            errors += other.errors
            warnings += other.warnings
            skipped += other.skipped
        }
    }

    /// Loads a file, an asset catalog (a `.xcassets` folder: one skin), or every skin file in a folder.
    public func load(path: String, inheritedDefines: [String: String] = [:]) -> Result {
        var isDirectory = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            var result = Result()
            result.errors.append(SkinError(file: path, message: "no such file or folder"))
            return result
        }
        if isDirectory, !AssetCatalogReader.isCatalog(path) { return loadDirectory(path, inheritedDefines: inheritedDefines) }
        return loadFile(path, inheritedDefines: inheritedDefines)
    }

    /// Loads skin and theme files in a folder (sorted by name; `ThemeFormat.scannedExtensions`),
    /// `CJSkin.plist` or `skins.json` inside its sub-folders (an unpacked skin archive), and each
    /// asset catalog (`Foo.xcassets`, one skin). Other files
    /// are listed in `skipped` with the reason.
    public func loadDirectory(_ path: String, inheritedDefines: [String: String] = [:]) -> Result {
        var result = Result()
        do {
            let scan = try Self.scan(directory: path)
            result.skipped += scan.skipped
            for file in scan.files {
                result.append(loadScanned(file, inheritedDefines: inheritedDefines))
            }
        } catch {
            result.errors.append(error)
        }
        result.skipped.sort { $0.path < $1.path }
        return result
    }

    /// The skin files a folder scan reads, in load order (what `loadDirectory` loads, for tools
    /// that look at each file on its own, such as lint).
    public static func skinFiles(inDirectory path: String) throws(SkinError) -> [String] {
        if AssetCatalogReader.isCatalog(path) { return [path] }
        return try scan(directory: path).files
    }

    /// The files of a folder to read — skin and theme files, and the manifest of each unpacked
    /// archive folder — and the entries passed over with the reason (role map files are read as
    /// maps, not listed).
    static func scan(directory path: String) throws(SkinError) -> (files: [String], skipped: [SkippedFile]) {
        let entries: [String]
        do {
            entries = try FileManager.default.contentsOfDirectory(atPath: path).sorted()
        } catch {
            throw SkinError(file: path, message: "cannot read the folder: \(SystemReason.of(error))")
        }
        var files: [String] = []
        var skipped: [SkippedFile] = []
        for entry in entries where !entry.hasPrefix(".") {
            let child = PathName.joined(path, entry)
            var isDirectory = false
            _ = FileManager.default.fileExists(atPath: child, isDirectory: &isDirectory)
            if isDirectory, entry == ScreenFileNames.folder {
                continue
            } else if isDirectory, AssetCatalogReader.isCatalog(entry) {
                files.append(child)
            } else if isDirectory {
                let manifests = SkinArchive.manifests(in: child)
                files += manifests
                if manifests.isEmpty, !entry.hasSuffix(".bundle") {
                    skipped.append(SkippedFile(path: child, reason: SkippedFile.folderReason))
                }
            } else if RoleMap.isMapFile(entry.lowercased()) || ScreenFileNames.isScreenFile(entry) {
                continue
            } else if let reason = SkippedFile.reasonByExtension(entry) {
                skipped.append(SkippedFile(path: child, reason: reason))
            } else {
                files.append(child)
            }
        }
        return (files, skipped)
    }

    /// True for names a folder scan reads as skin or theme files (`ThemeFormat.scannedExtensions`);
    /// role map files (`<name>.map.json`) are read as maps instead.
    public static func isSkinFile(_ name: String) -> Bool {
        SkippedFile.reasonByExtension(name) == nil && !RoleMap.isMapFile(name.lowercased())
    }

    /// Loads one file (or one asset catalog folder), reading its skins through the map file next to
    /// it (`<name>.map.json`) if any.
    public func loadFile(_ path: String, inheritedDefines: [String: String] = [:]) -> Result {
        loadFile(path, inheritedDefines: inheritedDefines, passingOverOthers: false)
    }

    /// A file a folder scan found, loaded; passed over with the reason (in `skipped`) when its
    /// extension is one other tools use too (`.conf`, `.ini`, none, …) and it is none of the
    /// formats, is binary or is over the size limit, rather than reported as an error.
    func loadScanned(_ path: String, inheritedDefines: [String: String]) -> Result {
        let name = String(path.split(separator: "/").last ?? "")
        let loaded = loadFile(path, inheritedDefines: inheritedDefines, passingOverOthers: !SkippedFile.isDefinite(name))
        guard let reason = SkippedFile.reasonForUnrecognized(loaded, name: name) else { return loaded }
        var result = Result()
        result.skipped.append(SkippedFile(path: path, reason: reason))
        return result
    }

    /// `passingOverOthers`: a binary file or one over the size limit is skipped, not an error.
    private func loadFile(_ path: String, inheritedDefines: [String: String], passingOverOthers: Bool) -> Result {
        if AssetCatalogReader.isCatalog(path) {
            var result = AssetCatalogReader(limits: limits).read(catalog: path)
            applyCompanionMap(of: AssetCatalogReader.trimmed(path), to: &result)
            return result
        }
        let data: Data
        var result = Result()
        do {
            data = try FileReader.read(path, limit: limits.maxFileBytes)
        } catch {
            if passingOverOthers, error.oversizedBytes != nil {
                result.skipped.append(SkippedFile(path: path, reason: SkippedFile.overLimitReason(limits.maxFileBytes)))
            } else {
                result.errors.append(error.oversizedBytes.map { tooLarge(bytes: $0, file: path) } ?? SkinError(file: path, message: error.reason))
            }
            return result
        }
        if passingOverOthers, SkippedFile.isBinary(data) {
            result.skipped.append(SkippedFile(path: path, reason: SkippedFile.binaryReason))
            return result
        }
        result = load(data: data, file: path, folder: Self.folder(of: path), inheritedDefines: inheritedDefines, source: nil)
        applyCompanionMap(of: path, to: &result)
        return result
    }

    /// Reads `result`'s skins through the map file beside `path` (`<name>.map.json`), if there is one.
    private func applyCompanionMap(of path: String, to result: inout Result) {
        let companion = RoleMap.companionPath(of: path)
        guard FileManager.default.fileExists(atPath: companion) else { return }
        let (map, errors) = RoleMap.load(path: companion)
        result.errors += errors
        result.skins = result.skins.map { $0.mapped(through: map) }
    }

    /// Loads skins from the bytes of a JSON or property-list file; `file` names it in errors.
    public func load(
        data: Data, file: String?, baseDirectory: URL? = nil, inheritedDefines: [String: String] = [:],
        source: SkinSource? = nil
    ) -> Result {
        load(data: data, file: file, folder: baseDirectory?.path, inheritedDefines: inheritedDefines, source: source)
    }

    /// The folder of a skin file, as `URL(fileURLWithPath:).deletingLastPathComponent().path` names
    /// it (absolute, standardized); plain paths are joined as text, since URLs cost more than a file's
    /// image lookups. Paths with `.`, `..`, `//` or a trailing `/` take the URL way.
    static func folder(of path: String) -> String {
        guard let absolute = plainAbsolutePath(path) else { return URL(fileURLWithPath: path).deletingLastPathComponent().path }
        guard let slash = absolute.lastIndex(of: "/"), slash != absolute.startIndex else { return "/" }
        return String(absolute[..<slash])
    }

    /// A plain path (see `isPlainPath`) made absolute against the current folder, as
    /// `URL(fileURLWithPath:).path` gives it; nil for any other path.
    static func plainAbsolutePath(_ path: String) -> String? {
        guard isPlainPath(path) else { return nil }
        if path.hasPrefix("/") { return path }
        let directory = FileManager.default.currentDirectoryPath
        return (directory.hasSuffix("/") ? directory : directory + "/") + path
    }

    /// True for a path without `.` or `..` components, `//` or a trailing `/`, which joins as text
    /// exactly as `URL(fileURLWithPath:)` standardizes it.
    static func isPlainPath(_ path: String) -> Bool {
        !path.isEmpty && !path.hasSuffix("/") && !path.containsBytes(of: "//")
            && !path.split(separator: "/", omittingEmptySubsequences: false).contains { $0 == "." || $0 == ".." }
    }

    /// `load(data:…)` with the skin file's folder as a path.
    private func load(data: Data, file: String?, folder: String?, inheritedDefines: [String: String], source: SkinSource?) -> Result {
        let skinSource = source ?? file.map(SkinSource.file) ?? .code
        var result = Result()
        guard data.count <= limits.maxFileBytes else {
            result.errors.append(tooLarge(bytes: data.count, file: file))
            return result
        }
        let text = String(decoding: data, as: UTF8.self)
        let trimmed = text.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
        let isPlist = Self.isPropertyList(trimmed: trimmed, data: data, file: file)
        // Another tool's theme file names a problem's key path (`schemes[1].red`); this adds its line.
        let withLines = { (themes: Result) in ThemeFileReader.placingLines(themes, text: text, isPlist: isPlist) }
        // JSON is parsed once, for both questions: is it another tool's theme, and which skins.
        let isJSON = !isPlist && ThemeFileReader.looksLikeJSON(trimmed)
        let root: SkinNode
        do throws(SkinError) {
            // The usual case: a valid skin file, read without JSONSerialization, its limits checked
            // while reading (a file past one is refused before the rest of it is built).
            let read: SkinJSONReader.Outcome =
                !isJSON
                ? .undecided
                : data.count >= Self.parallelBytes ? SkinJSONReader.readOnAllCores(data, limits: limits) : SkinJSONReader.read(data, limits: limits)
            if case .limit(let error) = read { throw error }
            // Consumed: the tree's one reference goes on to the decoder, which frees each skin's
            // part on the thread that decodes it.
            if case .node(let node) = consume read, !ThemeFileReader.isTheme(node) {
                root = node
            } else if isJSON {
                let object: Any
                do throws(SkinError) {
                    object = try parseJSON(data, text: text)
                } catch {
                    // Windows Terminal's settings with comments are read as their schemes; else the JSON error.
                    if let themes = ThemeFileReader.skins(in: data, file: file, source: skinSource) { return withLines(themes) }
                    throw error
                }
                if let themes = ThemeFileReader.skins(inJSON: object, file: file, source: skinSource) { return withLines(themes) }
                root = try SkinNode.from(foundation: object, limits: limits, parallel: data.count >= Self.parallelBytes)
            } else if ThemeFileReader.startsAsPropertyList(trimmed, data: data),
                let node = SkinPlistReader.node(data, limits: limits), !ThemeFileReader.isPropertyListTheme(node)
            {
                // The usual property list skin, read without PropertyListSerialization.
                root = node
            } else if ThemeFileReader.startsAsPropertyList(trimmed, data: data) {
                // Parsed once, for both questions, as JSON is.
                let object = try parsePlistObject(data)
                if let themes = ThemeFileReader.skins(inPropertyList: object, file: file, source: skinSource) { return withLines(themes) }
                root = try SkinNode.from(foundation: object, limits: limits)
            } else {
                if let themes = ThemeFileReader.skins(in: data, file: file, source: skinSource) { return withLines(themes) }
                root = try isPlist ? parsePlist(data) : SkinNode.from(foundation: parseJSON(data, text: text), limits: limits)
            }
        } catch {
            let line = error.keyPath.isEmpty ? nil : SourceLocator(text: text, isPlist: isPlist).line(of: error.keyPath)
            result.errors.append(error.placed(file: file, line: line))
            return result
        }
        let decoder = SkinDecoder(
            parsers: parsers, source: skinSource, baseDirectory: folder,
            inheritedDefines: inheritedDefines, imageCache: imageCache, limits: limits,
            parallel: data.count >= Self.parallelBytes)
        let decoded = decoder.decode(consume root)
        result.skins = decoded.skins
        if !decoded.errors.isEmpty || !decoded.warnings.isEmpty {
            // Built once for all problems: each lookup then costs a few dictionary reads, not a scan.
            let locator = SourceLocator(text: text, isPlist: isPlist)
            result.errors = decoded.errors.map { $0.placed(file: file, line: locator.line(of: $0.keyPath)) }
            result.warnings = decoded.warnings.map { $0.placed(file: file, line: locator.line(of: $0.keyPath)) }
        }
        return result
    }

    /// File size past which a file's skins are read, converted and decoded on all cores at once (a
    /// 1 MB file of four skins reads in about half the time on two cores; lint time per MB has no step).
    static let parallelBytes = 1 << 18

    /// True when the bytes are read as a property list (XML or binary, or a `.plist` name), else JSON.
    public static func isPropertyList(text: String, data: Data, file: String?) -> Bool {
        isPropertyList(trimmed: text.drop { $0.isWhitespace || $0 == "\u{FEFF}" }, data: data, file: file)
    }

    /// `isPropertyList` for text whose leading white space (and byte-order mark) is dropped.
    static func isPropertyList(trimmed: Substring, data: Data, file: String?) -> Bool {
        ThemeFileReader.startsAsPropertyList(trimmed, data: data) || (file?.lowercased().hasSuffix(".plist") ?? false)
    }

    /// Decodes skins from a tree built in code (a run-time update).
    public func load(node: SkinNode, inheritedDefines: [String: String] = [:]) -> Result {
        let decoder = SkinDecoder(
            parsers: parsers, source: .code, baseDirectory: nil, inheritedDefines: inheritedDefines,
            imageCache: imageCache, limits: limits)
        let decoded = decoder.decode(node)
        var result = Result()
        result.skins = decoded.skins
        result.errors = decoded.errors
        result.warnings = decoded.warnings
        return result
    }

    private func tooLarge(bytes: Int, file: String?) -> SkinError {
        SkinError(
            file: file,
            message: "the file is \(bytes) bytes; skin files may be at most "
                + "\(SkinLimits.describe(bytes: limits.maxFileBytes)) (split it into several files in one folder)")
    }

    /// The JSON document, or an error with the line and column Foundation's reader names.
    private func parseJSON(_ data: Data, text: String) throws(SkinError) -> Any {
        do throws(JSONObjectReader.Failure) {
            return try JSONObjectReader.object(from: data)
        } catch {
            let detail = error.message
            if let offset = error.characterIndex {
                let place = SourceLocator.lineAndColumn(ofOffset: offset, in: text)
                throw SkinError(
                    line: place.line, column: place.column,
                    message: "not valid JSON (\(Self.withoutPlace(detail).lowercased())); a skin file is a JSON object or an XML property list")
            }
            // Foundation names no place when the text ends early: the place is the file's last character.
            let end = text.reversed().drop { $0.isWhitespace }.count
            let place = SourceLocator.lineAndColumn(ofOffset: max(0, end - 1), in: text)
            let reason =
                detail.lowercased().contains("end of file")
                ? "the file ends inside the JSON: an object, array or string is not closed"
                : Whitespace.trimmed(detail.lowercased()) { $0 == "." }
            throw SkinError(
                line: place.line, column: place.column,
                message: "not valid JSON (\(reason)); a skin file is a JSON object or an XML property list")
        }
    }

    /// Foundation's message without its place: " around character 12." (or "… at 12." of a bad
    /// hex escape, " starting from character 12." of bad UTF-8) and a final period dropped.
    static func withoutPlace(_ message: String) -> String {
        var text = Substring(message)
        if text.hasSuffix(".") { text = text.dropLast() }
        for marker in [" around character ", " starting from character ", " at "] {
            if let range = text.ranges(of: marker).last,
                !text[range.upperBound...].isEmpty, text[range.upperBound...].allSatisfy(\.isNumber)
            {
                return String(text[..<range.lowerBound])
            }
        }
        return String(text)
    }

    private func parsePlist(_ data: Data) throws(SkinError) -> SkinNode {
        try SkinNode.from(foundation: parsePlistObject(data), limits: limits)
    }

    /// The property list's objects, or an error with CoreFoundation's words and the line they name.
    private func parsePlistObject(_ data: Data) throws(SkinError) -> Any {
        do {
            return try PropertyListObjectReader.object(data)
        } catch {
            throw SkinError(line: error.line, message: "not a valid property list: \(error.message)")
        }
    }
}
