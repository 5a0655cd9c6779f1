import SkinKit
import Testing

@testable import SkinUI

/// The gallery fills every screen from 80×24 to 200×60: each widget is drawn whole or left out,
/// never cut, and the three panels show the same widgets on the same rows.
struct GalleryLayoutTests {
    /// Every height from 24 to 60 at widths from the narrowest to the widest, with odd ones between.
    static let sizes: [Size] = [80, 93, 100, 120, 151, 200].flatMap { width in (24...60).map { Size(width: width, height: $0) } }

    static func columns(of session: PreviewSession) -> [GalleryColumn] {
        [session.page.dynamicPanel, session.page.staticPanel, session.page.appearancePanel].compactMap { panel in
            panel.subviews.first as? GalleryColumn
        }
    }

    /// A widget's frame and those of its subviews lie inside `bounds`.
    static func isWhole(_ view: View, inside bounds: Rect) -> Bool {
        view.allViews.allSatisfy { $0.frame.isEmpty || bounds.intersection($0.frame) == $0.frame }
    }

    @Test func everyWidgetIsWholeOrAbsentAndThePanelsLineUp() throws {
        let session = PreviewSession(store: try Fixtures.store())
        for size in Self.sizes {
            _ = session.render(size: size)
            let columns = Self.columns(of: session)
            try #require(columns.count == 3)
            for column in columns {
                let needs = column.needs(width: column.frame.width)
                for (entry, need) in zip(column.entries, needs) {
                    let frame = entry.view.frame
                    guard !frame.isEmpty else { continue }
                    #expect(Self.isWhole(entry.view, inside: column.frame), "\(type(of: entry.view)) cut at \(size)")
                    if entry.view is TableView {
                        #expect(frame.height >= need.rows, "list shorter than its minimum at \(size)")
                    } else {
                        #expect(frame.height == need.rows, "\(type(of: entry.view)) drawn \(frame.height) of \(need.rows) rows at \(size)")
                    }
                }
            }
            let rows = columns.map { $0.entries.map { [$0.view.frame.y, $0.view.frame.isEmpty ? 0 : $0.view.frame.height] } }
            #expect(rows[0] == rows[1] && rows[1] == rows[2], "the panels' rows differ at \(size)")
        }
    }

    @Test func theScreenIsFilledAndWidgetsLeaveByImportance() throws {
        let session = PreviewSession(store: try Fixtures.store())
        var shownBySize: [Int] = []
        for height in [24, 30, 40, 60] {
            _ = session.render(size: Size(width: 120, height: height))
            let column = try #require(Self.columns(of: session).first)
            let shown = column.entries.filter { !$0.view.frame.isEmpty }
            shownBySize.append(shown.count)
            // At most a few rows stay empty: less than the smallest widget left out needs, or the list ran out.
            let list = try #require(column.entries.first { $0.view is TableView }?.view as? TableView)
            let empty = column.frame.height - shown.reduce(0) { $0 + $1.view.frame.height }
            #expect(empty <= 3 || list.frame.height == list.rows.count, "\(empty) empty rows at height \(height)")
        }
        #expect(shownBySize == shownBySize.sorted(), "a taller screen never shows fewer widgets: \(shownBySize)")
        #expect(shownBySize.last == Self.columns(of: session).first?.entries.count, "200×60-class screens show every widget")
    }

    @Test func thePlanKeepsImportantWidgetsAndGrowsTheList() {
        let needs = [
            GalleryLayoutPlan.Need(rows: 1, priority: 0), GalleryLayoutPlan.Need(rows: 6, priority: 3),
            GalleryLayoutPlan.Need(rows: 4, maximumRows: 20, priority: 1), GalleryLayoutPlan.Need(rows: 1, priority: 2),
        ]
        #expect(GalleryLayoutPlan(needs: needs, height: 4).rows == [1, 0, 0, 1])
        #expect(GalleryLayoutPlan(needs: needs, height: 6).rows == [1, 0, 4, 1])
        #expect(GalleryLayoutPlan(needs: needs, height: 12).rows == [1, 6, 4, 1])
        #expect(GalleryLayoutPlan(needs: needs, height: 20).rows == [1, 6, 12, 1])
        #expect(GalleryLayoutPlan(needs: needs, height: 40).rows == [1, 6, 20, 1])
        #expect(GalleryLayoutPlan(needs: needs, height: 0).usedRows == 0)
    }

    @Test func aWidgetLeftOutTakesNoFocus() throws {
        let session = PreviewSession(store: try Fixtures.store())
        _ = session.render(size: Size(width: 80, height: 24))
        let small = session.focusableViews.count
        #expect(session.focusableViews.allSatisfy { !$0.frame.isEmpty })
        _ = session.render(size: Size(width: 200, height: 60))
        #expect(session.focusableViews.count > small)
    }

    @Test func theFocusedWidgetStaysFocusedAcrossResizes() throws {
        let session = PreviewSession(store: try Fixtures.store())
        _ = session.render(size: Size(width: 200, height: 60))
        for _ in 0..<session.focusableViews.count where !(session.focusedView is TextField) { session.handle(.tab) }
        let field = try #require(session.focusedView)
        _ = session.render(size: Size(width: 80, height: 24))
        #expect(session.focusedView === field, "the search field is shown at 80×24 and keeps the focus")
        _ = session.render(size: Size(width: 200, height: 60))
        for _ in 0..<session.focusableViews.count where !(session.focusedView is Stepper) { session.handle(.tab) }
        let stepper = try #require(session.focusedView)
        _ = session.render(size: Size(width: 80, height: 24))
        #expect(session.focusedView !== stepper, "a widget the screen leaves out cannot keep the focus")
        _ = session.render(size: Size(width: 200, height: 60))
        #expect(session.focusedView === stepper, "and has it again when the screen grows back")
    }
}
