/// A font file as fontconfig names it: its path, the face inside it, and whether it really is
/// bold or slanted (else those are synthesized).
struct FontFile: Hashable, Sendable {
    let path: String
    let index: Int
    let family: String
    let isBold: Bool
    let isSlanted: Bool
    let isMonospace: Bool
}
