/// The words of Xcode's asset catalog format TermSkin reads, declared once for the loader, the
/// importer and the README.
public enum AssetCatalogFormat {
    /// The name used in messages and the README's formats table.
    public static let displayName = "Xcode asset catalog (.xcassets folder)"
    /// The extension of a catalog folder.
    public static let folderExtension = "xcassets"
    /// A named color (`UIColor(named:)`).
    static let colorSetExtension = "colorset"
    /// A named image (`UIImage(named:)`).
    static let imageSetExtension = "imageset"
    /// An SF Symbols template image, drawn as the placeholder.
    static let symbolSetExtension = "symbolset"
    /// Xcode's other set kinds (app icons, data, textures, stickers…): listed as skipped. A folder
    /// with any other name, dots included (`v1.2`), is a group.
    static let otherSetExtensions: Set<String> = [
        "appiconset", "arimageset", "arresourcegroup", "brandassets", "complicationset", "cubetextureset", "dataset",
        "iconset", "imagestack", "imagestacklayer", "launchimage", "mipmapset", "solidimagestack", "solidimagestacklayer",
        "spriteatlas", "sticker", "stickerpack", "stickersequence", "textureset",
    ]

    /// The set kind of a catalog folder (`colorset` for `Primary.colorset`), or nil for a group.
    static func setKind(ofFolder name: String) -> String? {
        let kind = SkippedFile.fileExtension(name)
        return [colorSetExtension, imageSetExtension, symbolSetExtension].contains(kind) || otherSetExtensions.contains(kind) ? kind : nil
    }
}
