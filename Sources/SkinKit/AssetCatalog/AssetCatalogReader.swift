import FoundationEssentials
import Glibc

/// Reads an Xcode asset catalog (a `Foo.xcassets` folder) as one skin named after the folder: each
/// `.colorset` a Color key and each `.imageset` an Image key, named as `UIColor(named:)` and
/// `UIImage(named:)` name them (`Group/Name` inside a folder group that provides a namespace), with
/// their light, dark and high-contrast appearances as the skin's variants.
public struct AssetCatalogReader: Sendable {
    public var limits: SkinLimits

    public init(limits: SkinLimits = .standard) { self.limits = limits }

    /// True for a path naming an asset catalog folder (`….xcassets`, any case, a trailing `/` allowed).
    public static func isCatalog(_ path: String) -> Bool {
        SkippedFile.fileExtension(trimmed(path)) == AssetCatalogFormat.folderExtension
    }

    /// The skin name of the catalog at `path`: its folder name without `.xcassets`.
    public static func skinName(of path: String) -> String { SkinNaming.fileStem(trimmed(path)) }

    /// The catalog's skin (named `name`, else after the folder) with every problem: errors for data
    /// that cannot be read, warnings for what is drawn differently (vector images, clipped colors,
    /// references outside the system color table). Sets of other kinds are listed as skipped.
    public func read(catalog path: String, name: String? = nil) -> SkinLoader.Result {
        var result = SkinLoader.Result()
        let root = Self.trimmed(path)
        var skin = Skin(name: name ?? Self.skinName(of: root), source: .file(root))
        var isDirectory = false
        guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory else {
            result.errors.append(SkinError(file: root, message: "an asset catalog is a folder; this is not one"))
            return result
        }
        var budget = Budget(sets: limits.maxKeysPerSection)
        visit(folder: root, prefix: "", depth: 0, budget: &budget, skin: &skin, result: &result)
        result.skins = [skin]
        result.skipped.sort { $0.path < $1.path }
        return result
    }

    /// How many more sets a catalog may hold (`SkinLimits.maxKeysPerSection`), and whether the
    /// limit was reported.
    private struct Budget {
        var sets: Int
        var reported = false
    }

