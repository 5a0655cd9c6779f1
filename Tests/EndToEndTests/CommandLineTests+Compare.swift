import Foundation
import Testing

/// `termskin shot --page compare`, as a user runs it.
extension CommandLineTests {
    @Test func shotOfTheComparePageShowsBothSkinsAndCountsDifferences() {
        let result = termskin([
            "shot", "--page", "compare", "--skin", "ocean", "--compare-skin", "sunset", "--differences",
            "--size", "120x40", "--format", "txt",
        ])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains("left: sunset · light · right: ocean · light"), "\(result.output)")
        #expect(result.output.contains("cells differ"))
        let dark = termskin(["shot", "--page", "compare", "--skin", "ocean", "--compare-mode", "dark", "--format", "txt"])
        #expect(dark.status == 0, "\(dark.error)")
        #expect(dark.output.contains("left: ocean · light · right: ocean · dark"), "\(dark.output)")
    }

    @Test func compareOptionsRefuseUnknownSkinsModesAndOtherPages() {
        let unknown = termskin(["shot", "--page", "compare", "--compare-skin", "sunsett", "--format", "txt"])
        #expect(unknown.status == 2)
        #expect(unknown.output.isEmpty)
        #expect(unknown.error.contains("no skin named 'sunsett'") && unknown.error.contains("did you mean \"sunset\"?"), "\(unknown.error)")
        let mode = termskin(["shot", "--page", "compare", "--compare-mode", "sideways", "--format", "txt"])
        #expect(mode.status == 2)
        #expect(mode.error.contains("sideways") && mode.error.contains("skins"), "\(mode.error)")
        let page = termskin(["shot", "--compare-skin", "ocean", "--format", "txt"])
        #expect(page.status == 2 && page.output.isEmpty)
        #expect(page.error.contains("add --page compare"), "\(page.error)")
    }
}
