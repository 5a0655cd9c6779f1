import SkinKit

/// The widget keys of a vocabulary, prepared once per lint run for "did you mean" (issue 20: each
/// of 100,000 one-color skins prepared them again).
struct VocabularyNames: Sendable {
    /// Every Color, Font and Image key widgets read, and the names nearest to a typo of one.
    let allKeys: Set<String>
    let closestKey: ClosestName
    /// Per section (`Color`, `Font`, `Image`): its keys and the names nearest to a typo of one.
    let sections: [String: (keys: Set<String>, closest: ClosestName)]

    init(_ vocabulary: WidgetVocabulary) {
        allKeys = vocabulary.colorKeys.union(vocabulary.fontKeys).union(vocabulary.imageKeys)
        closestKey = ClosestName(among: allKeys)
        sections = [
            "Color": (vocabulary.colorKeys, ClosestName(among: vocabulary.colorKeys)),
            "Font": (vocabulary.fontKeys, ClosestName(among: vocabulary.fontKeys)),
            "Image": (vocabulary.imageKeys, ClosestName(among: vocabulary.imageKeys)),
        ]
    }
}
