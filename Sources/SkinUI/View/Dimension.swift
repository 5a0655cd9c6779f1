/// How a view is sized along one axis inside a stack.
public enum Dimension: Hashable, Sendable {
    /// Exactly this many cells.
    case fixed(Int)
    /// As large as the content needs.
    case fit
    /// A share of the space left, by weight.
    case fill(Int)

    public static let fill = Dimension.fill(1)
}
