/// One skin the user can choose, as the picker and `list --collection` show it: the user's skins
/// come first, then the bundled collection (`SkinCatalog.choices`).
public struct SkinChoice: Sendable, Hashable {
    /// The name to select it by (`SkinStore.selectSkin`, `--skin`).
    public var name: String
    /// Where it comes from, for people: a file path, `embedded`, or the collection's source
    /// (`tinted-theming/schemes@b327321:base16/nord.yaml`).
    public var source: String
    /// The scheme's own name and author for a collection skin (`Nord`, `arcticicestudio`); nil for a user skin.
    public var title: String?
    public var author: String?
    /// True for a skin of the bundled collection (never stepped through by `s`).
    public var isCollection: Bool
    /// Light, dark, both, or unknown (a user skin file not read yet).
    public var variant: SkinVariant

    public init(name: String, source: String, title: String? = nil, author: String? = nil, isCollection: Bool, variant: SkinVariant) {
        self.name = name
        self.source = source
        self.title = title
        self.author = author
        self.isCollection = isCollection
        self.variant = variant
    }
}
