/// A view that can use more rows than it needs, as a list shows more items: a layout gives it at
/// least `minimumHeight`, the rows left up to `maximumHeight`, and keeps only the rows it uses.
/// A conforming class also overrides `View.flexibleHeight` to return itself: layouts ask that.
public protocol FlexibleHeight: View {
    /// The fewest rows worth showing.
    var minimumHeight: Int { get }
    /// The most rows it can fill.
    var maximumHeight: Int { get }
    /// The rows it draws when given `height` (a list ends on a whole item, so it may use fewer).
    func usedHeight(of height: Int) -> Int
}
