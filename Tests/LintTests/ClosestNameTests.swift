import Testing
@testable import Lint

struct ClosestNameTests {
    @Test func typosFindTheKnownName() {
        #expect(ClosestName.to("butonn.title", among: ["button.title", "button.background", "navBar.title"]) == "button.title")
        #expect(ClosestName.to("Buton", among: ["Button", "Label"]) == "Button")
        #expect(ClosestName.to("textColr", among: ["textColor", "titleColor"]) == "textColor")
        #expect(ClosestName.to("lsit", among: ["list", "lint", "shot"]) == "list")
    }

    @Test func unrelatedNamesHaveNoSuggestion() {
        #expect(ClosestName.to("wallpaper", among: ["button.title", "text"]) == nil)
    }
}
