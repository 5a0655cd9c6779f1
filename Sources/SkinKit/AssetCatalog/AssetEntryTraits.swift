/// What one entry of a colorset's `colors` or an imageset's `images` is for: the device idiom, the
/// display gamut, and the appearance (luminosity and contrast). Entries for other traits (an iPad,
/// a tinted app icon) are not read.
struct AssetEntryTraits: Hashable, Sendable {
    /// The luminosity an entry is for: none given (Xcode's "Any"), light or dark.
    enum Luminosity: String, Sendable { case any, light, dark }

    var index: Int
    var idiom: String
    var gamut: String?
    var luminosity: Luminosity
    var highContrast: Bool

    /// The idioms an iPhone reads, best first (UIKit takes an `iphone` entry over a `universal` one).
    static let iPhoneIdioms = ["iphone", "universal"]

    /// The traits of `entry` (the `index`th), or nil when an iPhone never uses it: another idiom, or an
    /// appearance iOS colors and images do not have (a `tinted` app icon).
    init?(_ entry: [String: SkinNode], index: Int) {
        self.index = index
        if case .string(let idiom) = entry["idiom"] { self.idiom = idiom } else { self.idiom = "universal" }
        guard Self.iPhoneIdioms.contains(idiom) else { return nil }
        if case .string(let gamut) = entry["display-gamut"] { self.gamut = gamut }
        luminosity = .any
        highContrast = false
        if case .array(let appearances) = entry["appearances"] {
            for case .dictionary(let appearance) in appearances {
                guard case .string(let kind) = appearance["appearance"], case .string(let value) = appearance["value"] else { return nil }
                switch (kind, value) {
                case ("luminosity", "light"): luminosity = .light
                case ("luminosity", "dark"): luminosity = .dark
                case ("contrast", "high"): highContrast = true
                default: return nil
                }
            }
        }
    }

    /// Lower is better: an `iphone` entry over a `universal` one, then sRGB over no gamut over Display P3
    /// (a terminal shows sRGB), then file order.
    var rank: (Int, Int, Int) {
        let gamutRank = switch gamut?.lowercased() {
        case "srgb": 0
        case nil: 1
        default: 2
        }
        return (Self.iPhoneIdioms.firstIndex(of: idiom) ?? Self.iPhoneIdioms.count, gamutRank, index)
    }
}
