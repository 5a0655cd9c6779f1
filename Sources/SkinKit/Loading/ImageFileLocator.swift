import FoundationEssentials
import SkinImageCodec
import Synchronization

/// Finds a skin's image files as CJSkin does: in `<skin>.bundle/`, then `<skin>/`, then the skin
/// file's folder (an imported archive's folder is the skin file's folder), then `default.bundle/`;
/// names match without regard to case, and `name@2x.png`/`name@3x.png` are the scale variants.
///
/// Paths are plain strings joined with `/` (the skin file's folder, as `URL.path` gives it, then
/// names): Foundation's `URL` cost more than the lookups themselves at every start.
struct ImageFileLocator {
    /// The skin file's folder.
    let baseDirectory: String
    /// Folder listings read once per load, not once per image key.
    var listings = DirectoryListings()

    /// The scale suffixes CJSkin reads, plain first.
    static let scaleSuffixes = ["", "@2x", "@3x"]

    /// `name` inside `folder`.
    static func path(_ name: String, in folder: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// Folders searched for `skin`, in order.
    func folders(for skin: String) -> [String] {
        var names = ["\(skin).bundle", skin, ""]
        if skin != Skin.defaultName { names.append("\(Skin.defaultName).bundle") }
        return names.map { $0.isEmpty ? baseDirectory : Self.path($0, in: baseDirectory) }
    }

    /// The variant files of `fileName` (`nav_back.png`, `nav_back@2x.png`, or just `nav_back`) in
    /// the first folder that has any; empty when none does.
    func variants(of fileName: String, skin: String) -> [String] {
        let base = Self.baseName(fileName).lowercased()
        for folder in folders(for: skin) {
            let entries = listings.entries(of: folder)
            guard !entries.isEmpty else { continue }
            var found: [String] = []
            for suffix in Self.scaleSuffixes {
                for ext in ImageFormat.allFileExtensions {
                    if let actual = entries["\(base)\(suffix).\(ext)"] { found.append(Self.path(actual, in: folder)) }
                }
            }
            if !found.isEmpty { return found }
        }
        return containingVariants(of: base, skin: skin)
    }

    /// The variant files of `relative` (`images/icon_night.png`) under `folder`, names matched in
    /// any case; empty for a path that is absolute, climbs out (`..`) or names no file.
    static func variants(ofRelativePath relative: String, in folder: String) -> [String] {
        let parts = relative.split(separator: "/").map(String.init)
        guard !relative.hasPrefix("/"), let name = parts.last, !parts.contains(where: { $0 == ".." || $0 == "." }) else { return [] }
        let directory = parts.dropLast().reduce(folder) { path($1, in: $0) }
        let base = baseName(name).lowercased()
        let entries = DirectoryListings().entries(of: directory)
        var found: [String] = []
        for suffix in scaleSuffixes {
            for ext in ImageFormat.allFileExtensions {
                if let actual = entries["\(base)\(suffix).\(ext)"] { found.append(path(actual, in: directory)) }
            }
        }
        return found
    }

    /// CJSkinSwift's lookup in an imported archive's `<skin>/` folder when no file has the exact
    /// name: the first image file (by name) whose name contains `base`, ignoring case, with its
    /// scale variants.
    private func containingVariants(of base: String, skin: String) -> [String] {
        guard !base.isEmpty else { return [] }
        let folder = Self.path(skin, in: baseDirectory)
        let entries = listings.entries(of: folder)
        guard let match = entries.keys.filter({ Self.isImageFile($0) && $0.contains(base) }).sorted().first else { return [] }
        let matchBase = Self.baseName(match)
        var found: [String] = []
        for suffix in Self.scaleSuffixes {
            for ext in ImageFormat.allFileExtensions {
                if let actual = entries["\(matchBase)\(suffix).\(ext)"] { found.append(Self.path(actual, in: folder)) }
            }
        }
        return found
    }

    /// Skins whose `<skin>.bundle` is opened directly in one load before the skin file's folder is listed instead.
    static let bundleProbesBeforeListing = 16

    /// Base names of the image files in `<skin>.bundle/` (seed 000: a key may simply be a file name there).
    func bundleImageNames(skin: String) -> [String] {
        let bundle = "\(skin).bundle"
        // A file of 100,000 skins has no bundle folders: past a few skins in one load, the base
        // folder's listing (read once; it holds at least the skin file unless it cannot be read)
        // says so without a failed `opendir` per skin. A load of one skin from a folder of 5,000
        // files does not list that folder. Names with a `/` are looked up as before.
        if !bundle.contains("/"), listings.countBundleProbe() > Self.bundleProbesBeforeListing {
            let base = listings.entries(of: baseDirectory)
            if !base.isEmpty, base[bundle.lowercased()] == nil { return [] }
        }
        let folder = Self.path(bundle, in: baseDirectory)
        let names = listings.entries(of: folder).values.filter { Self.isImageFile($0) }.map { Self.baseName($0) }
        return Array(Set(names)).sorted()
    }

    /// `nav_back@2x.PNG` → `nav_back`.
    static func baseName(_ fileName: String) -> String {
        var name = fileName
        if let dot = name.lastIndex(of: "."), ImageFormat.allFileExtensions.contains(name[name.index(after: dot)...].lowercased()) {
            name = String(name[..<dot])
        }
        for suffix in scaleSuffixes where !suffix.isEmpty && name.lowercased().hasSuffix(suffix) {
            name = String(name.dropLast(suffix.count))
        }
        return name
    }

    /// A value that may name an image file without its extension (`top`, `nav_back`, `tabbar_work_sel`):
    /// letters, digits, `_`, `-` and `.` only, two or more of them.
    static func isBareName(_ text: String) -> Bool {
        text.unicodeScalars.count >= 2
            && text.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) || "_-.".unicodeScalars.contains($0) }
    }

    static func isImageFile(_ name: String) -> Bool {
        guard let dot = name.lastIndex(of: ".") else { return false }
        return ImageFormat.allFileExtensions.contains(name[name.index(after: dot)...].lowercased())
    }

    /// Bytes in one image file (PNG, JPEG or text art): the decoder takes at most 2048 × 2048 pixels.
    public static let maximumFileBytes = 32 * 1024 * 1024

    /// Reads and decodes the variants into one image; the first file that fails names itself and why.
    static func load(_ paths: [String], renderingMode: SkinImage.RenderingMode) throws(ValueParseError) -> SkinImage {
        var bitmaps: [RGBABitmap] = []
        for path in paths {
            let data: Data
            do {
                data = try FileReader.read(path, limit: maximumFileBytes)
            } catch {
                throw ValueParseError("image file '\(path)' cannot be read: \(error.reason)")
            }
            do throws(ImageDecodingError) {
                bitmaps.append(try ImageDecoder.decode([UInt8](data)))
            } catch {
                var refusal = ValueParseError("image file '\(path)' was refused: \(error.message)")
                refusal.isOverLimits = error.isOverLimits
                throw refusal
            }
        }
        return SkinImage(bitmaps: bitmaps, source: .file(paths[0]), renderingMode: renderingMode)
    }
}

/// Lower-cased name → actual name of a folder's files, read once per folder (a skin file's images
/// look in the same few folders for every key).
final class DirectoryListings: Sendable {
    /// Locked: the skins of one large file are decoded on several threads at once.
    private let tables = Mutex<[String: [String: String]]>([:])
    private let bundleProbes = Atomic<Int>(0)

    /// Counts one more skin whose bundle folder is looked for in this load; returns the count.
    func countBundleProbe() -> Int { bundleProbes.add(1, ordering: .relaxed).newValue }

    /// The table of `folder` (empty when it cannot be read).
    func entries(of folder: String) -> [String: String] {
        if let known = tables.withLock({ $0[folder] }) { return known }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        var table: [String: String] = [:]
        for name in names.sorted() where table[name.lowercased()] == nil { table[name.lowercased()] = name }
        tables.withLock { $0[folder] = table }
        return table
    }

    /// Whether `folder` has been listed in this load.
    func hasListed(_ folder: String) -> Bool { tables.withLock { $0[folder] != nil } }

    /// Whether `name` is in `folder` under exactly that name.
    func contains(_ name: String, in folder: String) -> Bool { entries(of: folder)[name.lowercased()] == name }
}
