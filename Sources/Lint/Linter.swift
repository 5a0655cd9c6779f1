import FoundationEssentials
import SkinKit
import SkinUI

/// `termskin lint`: loads skin files and folders as every command does, then checks each file on
/// its own (placing findings at their lines) and each resulting skin as widgets would draw it.
public struct Linter {
    public var vocabulary: WidgetVocabulary
    public var pairs: [DrawnPair]
    public var loader: SkinLoader

    public init(vocabulary: WidgetVocabulary = .current(), pairs: [DrawnPair] = DrawnPairs.current(), loader: SkinLoader = SkinLoader()) {
        self.vocabulary = vocabulary
        self.pairs = pairs
        self.loader = loader
    }

    /// Every finding for `paths` (files or folders), ordered by file and line.
    /// - Parameter mapFile: a role map file given with `--map`, read like the other commands read it.
    /// - Parameter screenFiles: screen files to check besides the ones `paths` hold (a given
    ///   `NAME.screen.json`, and those in a `Screens` folder inside a given folder).
    public func lint(paths allPaths: [String], mapFile: String? = nil, screenFiles: [String] = []) -> LintResult {
        var emptyFolders: [String] = []
        let screens = screenFiles + Self.screenFiles(in: allPaths)
        let paths = allPaths.filter { !ScreenFileNames.isScreenFile($0) }
        let files = paths.flatMap { path -> [String] in
            var isDirectory = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return [] }
            guard isDirectory else { return [path] }
            let found = (try? SkinLoader.skinFiles(inDirectory: path)) ?? []
            if found.isEmpty { emptyFolders.append(path) }
            return found
        }
        // Loading the skins and indexing the files' lines are independent: both run at once.
        let loader = self.loader
        let (library, linted) = ParallelWork.both(
            { SkinLibrary.load(paths: paths, mapFile: mapFile, loader: loader) },
            { files.compactMap(LintedFile.init(path:)) })
        var findings = library.errors.map { error in
            LintFinding(error, code: library.catalog.warnings.contains(error) ? .duplicateSkin : .loadError)
        }
        findings += library.warnings.map { LintFinding($0, code: .loadWarning) }
        // Each file's skins as the library read them (one read of each file, as every command reads it).
        var skinsOfFile: [String: [Skin]] = [:]
        for skin in library.loadedSkins {
            if case .file(let path) = skin.source { skinsOfFile[path, default: []].append(skin) }
        }
        var brokenOfFile: [String: Set<String>] = [:]
        for error in library.errors {
            if let file = error.file, let skin = error.keyPath.first { brokenOfFile[file, default: []].insert(skin) }
        }
        findings += fileFindings(linted, skinsOfFile: skinsOfFile, brokenOfFile: brokenOfFile, library: library)
        findings += ScreenChecks.findings(Self.loadScreens(screens), catalog: library.catalog)
        var locators: [String: SourceLocator] = [:]
        var defined: [(file: String, skin: String, macro: String)] = []
        var written: [String: [Skin]] = [:]
        for file in linted {
            locators[file.path] = file.locator
            for skin in skinsOfFile[file.path] ?? [] {
                written[skin.name, default: []].append(skin)
                defined += skin.defines.keys.sorted().map { (file.path, skin.name, $0) }
            }
        }
        let texts = [EmbeddedSkin.json] + linted.map(\.text)
        // Load findings the loader could not place on a line (a duplicate skin) get the line of their key.
        for index in findings.indices where findings[index].line == nil && !findings[index].keyPath.isEmpty {
            if let file = findings[index].file { findings[index].line = locators[file]?.line(of: findings[index].keyPath) }
        }
        let usage = MacroUsage(texts: texts)
        for (file, skin, macro) in defined where !usage.isUsed(macro) {
            let path = [skin, "Define", macro]
            findings.append(
                LintFinding(
                    code: .unusedMacro, file: file, line: locators[file]?.line(of: path), keyPath: path,
                    message: "macro '\(macro)' is defined but no value uses it",
                    suggestion: "use it as d(\(macro)) or remove it"))
        }
        let pairChecks = PairChecks(pairs: pairs)
        let catalog = library.catalog
        let skinsWritten = written
        let fileLocators = locators
        // The skins' pairs, checked in slices: on all cores at once when there are many skins, each
        // slice with its own memo of palette entries (the skins of one file share most colors).
        let checkPairs: @Sendable (ArraySlice<String>) -> [LintFinding] = { names in
            var memo = ColorMemo()
            var result: [LintFinding] = []
            for name in names {
                guard let skin = catalog[name] else { continue }
                let skinFiles = ([skin.source] + skin.refinedBy).compactMap { source -> String? in
                    if case .file(let path) = source { return path }
                    return nil
                }
                guard let home = skinFiles.last else { continue }
                let own = OwnKeys(skinsWritten[name] ?? [])
                result += pairChecks.findings(skin: name, catalog: catalog, own: own, memo: &memo) { path in
                    // The last file that writes the key, else the skin's last file at the skin's line.
                    for file in skinFiles.reversed() {
                        if let line = fileLocators[file]?.line(of: path), path.count > 1, line != fileLocators[file]?.line(of: [name]) { return (file, line) }
                    }
                    return (home, fileLocators[home]?.line(of: [name]))
                }
            }
            return result
        }
        let names = catalog.names
        let sliceCount = names.count >= Self.parallelSkins ? 4 * ProcessInfo.processInfo.activeProcessorCount : 1
        let sliceSize = max(1, (names.count + sliceCount - 1) / sliceCount)
        let slices = stride(from: 0, to: names.count, by: sliceSize).map { names[$0..<min(names.count, $0 + sliceSize)] }
        findings += ParallelWork.map(slices, checkPairs).flatMap { $0 }
        var accepted = 0
        for path in paths {
            let acceptance = LintAcceptance(folder: path)
            let file = PathName.joined(path, LintAcceptance.fileName)
            for problem in acceptance.problems {
                findings.append(LintFinding(code: .loadError, file: file, line: problem.line, message: problem.message))
            }
            let before = findings.count
            findings.removeAll { acceptance.accepts($0) && ($0.file ?? "").hasPrefix(path) }
            accepted += before - findings.count
        }
        var result = LintResult(
            findings: findings.sorted(by: LintFinding.ordered), skinCount: library.catalog.names.count,
            paths: paths, acceptedCount: accepted)
        result.emptyFolders = emptyFolders
        result.embeddedDefaultServes =
            !skinsOfFile.isEmpty
            && !skinsOfFile.values.joined().contains { $0.name == Skin.defaultName }
        return result
    }

    /// The checks of each skin as its file wrote it, placed in that file; a large file's skins in parallel.
    private func fileFindings(
        _ linted: [LintedFile], skinsOfFile: [String: [Skin]], brokenOfFile: [String: Set<String>],
        library: SkinLibrary
    ) -> [LintFinding] {
        let names = VocabularyNames(vocabulary)
        let known = names.allKeys
        let base = library.catalog.defaultSkin
        let jobs = linted.flatMap { file in (skinsOfFile[file.path] ?? []).map { (file, $0) } }
        let vocabulary = self.vocabulary
        let check: @Sendable (LintedFile, Skin) -> [LintFinding] = { file, skin in
            let checks = SkinFileChecks(vocabulary: vocabulary, names: names, base: base, file: file.path, locator: file.locator)
            // Own keys read through a role map (the file's Map, its map file, --map) are read.
            let mapped = Set((library.catalog[skin.name]?.roleMap ?? skin.roleMap).filter { known.contains($0.key) }.values)
            // A skin whose entries failed to load is not "overriding nothing": its errors say enough.
            let broken = brokenOfFile[file.path] ?? []
            return checks.findings(for: skin, readThroughMap: mapped).filter { !($0.code == .overridesNothing && broken.contains(skin.name)) }
        }
        let entries = jobs.reduce(0) { $0 + $1.1.colors.count + $1.1.fonts.count + $1.1.images.count }
        guard entries >= Self.parallelEntries else { return jobs.flatMap(check) }
        return ParallelWork.map(jobs, check).flatMap { $0 }
    }

    /// Keys across the skins checked past which their checks run on all cores at once.
    static let parallelEntries = 20_000
    /// Skins past which their drawn pairs are checked on all cores at once.
    static let parallelSkins = 64

    /// Screen files among `paths` and in a `Screens` folder inside each given folder, each once.
    static func screenFiles(in paths: [String]) -> [String] {
        paths.flatMap { path in
            ScreenFileNames.isScreenFile(path) ? [path] : ScreenFileNames.files(inFolder: PathName.joined(path, ScreenFileNames.folder))
        }
    }

    /// Each screen file read and decoded once; one that cannot be read is its error.
    static func loadScreens(_ paths: [String]) -> [ScreenLoad] {
        var seen: Set<String> = []
        return paths.filter { seen.insert(StandardPath.of($0)).inserted }.map(ScreenLoad.load(path:))
    }
}
