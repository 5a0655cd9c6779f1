import SkinKit

extension TerminalColors {
    /// The colors `w` and `apply` make the terminal wear for the shipped skin `name` in `style`.
    static func shipped(_ name: String, style: UserInterfaceStyle) throws -> TerminalColors {
        let store = SkinStore(catalog: SkinLibrary.load(paths: [PackagePaths.skins]).catalog, traits: TraitCollection(userInterfaceStyle: style))
        try store.selectSkin(name)
        return TerminalColors(store: store)
    }
}
