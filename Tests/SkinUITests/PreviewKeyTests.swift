import Foundation
import SkinKit
import Testing

@testable import SkinUI

/// The key table is the one source of key handling, help and hints; keys behave as help says.
struct PreviewKeyTests {
    let size = Size(width: 80, height: 24)

    @Test func everyBoundKeyRunsItsCommandAndHelpListsEveryBinding() {
        for binding in PreviewCommand.bindings {
            for key in binding.keys { #expect(PreviewCommand.command(for: key) == binding.command, "\(key)") }
        }
        #expect(PreviewCommand.helpLines.count == PreviewCommand.bindings.count)
        for (line, binding) in zip(PreviewCommand.helpLines, PreviewCommand.bindings) {
            #expect(line.hasPrefix(binding.keyLabel) && line.hasSuffix(binding.summary))
        }
        let commands = Set(PreviewCommand.bindings.map(\.command))
        #expect(commands == Set(PreviewCommand.allCases), "every command has a key")
    }

    @Test func theNarrowHintLineKeepsHelpAndQuit() {
        let line = PreviewCommand.hintLine(width: 60)
        #expect(line.contains("? help") && line.contains("q quit") && line.contains("s/S skin"))
        #expect(DisplayWidth.of(line) <= 60)
        let wide = PreviewCommand.hintLine(width: 200)
        for binding in PreviewCommand.bindings { if let hint = binding.hint { #expect(wide.contains(hint) != binding.hintedWhenOffered) } }
        // A command hinted only while offered (saving a guessed map) is in the hint while it is.
        let offered = PreviewCommand.hintLine(width: 200, offered: [.saveGuessedMap])
        for hint in PreviewCommand.bindings.compactMap(\.hint) { #expect(offered.contains(hint)) }
        let session = PreviewSession(store: SkinStore(catalog: EmbeddedSkin.catalog().catalog))
        let canvas = session.render(size: size)
        #expect(canvas.text(ofRow: size.height - 1).contains("? help  q quit"))
    }

    /// Issue 20, item 17: the Compare page's keys and the table's share one line, each key once,
    /// and the Gallery-only keys give the inspector room.
    @Test func theComparePageHintNamesEachKeyOnceAndKeepsTheInspector() {
        let session = PreviewSession(store: SkinStore(catalog: EmbeddedSkin.catalog().catalog))
        try? session.showPage("compare")
        let canvas = session.render(size: Size(width: 120, height: 40))
        let line = canvas.text(ofRow: 39)
        #expect(line.contains("S left skin") && line.contains(" s skin") && !line.contains("s/S"), "\(line)")
        #expect(line.contains("i inspect"), "\(line)")
        #expect(!line.contains("b rebuild") && !line.contains("a appear"), "Gallery-only keys: \(line)")
        let keys = line.split(separator: " ").filter { $0.count == 1 }
        #expect(keys.count == Set(keys).count, "a key named twice: \(line)")
    }

    @Test func aFocusedTextFieldTakesKeysOnlyWhileEditingAndEscapeLeavesIt() throws {
        let session = PreviewSession(store: SkinStore(catalog: EmbeddedSkin.catalog().catalog))
        while !(session.focusedView is TextField) { session.handle(.tab) }
        let field = try #require(session.focusedView as? TextField)
        #expect(session.handle(.character("?")) == .handled)
        #expect(session.isHelpVisible, "a merely focused field leaves command keys alone")
        session.handle(.escape)
        #expect(!session.isHelpVisible)
        session.handle(.enter)
        #expect(session.isEditingText)
        #expect(session.render(size: size).text.contains("Esc or Enter leaves the field"))
        for key in "iq?" { #expect(session.handle(.character(key)) == .handled) }
        #expect(field.text == "iq?")
        session.handle(.escape)
        #expect(!session.isEditingText)
        #expect(session.handle(.character("q")) == .quit)
    }

    @Test func leftAndRightMoveTheFocusedSliderAndSegments() throws {
        let session = PreviewSession(store: SkinStore(catalog: EmbeddedSkin.catalog().catalog))
        while !(session.focusedView is Slider) { session.handle(.tab) }
        let slider = try #require(session.focusedView as? Slider)
        let start = slider.value
        session.handle(.right)
        #expect(abs(slider.value - (start + 0.1)) < 1e-9)
        session.handle(.left)
        session.handle(.left)
        #expect(abs(slider.value - (start - 0.1)) < 1e-9)
        while !(session.focusedView is SegmentedControl) { session.handle(.tab) }
        let segments = try #require(session.focusedView as? SegmentedControl)
        session.handle(.left)
        #expect(segments.selectedIndex == 0)
        session.handle(.left)
        #expect(segments.selectedIndex == 0)
        session.handle(.right)
        session.handle(.right)
        #expect(segments.selectedIndex == 2)
    }

    @Test func aLongStatusMessageWrapsInsteadOfBeingCut() {
        let session = PreviewSession(store: SkinStore(catalog: EmbeddedSkin.catalog().catalog))
        let message = "reload failed, kept the last good skins: Skins/ocean.json:5: ocean.Color.background: light: invalid color '#E8F6FZ' (expected #RRGGBB)"
        session.setMessage(message)
        let canvas = session.render(size: size)
        let shown = (0..<size.height).map { canvas.text(ofRow: $0).trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        #expect(shown.contains("invalid color '#E8F6FZ' (expected #RRGGBB)"))
        #expect(shown.contains("Skins/ocean.json:5:"))
    }

    @Test func renderingChangesNothingInThePage() throws {
        let session = PreviewSession(store: try Fixtures.store())
        session.handle(.character("i"))
        session.handle(.character("?"))
        let first = session.render(size: size)
        let views = session.window.allViews.count
        let second = session.render(size: size)
        #expect(first == second)
        #expect(session.window.allViews.count == views)
        #expect(session.overlayWindow.subviews.isEmpty)
    }

    @Test func theInspectorPointerNamesTheTabBarKeys() throws {
        let session = PreviewSession(store: SkinStore(catalog: EmbeddedSkin.catalog().catalog))
        session.handle(.character("i"))
        _ = session.render(size: size)
        let bar = session.page.tabBar.frame
        session.point(at: Point(x: bar.x + 2, y: bar.y))
        let text = session.render(size: size).text
        #expect(text.contains("TabBar"))
        #expect(text.contains("bg: tabBar.background"))
        #expect(text.contains("from default"))
    }
}

/// Mouse clicks, where the terminal reports them: the same paths as keys.
struct PreviewClickTests {
    let size = Size(width: 100, height: 30)

    @Test func aClickMovesTheInspectorPointerFocusesAControlAndSwitchesPages() throws {
        let session = PreviewSession(store: SkinStore(catalog: EmbeddedSkin.catalog().catalog))
        _ = session.render(size: size)
        let toggle = try #require(session.page.dynamicPanel.allViews.compactMap { $0 as? Switch }.first)
        session.handle(.click(x: toggle.frame.x + 1, y: toggle.frame.y))
        #expect(session.focusedView === toggle)
        session.handle(.character("i"))
        let bar = session.page.tabBar.frame
        session.handle(.click(x: bar.x + 2, y: bar.y - 3))
        #expect(session.pointer == Point(x: bar.x + 2, y: bar.y - 3))
        session.handle(.escape)
        session.handle(.click(x: bar.x + bar.width / 2, y: bar.y))
        #expect(session.pageName == "palette")
        _ = session.render(size: size)
        session.handle(.click(x: bar.maxX - 3, y: bar.y))
        #expect(session.pageName == "compare")
        #expect(KeyPress(name: "click-3,27") == .click(x: 3, y: 27))
    }
}

/// The README's key table is the key table: every binding has its row, word for word.
struct KeyTableDocsTests {
    @Test func theReadmeListsEveryBindingAsHelpDoes() throws {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        for binding in PreviewCommand.bindings {
            #expect(text.contains("| `\(binding.keyLabel)` | \(binding.summary) |"), "README lacks the row of \(binding.keyLabel)")
        }
    }
}
