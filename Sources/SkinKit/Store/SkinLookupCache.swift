/// The lookups a store made since its skins' contents last changed, by the skin asked and the key:
/// a frame asks for the same fonts, colors and images view after view, and a lookup walks the
/// skin's role map and tables and `default`'s (several string hashes and two copies of a `Skin`).
/// The current skin and the traits play no part, so only a change of contents empties it; it holds
/// at most one entry per skin and key asked.
struct SkinLookupCache {
    /// A skin's name and a key in it.
    struct Question: Hashable {
        var skin: String
        var key: String
    }

    var colors: [Question: SkinLookup<RGBColor>] = [:]
    var fonts: [Question: SkinLookup<SkinFont>] = [:]
    var images: [Question: SkinLookup<SkinImage>] = [:]

    mutating func removeAll() {
        colors.removeAll(keepingCapacity: true)
        fonts.removeAll(keepingCapacity: true)
        images.removeAll(keepingCapacity: true)
    }
}
