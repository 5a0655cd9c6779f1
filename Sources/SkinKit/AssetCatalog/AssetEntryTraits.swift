/// What one entry of a colorset's `colors` or an imageset's `images` is for: the device idiom, the
/// display gamut, and the appearance (luminosity and contrast). Entries for other traits (an iPad,
/// a tinted app icon, a size class, a locale, right-to-left text) are not read.
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

    /// A field of an entry that is not what the format writes: its path inside the entry and why.
    struct Problem: Error {
        var field: [String]
        var message: String
    }

    /// The traits of `entry` (the `index`th), or nil when an iPhone never uses it: another idiom, or an
    /// appearance iOS colors and images do not have (a `tinted` app icon). A field of the wrong kind
    /// is a problem, not an entry passed over.
    init?(_ entry: [String: SkinNode], index: Int) throws(Problem) {
        self.index = index
        switch entry["idiom"] {
        case .string(let idiom)?: self.idiom = idiom
        case nil: self.idiom = "universal"
        case let other?: throw Problem(field: ["idiom"], message: "is \(other.kindName); an idiom is a name such as \"universal\"")
        }
        switch entry["display-gamut"] {
        case .string(let gamut)?: self.gamut = gamut
        case nil: self.gamut = nil
        case let other?: throw Problem(field: ["display-gamut"], message: "is \(other.kindName); a gamut is \"sRGB\" or \"display-P3\"")
        }
        luminosity = .any
        highContrast = false
        var otherTraits = false
        switch entry["appearances"] {
        case .array(let appearances)?:
            for (position, node) in appearances.enumerated() {
                guard case .dictionary(let appearance) = node, case .string(let kind) = appearance["appearance"],
                    case .string(let value) = appearance["value"]
                else {
                    throw Problem(field: ["appearances[\(position)]"], message: "an appearance is { \"appearance\" : …, \"value\" : … } with two names")
                }
                switch (kind, value) {
                case ("luminosity", "light"): luminosity = .light
                case ("luminosity", "dark"): luminosity = .dark
                case ("contrast", "high"): highContrast = true
                default: otherTraits = true
                }
            }
        case nil:
            break
        case let other?:
            throw Problem(field: ["appearances"], message: "is \(other.kindName); appearances are an array")
        }
        // Variants for a size class, a locale or right-to-left text sit beside the default entry,
        // which is the one read.
        let rightToLeft = entry["language-direction"] == .string("right-to-left")
        let special = Self.specialVariantFields.contains { entry[$0] != nil }
        guard Self.iPhoneIdioms.contains(idiom), !otherTraits, !rightToLeft, !special else { return nil }
    }

    /// Fields that make an entry a special-case variant of the default one.
    static let specialVariantFields = ["width-class", "height-class", "locale"]

    /// Lower is better: an `iphone` entry over a `universal` one, then sRGB over no gamut over Display P3
    /// (a terminal shows sRGB), then file order.
    var rank: (Int, Int, Int) {
        let gamutRank =
            switch gamut?.lowercased() {
            case "srgb": 0
            case nil: 1
            default: 2
            }
        return (Self.iPhoneIdioms.firstIndex(of: idiom) ?? Self.iPhoneIdioms.count, gamutRank, index)
    }
}
