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
}
