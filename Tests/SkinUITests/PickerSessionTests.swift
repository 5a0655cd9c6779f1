import Foundation
import SkinKit
import Testing

@testable import SkinUI

/// The picker in the previewer's session: `t` opens it, the page shows the highlighted skin at
/// once, Enter keeps it, Esc goes back; the terminal's worn colors follow the same store.
struct PickerSessionTests {
    static let size = Size(width: 120, height: 40)

    static func session() throws -> PreviewSession {
        let store = try Fixtures.store()
        try store.updateSkins(with: ["night": ["Color": ["background": "#101010", "surface": "#202020", "text": "#EEEEEE"]]])
        return PreviewSession(store: store)
    }

    @Test func highlightPreviewsEscRestoresEnterKeeps() throws {
        let session = try Self.session()
        let before = session.render(size: Self.size)
        session.handle(.character("t"))
        #expect(session.isPickerOpen && session.picker?.highlightedEntry?.name == "default")
        for character in "oc" { session.handle(.character(character)) }
        #expect(session.store.currentSkinName == "ocean", "typing highlights the best match, and the page shows it")
        let ocean = session.render(size: Self.size)
        let galleryColumns = Rect(x: PickerPanel.cardWidth(screenWidth: Self.size.width), y: 0, width: 40, height: 30)
        #expect(Self.differences(before, ocean, in: galleryColumns) > 100, "the gallery beside the list changed")
        session.handle(.escape)
        #expect(!session.isPickerOpen && session.store.currentSkinName == "default" && session.pickerOutcome == .cancelled)
        #expect(session.render(size: Self.size) == before, "Esc puts the screen back as it was")

        session.handle(.character("t"))
        session.handle(.down)
        let highlighted = try #require(session.picker?.highlightedEntry?.name)
        #expect(highlighted != "default" && session.store.currentSkinName == highlighted)
        session.handle(.enter)
        #expect(!session.isPickerOpen && session.store.currentSkinName == highlighted && session.pickerOutcome == .chosen(highlighted))
        #expect(session.pickerMemory.recent == [highlighted] && session.message == "kept skin \(highlighted)")
        session.handle(.character("s"))
        #expect(session.store.currentSkinName != highlighted, "keys are the previewer's again once the picker closed")
    }

    @Test func keysTypeIntoTheFilterWhileOpenAndNothingElseRuns() throws {
        let session = try Self.session()
        session.handle(.character("t"))
        for character in "qd?" { session.handle(.character(character)) }
        #expect(session.isPickerOpen && session.picker?.query == "qd?" && session.store.traits.userInterfaceStyle == .light)
        session.handle(.control("u"))
        #expect(session.picker?.query == "")
        session.handle(.tab)
        #expect(session.picker?.filter == .light)
        session.handle(.control("f"))
        let favourite = try #require(session.picker?.highlightedEntry?.name)
        #expect(session.pickerMemory.favourites == [favourite], "a favourite is remembered at once, even if the picker is cancelled")
        session.handle(.escape)
        #expect(session.pickerMemory.favourites == [favourite])
    }

    /// While the terminal wears the skin (`w`), the colors the app gives it are the store's: they
    /// follow the highlight and come back on Esc.
    @Test func wornTerminalColorsFollowTheHighlightAndComeBackOnCancel() throws {
        let session = try Self.session()
        session.handle(.character("w"))
        #expect(session.wearsSkin)
        let worn = TerminalColors(store: session.store)
        session.handle(.character("t"))
        for character in "night" { session.handle(.character(character)) }
        #expect(session.store.currentSkinName == "night")
        #expect(TerminalColors(store: session.store) != worn && TerminalColors(store: session.store).background == RGBColor(hex: 0x101010))
        session.handle(.escape)
        #expect(session.wearsSkin && TerminalColors(store: session.store) == worn)
    }

    @Test func contrastOrderAsksTheScorerOncePerSkin() throws {
        let session = try Self.session()
        var asked: [String] = []
        session.contrastScorer = { _, name in
            asked.append(name)
            return ["night": 12.0, "ocean": 6.0][name] ?? 2.0
        }
        session.handle(.character("t"))
        session.handle(.control("o"))
        let picker = try #require(session.picker)
        #expect(picker.sort == .contrast && picker.visible.prefix(2).map { picker.entries[$0].name } == ["night", "ocean"])
        let shown = session.render(size: Self.size).text
        #expect(shown.contains("12.0:1") && shown.contains("6.0:1") && shown.contains("sort: contrast"), "each row shows its score")
        session.handle(.control("o"))
        session.handle(.control("o"))
        #expect(asked.sorted() == ["default", "ios", "night", "ocean"], "scores are cached per skin")
        session.handle(.escape)
        let unscored = try Self.session()
        unscored.handle(.character("t"))
        unscored.handle(.control("o"))
        #expect(unscored.picker?.sort == .list && unscored.message?.contains("no contrast scores") == true)
    }

    @Test func aReloadWhileOpenKeepsTheFilterAndListsTheNewSkin() throws {
        let session = try Self.session()
        session.handle(.character("t"))
        session.handle(.character("n"))
        try session.store.updateSkins(with: ["nova": ["Color": ["background": "#FFEEDD"]]])
        let picker = try #require(session.picker)
        #expect(picker.query == "n" && picker.entries.contains { $0.name == "nova" })
    }

    static func differences(_ a: Canvas, _ b: Canvas, in rect: Rect) -> Int {
        var count = 0
        for y in rect.y..<rect.maxY { for x in rect.x..<rect.maxX where !a[x, y].looksSame(as: b[x, y]) { count += 1 } }
        return count
    }
}

/// The picker's keys are one table: each key runs one command, the hint line and the README read it.
struct PickerKeyTableTests {
    @Test func everyKeyIsOnceInTheTableAndTheReadmeNamesEach() throws {
        let keys = PickerKey.allCases.flatMap(\.keys)
        #expect(Set(keys).count == keys.count, "no key runs two picker commands")
        for command in PickerKey.allCases { for key in command.keys { #expect(PickerKey.command(for: key) == command) } }
        #expect(PickerKey.command(for: .character("q")) == nil, "letters type")
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        for command in PickerKey.allCases { #expect(text.contains("`\(command.label)`"), "README lacks the picker key \(command.label)") }
        #expect(PickerKey.hintNote.contains("Enter keep") && PickerKey.hintNote.contains("Esc back"))
    }
}
