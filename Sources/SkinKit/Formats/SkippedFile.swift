/// A file a folder scan did not read as a skin, and why (`termskin list --verbose`).
public struct SkippedFile: Sendable, Hashable, CustomStringConvertible {
    public var path: String
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(path): \(reason)" }

    /// Why a folder scan skips a sub-folder: only unpacked skin archives are read from sub-folders.
    static let folderReason = "a folder without CJSkin.plist, skins.json or a SwiftTheme theme named like it: read only for the images a skin names"

    /// Why a folder scan skips `name` by its extension alone, or nil when it reads the file.
    static func reasonByExtension(_ name: String) -> String? {
        let ext = fileExtension(name)
        if ThemeFormat.scannedExtensions.contains(ext) { return nil }
        return "a .\(ext) file is not a skin or theme (image art is read only when a skin names it)"
    }

    /// True for a name whose extension only skins and themes have (`.json`, `.itermcolors`, …): such
    /// a file that cannot be read as one is an error, not passed over.
    static func isDefinite(_ name: String) -> Bool {
        ThemeFormat.definiteExtensions.contains(fileExtension(name))
    }

    /// Why a folder scan passes over a binary file (a NUL in its first 8 KB, as git decides).
    static let binaryReason = "a binary file, not a skin or theme"

    /// True for bytes that hold a NUL in their first 8 KB: no skin or theme text in UTF-8 does.
    /// Text after a UTF-16 byte order mark (as Windows' Notepad and regedit save it) holds NULs
    /// and is not binary: the theme readers read it (`ThemeFileReader.text(of:)`).
    static func isBinary(_ bytes: some Collection<UInt8>) -> Bool {
        let head = bytes.prefix(8 * 1024)
        if head.starts(with: [0xFF, 0xFE]) || head.starts(with: [0xFE, 0xFF]) { return false }
        return head.contains(0)
    }

    /// Why a folder scan passes over a file of another tool's extension that is over the skin file limit.
    static func overLimitReason(_ limit: Int) -> String {
        "larger than \(SkinLimits.describe(bytes: limit)), the limit of a skin file: not read"
    }

    /// The skip reason when a folder scan read `name` and found none of the formats, for the
    /// extensions other tools also use (`.yaml`, `.toml`, `.conf`, none); nil to report the result as is.
    static func reasonForUnrecognized(_ result: SkinLoader.Result, name: String) -> String? {
        guard !isDefinite(name), result.skins.isEmpty,
            result.errors.count == 1, result.errors[0].message == ThemeFormat.triedFormatsMessage
        else { return nil }
        return ThemeFormat.triedFormatsMessage
    }

    /// The extension, lowercased; none for digits after the last dot, which end a name
    /// (Ghostty's `Hopscotch.256` theme, `Ubuntu 22.04`).
    static func fileExtension(_ name: String) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        let suffix = name[name.index(after: dot)...]
        if !suffix.isEmpty, suffix.allSatisfy({ ("0"..."9").contains($0) }) { return "" }
        return String(suffix).lowercased()
    }
}
