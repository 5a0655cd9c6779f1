/// What changed in a `SkinStore`, passed to observers.
public struct SkinChange: Sendable {
    public enum Kind: Sendable, Hashable {
        /// Another skin was selected.
        case skin
        /// The traits changed.
        case traits
        /// The skins' contents were updated (reload, import, run-time update).
        case contents
    }

    public var kind: Kind
    public var previousSkinName: String
    public var previousTraits: TraitCollection
}
