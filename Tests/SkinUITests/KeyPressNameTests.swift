import Testing

@testable import SkinUI

/// Key names live in one table (`KeyPress.named`): naming a key and reading a name back agree for
/// every entry and alias, and the script names cover the function and control keys.
struct KeyPressNameTests {
    @Test func everyNamedKeyReadsBackFromItsNameAndItsAliases() {
        for entry in KeyPress.named {
            #expect(entry.key.description == entry.name)
            for spelling in [entry.name, entry.name.uppercased()] + entry.aliases {
                #expect(KeyPress(name: spelling) == entry.key, "\(spelling)")
            }
        }
    }

    @Test func scriptNamesAreTheNamedFunctionAndControlKeys() {
        #expect(KeyPress.scriptNames.count == KeyPress.named.count + 12 + 26)
        for name in KeyPress.scriptNames {
            let key = KeyPress(name: name)
            #expect(key?.description == name, "\(name) round-trips")
        }
        #expect(KeyPress(name: "f13") == nil && KeyPress(name: "ctrl-1") == nil)
    }
}

/// The help overlay lists every key even on the smallest terminal: two columns when one does not fit.
struct HelpOverlayFitTests {
    @Test func everyKeyIsInTheHelpAt80x24() throws {
        let session = PreviewSession(store: try Fixtures.store())
        session.perform(.toggleHelp)
        let text = session.render(size: PreviewSession.minimumSize).text
        for binding in PreviewCommand.bindings {
            #expect(text.contains(" \(binding.keyLabel)  "), "\(binding.keyLabel) is in the help at 80×24")
        }
        #expect(PreviewCommand.helpLines(fitting: Size(width: 200, height: 60)) == PreviewCommand.helpLines, "one column where it fits")
    }
}
