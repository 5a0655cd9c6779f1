import Foundation
import SkinKit
import SkinUI
import Testing

@testable import SkinCurses

extension NcursesSuite {
    /// The bytes ncurses writes for a skin switch of the gallery, counted (not timed) against the
    /// tight floor `RedrawByteFloor` (issue 26: within 1.3×).
    @Suite struct SkinSwitchBytesTests {
        static let skins = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Skins").path

        @Test(arguments: [Size(width: 120, height: 40), Size(width: 200, height: 60)])
        func everySkinSwitchOfTheGalleryStaysWithinTheBoundOfTheTightFloor(size: Size) throws {
            let library = SkinLibrary.load(paths: [Self.skins])
            let names = library.catalog.names
            try #require(names.count >= 3, "the shipped skins load")
            let fixture = try ScreenFixture("xterm-256color", size: size)
            let store = SkinStore(
                catalog: library.catalog, skinName: names[0],
                traits: TraitCollection(userInterfaceStyle: .light, colorDepth: .palette256))
            let session = PreviewSession(store: store)
            var shown = session.render(size: size)
            fixture.screen.present(shown)
            var floor = RedrawByteFloor(depth: .palette256)
            var written = 0
            var floorTotal = 0
            for _ in names {
                session.handle(.character("s"))
                let canvas = session.render(size: size)
                fixture.screen.present(canvas)
                let bytes = fixture.screen.lastPresentByteCount
                let tight = floor.bytes(from: shown, to: canvas)
                #expect(tight > 0, "\(store.currentSkinName): the switch changes cells")
                #expect(
                    Double(bytes) <= 1.3 * Double(tight),
                    "\(store.currentSkinName) at \(size.width)x\(size.height): \(bytes) bytes written, floor \(tight)")
                written += bytes
                floorTotal += tight
                shown = canvas
            }
            #expect(Double(written) <= 1.3 * Double(floorTotal), "\(written) bytes written, floor \(floorTotal)")
        }
    }

    /// The floor itself, on screens small enough to count by hand.
    @Suite struct RedrawByteFloorTests {
        private static let ink = RGBColor(hex: 0xFFFFFF), paper = RGBColor(hex: 0x000080)

        private func canvas(_ rows: [String]) -> Canvas {
            var canvas = Canvas(width: rows[0].count, height: rows.count)
            for (y, row) in rows.enumerated() {
                for (x, character) in row.enumerated() {
                    canvas[x, y] = Cell(character: String(character), foreground: Self.ink, background: Self.paper)
                }
            }
            return canvas
        }

        @Test func oneChangedCellCostsAMoveAColorAndItsCharacter() {
            var floor = RedrawByteFloor.direct
            // ESC[2;3H (6) + ESC[;38;2;255;255;255;48;2;0;0;128m (33) + "x".
            #expect(floor.bytes(from: canvas(["abcd", "efgh"]), to: canvas(["abcd", "efxh"])) == 6 + 33 + 1)
        }

        @Test func aBlankOnThePensBackgroundCostsNoColorWhateverItsInk() {
            var floor = RedrawByteFloor.direct
            var after = canvas(["a b"])
            after[1, 0] = Cell(character: " ", foreground: RGBColor(hex: 0xFF0000), background: Self.paper)
            // ESC[1H (4) + one SGR (33) + "a b": the blank's red ink never shows.
            #expect(floor.bytes(from: canvas(["xyz"]), to: after) == 4 + 33 + 3)
            // Its ink alone changed: nothing to draw.
            #expect(floor.bytes(from: canvas(["a b"]), to: after) == 0)
            // Underlined, the ink shows: the pen changes for it and back.
            after[1, 0] = Cell(character: " ", foreground: RGBColor(hex: 0xFF0000), background: Self.paper, attributes: [.underline])
            #expect(floor.bytes(from: canvas(["xyz"]), to: after) > 4 + 33 + 3 + 2 * 10)
        }

        @Test func aRunOfOneCharacterIsWrittenOnceAndRepeated() {
            var floor = RedrawByteFloor.direct
            let before = canvas([String(repeating: "a", count: 30)])
            let after = canvas([String(repeating: "b", count: 30)])
            // ESC[1H (4) + SGR (33) + "b" + ESC[29b (5).
            #expect(floor.bytes(from: before, to: after) == 4 + 33 + 1 + 5)
        }

        @Test func unchangedCellsCostNothingAndTheCursorMovesOnlyWhereItIsNot() {
            var floor = RedrawByteFloor.direct
            #expect(floor.bytes(from: canvas(["abcd"]), to: canvas(["abcd"])) == 0)
            // Two changed cells side by side: one move, one SGR, two characters.
            #expect(floor.bytes(from: canvas(["abcd"]), to: canvas(["xycd"])) == 4 + 33 + 2)
            // A gap of one cell: ESC[C (3) after the first.
            #expect(floor.bytes(from: canvas(["abcd"]), to: canvas(["xbyd"])) == 4 + 33 + 1 + 3 + 1)
        }

        @Test func onlyTheColorThatChangedIsSet() {
            #expect(
                RedrawByteFloor.sgrCost(
                    from: .init(foreground: 15, background: 4, attributes: []),
                    to: .init(foreground: 15, background: 200, attributes: [])) == 3 + 8)
            #expect(
                RedrawByteFloor.sgrCost(
                    from: .init(foreground: 15, background: 4, attributes: [.bold]),
                    to: .init(foreground: 15, background: 4, attributes: [])) == 3 + 1 + 5)
        }
    }
}

extension RedrawByteFloor {
    /// A floor for 24-bit colors, whose SGR sizes are fixed by the values alone.
    static var direct: RedrawByteFloor { RedrawByteFloor(depth: .truecolor, terminalHasDirectColor: true) }
}
