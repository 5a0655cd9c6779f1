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
