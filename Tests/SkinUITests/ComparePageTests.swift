import SkinKit
import Testing

@testable import SkinUI

/// The Compare page: its modes, its left skin, and "show differences" marking exactly the cells
/// whose displayed colors differ between the two panels.
struct ComparePageTests {
    let size = Size(width: 120, height: 40)

    /// A session on the Compare page, right panel `ocean`, left panel `default`.
    func compareSession() throws -> PreviewSession {
        let store = try Fixtures.store()
        try store.selectSkin("ocean")
        let session = PreviewSession(store: store, reload: { SkinLibrary.load(paths: []) })
        try session.showPage("compare")
        try session.setCompareSkin(Skin.defaultName)
        return session
    }

    /// The colors a cell shows, worked out here without the page's code: its background, and its
    /// foreground only where ink is drawn (a non-space character, or an underline or strikethrough);
    /// reverse swaps them.
    func shown(_ cell: Cell) -> [RGBColor?] {
        let (fg, bg) = cell.attributes.contains(.reverse) ? (cell.background, cell.foreground) : (cell.foreground, cell.background)
        let inkless = cell.character == " " && !cell.attributes.contains(.underline) && !cell.attributes.contains(.strikethrough)
        return [inkless ? nil : fg, bg]
    }

    /// Offsets where the two panels' cells show different colors, computed cell by cell.
    func expectedDifferences(_ canvas: Canvas, _ left: Rect, _ right: Rect) -> Set<Point> {
        var result: Set<Point> = []
        for dy in 0..<left.height {
            for dx in 0..<left.width where shown(canvas[left.x + dx, left.y + dy]) != shown(canvas[right.x + dx, right.y + dy]) {
                result.insert(Point(x: dx, y: dy))
            }
        }
        return result
    }

    /// Offsets inside `rect` where two renders differ in any way (the cells the marking changed).
    func changedCells(_ before: Canvas, _ after: Canvas, in rect: Rect) -> Set<Point> {
        var result: Set<Point> = []
        for dy in 0..<rect.height {
            for dx in 0..<rect.width where !before[rect.x + dx, rect.y + dy].looksSame(as: after[rect.x + dx, rect.y + dy]) {
                result.insert(Point(x: dx, y: dy))
            }
        }
        return result
    }

    /// Renders without and with differences; returns both and the panels' frames.
    func renderBothWays(_ session: PreviewSession) -> (plain: Canvas, marked: Canvas, left: Rect, right: Rect) {
        session.setShowsDifferences(false)
        let plain = session.render(size: size)
        let left = session.comparePage.leftScope.frame
        let right = session.comparePage.rightScope.frame
        session.setShowsDifferences(true)
        let marked = session.render(size: size)
        return (plain, marked, left, right)
    }

    @Test func theKeyCyclesTheModesAndEachPanelSaysWhatItShows() throws {
        let session = try compareSession()
        #expect(session.comparePage.mode == .skins)
        var text = session.render(size: size).text
        #expect(text.contains("default · light") && text.contains("ocean · light"))
        session.handle(.character("m"))
        #expect(session.comparePage.mode == .dark)
        text = session.render(size: size).text
        #expect(text.contains("╭─ ocean · light ") && text.contains("╭─ ocean · dark "))
        session.handle(.character("m"))
        #expect(session.comparePage.mode == .contrast)
        text = session.render(size: size).text
        #expect(text.contains("╭─ ocean · light ─") && text.contains("╭─ ocean · light · high contrast "))
        session.handle(.character("m"))
        #expect(session.comparePage.mode == .vision)
        text = session.render(size: size).text
        #expect(text.contains("╭─ ocean · light ─") && text.contains("╭─ ocean · light · deuteranopia "))
        session.handle(.character("m"))
        #expect(session.comparePage.mode == .skins, "after the last mode (\(CompareMode.allCases.count) in all) the first")
        // Elsewhere the key changes nothing and says where it works.
        try session.showPage("gallery")
        session.handle(.character("m"))
        #expect(session.comparePage.mode == .skins)
        #expect(session.message?.contains("Compare page") == true)
    }

    @Test func shiftSOnTheComparePageChangesOnlyTheLeftSkin() throws {
        let session = try compareSession()
        let before = session.render(size: size)
        let right = session.comparePage.rightScope.frame
        let left = session.comparePage.leftScope.frame
        session.handle(.character("S"))
        #expect(session.store.currentSkinName == "ocean")
        #expect(session.comparePage.compareSkinName != Skin.defaultName)
        #expect(session.comparePage.leftStore.currentSkinName == session.comparePage.compareSkinName)
        let after = session.render(size: size)
        #expect(changedCells(before, after, in: right).isEmpty, "the right panel keeps the session's skin")
        #expect(!changedCells(before, after, in: left).isEmpty)
        #expect(after.text.contains("skin: ocean"), "the status line stays true")
        // `s` changes the session's skin, shown on the right.
        session.handle(.character("s"))
        #expect(session.store.currentSkinName != "ocean")
        #expect(session.comparePage.rightStore.currentSkinName == session.store.currentSkinName)
        // On the Gallery, S is the previous skin again.
        try session.showPage("gallery")
        session.handle(.character("S"))
        #expect(session.store.currentSkinName == "ocean")
    }

