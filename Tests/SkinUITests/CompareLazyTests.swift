import SkinKit
import Testing

@testable import SkinUI

/// The Compare page is made on its first use, from the session's start: what it shows then is what
/// a page made with the session would show after the same keys.
struct CompareLazyTests {
    let size = Size(width: 120, height: 40)

    @Test func aSessionThatNeverShowsTheCompareMakesNone() throws {
        let session = PreviewSession(store: try Fixtures.store())
        _ = session.render(size: size)
        session.handle(.character("s"))
        session.handle(.character("d"))
        _ = session.render(size: size)
        #expect(session.madeComparePage == nil)
        #expect(session.pageNames == PreviewSession.pageNames)
        try session.showPage("compare")
        #expect(session.madeComparePage != nil)
        #expect(session.pageName == "compare")
    }

    /// Two sessions given the same keys: one makes its Compare page at the start, the other when
    /// the keys show it. Their screens agree, and the left skin is the one after the current skin.
    @Test(arguments: [["s", "d"], ["s", "s", "c"], ["r"], ["s", "r", "d"]])
    func madeLaterItShowsWhatItWouldHaveShown(keys: [String]) throws {
        func session() throws -> PreviewSession {
            PreviewSession(store: try Fixtures.store(), reload: { SkinLibrary.load(paths: []) })
        }
        let early = try session()
        _ = early.comparePage
        let late = try session()
        for key in keys {
            for one in [early, late] {
                one.handle(.character(Character(key)))
                _ = one.render(size: size)
            }
        }
        #expect(late.madeComparePage == nil)
        for one in [early, late] { try one.showPage("compare") }
        #expect(late.comparePage.compareSkinName == early.comparePage.compareSkinName)
        #expect(late.comparePage.compareSkinName == late.store.catalog.name(after: late.store.currentSkinName))
        let (lateCanvas, earlyCanvas) = (late.render(size: size), early.render(size: size))
        let rows = { (canvas: Canvas) in (0..<canvas.height).map { canvas.text(ofRow: $0) } }
        #expect(rows(lateCanvas) == rows(earlyCanvas))
        let cells = { (canvas: Canvas) in (0..<canvas.height).flatMap { y in (0..<canvas.width).map { canvas[$0, y] } } }
        let differing = zip(cells(lateCanvas), cells(earlyCanvas)).enumerated().filter { $0.element.0 != $0.element.1 }
        #expect(differing.isEmpty, "\(differing.count) cells differ, the first \(differing.first.map { "\($0)" } ?? "")")
    }

    /// Until a compare skin is chosen it is the one after the current skin, whatever `s` did
    /// before the page was shown; once chosen (`S`) it stays while `s` moves the right panel.
    @Test func theCompareSkinFollowsTheCurrentSkinUntilOneIsChosen() throws {
        let session = PreviewSession(store: try Fixtures.store())
        let catalog = session.store.catalog
        session.handle(.character("s"))
        try session.showPage("compare")
        _ = session.render(size: size)
        let current = session.store.currentSkinName
        #expect(session.comparePage.compareSkinName == catalog.name(after: current))
        #expect(session.comparePage.leftStore.currentSkinName != session.comparePage.rightStore.currentSkinName)
        session.handle(.character("S"))
        let chosen = session.comparePage.compareSkinName
        #expect(chosen != catalog.name(after: current), "S picks the next compare skin")
        session.handle(.character("s"))
        _ = session.render(size: size)
        #expect(session.comparePage.compareSkinName == chosen, "a chosen compare skin stays")
        #expect(session.comparePage.rightStore.currentSkinName == catalog.name(after: current))
    }
}
