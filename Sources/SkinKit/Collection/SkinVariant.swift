/// Whether a skin is light, dark, or both (a dynamic skin): a scheme's own `variant`, else its
/// background's luminance.
public enum SkinVariant: String, Sendable, Hashable, CaseIterable {
    case light
    case dark
    /// Light and dark values (a dynamic skin, such as a collection pair).
    case lightAndDark = "light+dark"
    /// Not known yet: a skin file not read so far.
    case unknown

    /// The variant of a skin, from its `background` color in light and in dark.
    public init(of skin: Skin) {
        guard let background = skin.colors["background"] else {
            self = .unknown
            return
        }
        let light = background.resolve(in: TraitCollection(userInterfaceStyle: .light))
        let dark = background.resolve(in: TraitCollection(userInterfaceStyle: .dark))
        if light.isDark == dark.isDark {
            self = light.isDark ? .dark : .light
        } else {
            self = .lightAndDark
        }
    }
}