    @Test(arguments: [CompareMode.skins, .dark, .contrast])
    func showDifferencesMarksExactlyTheCellsWhoseColorsDiffer(mode: CompareMode) throws {
        let session = try compareSession()
        session.setCompareMode(mode)
        let (plain, marked, left, right) = renderBothWays(session)
        #expect(left.size == right.size && left.y == right.y)
        let expected = expectedDifferences(plain, left, right)
        #expect(!expected.isEmpty)
        // Compared as sets; a failure lists only the cells marked wrongly or missed.
        #expect(changedCells(plain, marked, in: left).symmetricDifference(expected).isEmpty)
        #expect(changedCells(plain, marked, in: right).symmetricDifference(expected).isEmpty)
        #expect(Set(session.comparePage.differences(in: plain).offsets).symmetricDifference(expected).isEmpty)
        #expect(marked.text.contains(" \(expected.count) cells differ"))
        // Nothing outside the panels changes but the caption line.
        let caption = session.comparePage.captionLine.frame.y
        for y in 0..<size.height where y != caption {
            for x in 0..<size.width where !left.contains(x: x, y: y) && !right.contains(x: x, y: y) {
                #expect(plain[x, y].looksSame(as: marked[x, y]), "\(x),\(y)")
            }
        }
    }

    @Test func theSameSkinAndTraitsOnBothSidesDifferNowhere() throws {
        let session = try compareSession()
        try session.setCompareSkin("ocean")
        let (plain, marked, left, right) = renderBothWays(session)
        #expect(expectedDifferences(plain, left, right).isEmpty)
        #expect(session.comparePage.differences(in: plain).count == 0)
        #expect(changedCells(plain, marked, in: left).isEmpty && changedCells(plain, marked, in: right).isEmpty)
        #expect(marked.text.contains(" 0 cells differ"))
    }

    @Test func aReloadWithoutTheCompareSkinFallsBackToDefaultAndSaysSo() throws {
        let session = try compareSession()
        session.handle(.character("S"))
        try session.setCompareSkin("ocean")
        session.handle(.character("r"))
        #expect(session.comparePage.compareSkinName == Skin.defaultName)
        #expect(session.comparePage.leftStore.currentSkinName == Skin.defaultName)
        #expect(!session.comparePage.rightStore.catalog.isUserSkin("ocean"), "the collection's ocean does not stand in for the removed file")
        let text = session.render(size: size).text
        #expect(text.contains("compare skin 'ocean' is gone"))
        #expect(text.contains("default · light"))
    }

    @Test func unknownCompareSkinIsAnErrorNamingItAndTheSkins() throws {
        let session = try compareSession()
        #expect(throws: SkinError.self) { try session.setCompareSkin("oceam") }
        do {
            try session.setCompareSkin("oceam")
        } catch {
            #expect(error.message.contains("no skin named 'oceam'") && error.message.contains("ocean"))
        }
        #expect(session.comparePage.compareSkinName == Skin.defaultName)
    }

    @Test func theInspectorOnALeftPanelCellNamesTheCompareSkin() throws {
        let session = try compareSession()
        try session.updateSkinsForTest()
        try session.setCompareSkin("plum")
        _ = session.render(size: size)
        let greeting = try #require(session.comparePage.leftPanel.subviews.first)
        session.point(at: Point(x: greeting.frame.x, y: greeting.frame.y))
        let text = session.render(size: size).text
        #expect(text.contains("#800080 any · from plum"), "\(text)")
    }

    @Test func theComparePageFitsTheSmallestScreen() throws {
        let session = try compareSession()
        session.setShowsDifferences(true)
        let canvas = session.render(size: PreviewSession.minimumSize)
        let left = session.comparePage.leftScope.frame
        let right = session.comparePage.rightScope.frame
        #expect(left.width == right.width && left.width >= 30)
        #expect(canvas.text.contains("cells differ"))
        #expect(canvas.text.contains("OK") && canvas.text.contains("Search…"))
    }

    /// Vision mode: both panels draw the current skin; the right one is exactly the left one as the
    /// compared vision sees it (deuteranopia while the preview shows normal vision, else the
    /// previewed one), and the rest of the screen is left in normal vision.
    @Test func visionModeShowsTheRightPanelAsTheDeficiencySeesIt() throws {
        let session = try compareSession()
        session.setCompareMode(.vision)
        for vision in [VisionDeficiency.normal, .tritanopia] {
            var traits = session.store.traits
            traits.vision = vision
            session.store.setTraits(traits)
            let seen = vision == .normal ? VisionDeficiency.deuteranopia : vision
            #expect(session.comparePage.comparedVision == seen)
            #expect(session.outputProfile.vision == .normal, "the page draws the simulation itself")
            let canvas = session.render(size: size)
            let left = session.comparePage.leftScope.frame
            let right = session.comparePage.rightScope.frame
            var mismatches = 0
            var changed = 0
            for dy in 0..<left.height {
                for dx in 0..<left.width {
                    let l = canvas[left.x + dx, left.y + dy]
                    let r = canvas[right.x + dx, right.y + dy]
                    // The panels' titles differ (the right one names the vision); the rest is the same widgets.
                    guard l.character == r.character else { continue }
                    if r.background != seen.simulate(l.background) || (l.character != " " && r.foreground != seen.simulate(l.foreground)) {
                        mismatches += 1
                    }
                    if r.background != l.background { changed += 1 }
                }
            }
            #expect(mismatches == 0, "\(seen): every right cell is its left twin as \(seen) sees it")
            #expect(changed > 100, "\(seen) changes ocean's colors")
            #expect(canvas.text(ofRow: 0).contains("normal vs simulated vision"))
            #expect(canvas.text.contains(seen.rawValue))
        }
        session.setCompareMode(.skins)
        #expect(session.outputProfile.vision == .tritanopia, "other modes leave vision to the output")
    }
}

extension PreviewSession {
    /// Adds a skin `plum` whose text is purple.
    func updateSkinsForTest() throws {
        try store.updateSkins(with: ["plum": ["Color": ["text": "#800080"]]])
    }

}
