import Testing

@testable import SkinUI

/// A wrapping label keeps the rows it wrapped last (a frame asks up to three times); they follow
/// every change of the text, the width and the row limit.
struct WrappingLabelTests {
    @Test func theRowsFollowTheTextTheWidthAndTheRowLimit() {
        let label = WrappingLabel("reload failed: Skins/ocean.json line 3", maximumRows: 3)
        #expect(label.rows(width: 16) == ["reload failed:", "Skins/ocean.json", "line 3"])
        #expect(label.rows(width: 16) == ["reload failed:", "Skins/ocean.json", "line 3"])
        #expect(label.rows(width: 24) == ["reload failed:", "Skins/ocean.json line 3"])
        label.text = "skin: dracula"
        #expect(label.rows(width: 24) == ["skin: dracula"])
        label.text = "one two three four five six"
        #expect(label.rows(width: 9) == ["one two", "three", "four five six"].prefix(2) + ["four fiv…"])
        label.maximumRows = 4
        #expect(label.rows(width: 9) == ["one two", "three", "four five", "six"])
    }
}