    /// Reads the sets in `folder` and its groups, keys prefixed by `prefix`. Groups are followed at
    /// most `SkinLimits.maxNestingDepth` deep and never through a symbolic link (a link to a parent
    /// would never end).
    private func visit(
        folder: String, prefix: String, depth: Int, budget: inout Budget, skin: inout Skin,
        result: inout SkinLoader.Result
    ) {
        guard depth < limits.maxNestingDepth else {
            result.errors.append(
                SkinError(
                    file: folder,
                    message: "folder groups nested more than \(limits.maxNestingDepth) deep; "
                        + "deeper sets are not read"))
            return
        }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        } catch {
            result.errors.append(SkinError(file: folder, message: "cannot read the folder: \(SystemReason.of(error))"))
            return
        }
        for name in names where !name.hasPrefix(".") {
            let child = ImageFileLocator.path(name, in: folder)
            var isDirectory = false
            guard FileManager.default.fileExists(atPath: child, isDirectory: &isDirectory), isDirectory,
                !Self.isSymbolicLink(child)
            else { continue }
            let kind = AssetCatalogFormat.setKind(ofFolder: name) ?? ""
            if kind != "" {
                budget.sets -= 1
                if budget.sets < 0 {
                    if !budget.reported {
                        result.errors.append(
                            SkinError(
                                file: folder,
                                message: "more than \(limits.maxKeysPerSection) sets in the catalog; "
                                    + "the rest are not read"))
                        budget.reported = true
                    }
                    return
                }
            }
            let key = prefix + (kind.isEmpty ? name : SkinNaming.fileStem(name))
            let contents = ImageFileLocator.path("Contents.json", in: child)
            switch kind {
            case AssetCatalogFormat.colorSetExtension:
                guard let (node, data) = readContents(contents, result: &result) else { continue }
                let read = ColorSetReader(file: contents, systemColors: IOSSystemColors.color(referencedAs:)).read(node)
                Self.place(read.errors, read.warnings, from: data, into: &result)
                guard let partial = read.partial else { continue }
                skin.colorFiles[key] = contents
                if let complete = read.complete {
                    skin.colors[key] = complete
                } else {
                    // Appearances that could not be read take the default skin's value when the catalog links.
                    skin.partialColors[key] = partial
                    if let provisional = partial.completed(from: nil) { skin.colors[key] = provisional }
                }
            case AssetCatalogFormat.imageSetExtension:
                guard let (node, data) = readContents(contents, result: &result) else { continue }
                let read = ImageSetReader(file: contents, folder: child).read(node)
                Self.place(read.errors, read.warnings, from: data, into: &result)
                if let image = read.image {
                    skin.images[key] = image
                    skin.imageFiles[key] = contents
                }
            case AssetCatalogFormat.symbolSetExtension:
                let message = "a symbol image (SF Symbols template); drawn as the placeholder"
                skin.images[key] = Dynamic(SkinImage(lines: SkinImage.placeholder.lines, source: .missingFile(message)))
                skin.imageFiles[key] = child
                result.warnings.append(SkinError(file: child, message: message))
            case "":
                // A folder group: its own Contents.json may make its name a namespace.
                let namespace = Self.providesNamespace(readContents(contents, result: &result, optional: true)?.node)
                visit(folder: child, prefix: namespace ? key + "/" : prefix, depth: depth + 1, budget: &budget, skin: &skin, result: &result)
            default:
                result.skipped.append(SkippedFile(path: child, reason: "a .\(kind) set is not a color or image a skin reads"))
            }
        }
    }

    /// A set's problems added to `result`, each with the line of its key path in the set's
    /// `Contents.json` (`data`).
    private static func place(_ errors: [SkinError], _ warnings: [SkinError], from data: [UInt8], into result: inout SkinLoader.Result) {
        guard !errors.isEmpty || !warnings.isEmpty else { return }
        let index = ContentsLineIndex(data)
        func placed(_ problem: SkinError) -> SkinError {
            var copy = problem
            copy.line = copy.line ?? index.line(of: problem.keyPath)
            return copy
        }
        result.errors += errors.map(placed)
        result.warnings += warnings.map(placed)
    }

    /// The parsed `Contents.json` at `path` and its bytes, or nil with the error recorded (a group
    /// may have none).
    private func readContents(_ path: String, result: inout SkinLoader.Result, optional: Bool = false) -> (node: SkinNode, data: [UInt8])? {
        let data: Data
        do {
            data = try FileReader.read(path, limit: limits.maxFileBytes)
        } catch {
            if error.isMissing {
                if !optional { result.errors.append(SkinError(file: path, message: "missing; every set holds a Contents.json")) }
            } else {
                result.errors.append(SkinError(file: path, message: error.reason))
            }
            return nil
        }
        if let node = SkinJSONReader.node(data, limits: limits) { return (node, [UInt8](data)) }
        do {
            let object = try JSONObjectReader.object(from: data)
            return (try SkinNode.from(foundation: object, limits: limits), [UInt8](data))
        } catch let error as SkinError {
            result.errors.append(error.placed(file: path))
        } catch let error as JSONObjectReader.Failure {
            result.errors.append(SkinError(file: path, message: "not valid JSON: \(error.message)"))
        } catch {
            result.errors.append(SkinError(file: path, message: "not valid JSON: \(error)"))
        }
        return nil
    }

    /// True when a group's `Contents.json` sets `"properties": {"provides-namespace": true}`.
    static func providesNamespace(_ node: SkinNode?) -> Bool {
        guard case .dictionary(let table)? = node, case .dictionary(let properties) = table["properties"],
            case .bool(let flag) = properties["provides-namespace"]
        else { return false }
        return flag
    }

    static func isSymbolicLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
    }

    /// `path` without trailing slashes; standardized when it ends in `.` or `..` (`--skins-dir .`
    /// inside a catalog names the catalog).
    static func trimmed(_ path: String) -> String {
        var result = path
        while result.count > 1, result.hasSuffix("/") { result.removeLast() }
        let last = result.split(separator: "/").last
        if last == "." || last == ".." { return URL(fileURLWithPath: result).standardizedFileURL.path }
        return result
    }
}
