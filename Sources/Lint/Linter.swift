import Foundation
import SkinKit

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
    public func lint(paths: [String], mapFile: String? = nil) -> LintResult {
        let library = SkinLibrary.load(paths: paths, mapFile: mapFile, loader: loader)
        var findings = library.errors.map { error in
            LintFinding(error, code: library.catalog.warnings.contains(error) ? .duplicateSkin : .loadError)
        }
        findings += library.warnings.map { LintFinding($0, code: .loadWarning) }
        let base = library.catalog.defaultSkin
        let files = paths.flatMap { path -> [String] in
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return [] }
            return isDirectory.boolValue ? ((try? SkinLoader.skinFiles(inDirectory: path)) ?? []) : [path]
        }
        var locators: [String: SourceLocator] = [:]
        var texts = [EmbeddedSkin.json]
        var defined: [(file: String, skin: String, macro: String)] = []
        var written: [String: [Skin]] = [:]
        for file in files {
            guard let data = FileManager.default.contents(atPath: file) else { continue }
            let text = String(decoding: data, as: UTF8.self)
            texts.append(text)
            let locator = SourceLocator(text: text, isPlist: SkinLoader.isPropertyList(text: text, data: data, file: file))
            locators[file] = locator
            let result = loader.load(data: data, file: file, baseDirectory: URL(fileURLWithPath: file).deletingLastPathComponent(),
                                     inheritedDefines: base.defines)
            let checks = SkinFileChecks(vocabulary: vocabulary, base: base, file: file, locator: locator)
            // A skin whose entries failed to load is not "overriding nothing": its errors say enough.
            let broken = Set(result.errors.compactMap(\.keyPath.first))
            for skin in result.skins {
                // Own keys read through a role map (the file's Map, its map file, --map) are read.
                let known = vocabulary.colorKeys.union(vocabulary.fontKeys).union(vocabulary.imageKeys)
                let mapped = Set((library.catalog[skin.name]?.roleMap ?? skin.roleMap).filter { known.contains($0.key) }.values)
                findings += checks.findings(for: skin, readThroughMap: mapped).filter { !($0.code == .overridesNothing && broken.contains(skin.name)) }
                written[skin.name, default: []].append(skin)
                defined += skin.defines.keys.sorted().map { (file, skin.name, $0) }
            }
        }
        // Load findings the loader could not place on a line (a duplicate skin) get the line of their key.
        for index in findings.indices where findings[index].line == nil && !findings[index].keyPath.isEmpty {
            if let file = findings[index].file { findings[index].line = locators[file]?.line(of: findings[index].keyPath) }
        }
        let usage = MacroUsage(texts: texts)
        for (file, skin, macro) in defined where !usage.isUsed(macro) {
            let path = [skin, "Define", macro]
            findings.append(LintFinding(code: .unusedMacro, file: file, line: locators[file]?.line(of: path), keyPath: path,
                                        message: "macro '\(macro)' is defined but no value uses it",
                                        suggestion: "use it as d(\(macro)) or remove it"))
        }
        let pairChecks = PairChecks(pairs: pairs)
        for name in library.catalog.names {
            guard let skin = library.catalog[name] else { continue }
            let skinFiles = ([skin.source] + skin.refinedBy).compactMap { source -> String? in
                if case .file(let path) = source { return path }
                return nil
            }
            guard let home = skinFiles.last else { continue }
            let isOwn = { (path: [String]) -> Bool in
                (written[name] ?? []).contains { skin in
                    switch path.dropFirst().first {
                    case "Color": return path.count == 3 && skin.colors[path[2]] != nil
                    case "Style": return path.count == 4 && skin.styles[path[2]]?[path[3]] != nil
                    default: return false
                    }
                }
            }
            findings += pairChecks.findings(skin: name, catalog: library.catalog, isOwn: isOwn) { path in
                // The last file that writes the key, else the skin's last file at the skin's line.
                for file in skinFiles.reversed() {
                    if let line = locators[file]?.line(of: path), path.count > 1, line != locators[file]?.line(of: [name]) { return (file, line) }
                }
                return (home, locators[home]?.line(of: [name]))
            }
        }
        var accepted = 0
        for path in paths {
            let acceptance = LintAcceptance(folder: path)
            let file = (path as NSString).appendingPathComponent(LintAcceptance.fileName)
            for problem in acceptance.problems {
                findings.append(LintFinding(code: .loadError, file: file, line: problem.line, message: problem.message))
            }
            let before = findings.count
            findings.removeAll { acceptance.accepts($0) && ($0.file ?? "").hasPrefix(path) }
            accepted += before - findings.count
        }
        return LintResult(findings: findings.sorted(by: LintFinding.ordered), skinCount: library.catalog.names.count, paths: paths,
                          acceptedCount: accepted)
    }
}
