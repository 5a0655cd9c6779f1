import SkinKit
import Testing

@testable import SkinUI

/// Layouts ask `View.flexibleHeight` instead of casting to `FlexibleHeight` (a cast's first use per
/// class scans every protocol conformance of the binary): the two must give the same view.
struct FlexibleHeightTests {
    static func sameAnswer(_ view: View) -> Bool {
        let cast = (view as? any FlexibleHeight).map { ObjectIdentifier($0) }
        let asked = view.flexibleHeight.map { ObjectIdentifier($0) }
        return cast == asked
    }

    @Test func everyViewOfEveryPageAnswersAsTheCastWould() throws {
        let session = PreviewSession(store: try Fixtures.store())
        _ = session.comparePage  // made on first use: its widget sets count too
        _ = session.render(size: Size(width: 120, height: 40))
        let views = session.window.allViews
        let flexible = views.filter { $0.flexibleHeight != nil }
        #expect(flexible.contains { $0 is TableView }, "the gallery's list is flexible")
        for view in views {
            #expect(Self.sameAnswer(view), "\(type(of: view)): flexibleHeight and the cast differ")
        }
    }

    @Test func aScreenColumnAndATableViewSubclassAreFlexible() {
        final class Subclassed: TableView {}
        let column = ScreenColumn(spacing: 0, padding: 0, alignment: .fill, [Label("a")], priorities: [0])
        let list = Subclassed(sections: [(title: "A", items: [(title: "x", detail: "y")])])
        for view in [column, list, Label("plain"), StackView(axis: .vertical, spacing: 0, padding: .zero, [])] as [View] {
            #expect(Self.sameAnswer(view), "\(type(of: view)): flexibleHeight and the cast differ")
        }
        #expect(column.flexibleHeight != nil && list.flexibleHeight != nil)
    }
}
