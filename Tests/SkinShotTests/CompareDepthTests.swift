import Foundation
import SkinKit
import SkinShot
import SkinUI
import Testing

/// "Show differences" at 256, 16, 8 colors and in mono marks exactly the cells that the output of
/// that depth (`Canvas.displayed(at:)`, what `shot` writes) shows in different colors.
struct CompareDepthTests {
    let size = Size(width: 120, height: 40)
    /// The shipped skins: `ocean` and `sunset` differ in many keys and in their terminal palettes.
    static let skins = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Skins").path

    /// Background, and ink where the cell draws any, after the cell's reverse attribute.
    func shown(_ cell: Cell) -> [RGBColor?] {
        let (fg, bg) = cell.attributes.contains(.reverse) ? (cell.background, cell.foreground) : (cell.foreground, cell.background)
        let inkless = cell.character == " " && !cell.attributes.contains(.underline) && !cell.attributes.contains(.strikethrough)
        return [inkless ? nil : fg, bg]
    }

    @Test(arguments: [ColorDepth.palette256, .palette16, .palette8, .none])
    func differencesAreTheCellsTheDepthShowsDifferently(depth: ColorDepth) throws {
        let store = SkinStore(
            catalog: SkinLibrary.load(paths: [Self.skins]).catalog,
            traits: TraitCollection(userInterfaceStyle: .light))
        try store.selectSkin("ocean")
        let session = PreviewSession(store: store)
        try session.showPage("compare")
        try session.setCompareSkin("sunset")
        session.setDepth(depth)
        let plain = session.render(size: size)
        let left = session.comparePage.leftScope.frame
        let right = session.comparePage.rightScope.frame
        session.setShowsDifferences(true)
        let marked = session.render(size: size)
        let output = plain.displayed(at: depth)
        var expected: Set<Point> = []
        var markedLeft: Set<Point> = []
        var markedRight: Set<Point> = []
        var truecolor = 0
        for dy in 0..<left.height {
            for dx in 0..<left.width {
                let (l, r) = (Point(x: left.x + dx, y: left.y + dy), Point(x: right.x + dx, y: right.y + dy))
                if shown(output[l.x, l.y]) != shown(output[r.x, r.y]) { expected.insert(Point(x: dx, y: dy)) }
                if shown(plain[l.x, l.y]) != shown(plain[r.x, r.y]) { truecolor += 1 }
                if !plain[l.x, l.y].looksSame(as: marked[l.x, l.y]) { markedLeft.insert(Point(x: dx, y: dy)) }
                if !plain[r.x, r.y].looksSame(as: marked[r.x, r.y]) { markedRight.insert(Point(x: dx, y: dy)) }
            }
        }
        #expect(!expected.isEmpty)
        #expect(markedLeft.symmetricDifference(expected).isEmpty)
        #expect(markedRight.symmetricDifference(expected).isEmpty)
        #expect(marked.text.contains(" \(expected.count) cells differ"))
        if depth == .palette16 || depth == .none { #expect(expected.count < truecolor, "shades that meet at this depth do not differ") }
    }
}
