import Testing

@testable import SkinKit

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

    /// The letter-set filter only skips names that are too far anyway: on every one- to three-edit
    /// variant of known keys, the answer is the brute-force search's.
    @Test func theLetterFilterNeverChangesTheAnswer() {
        let known = ["button.title", "button.background", "navBar.title", "tabBar.tint", "text", "separator", "list.rowSelected"]
        let closest = ClosestName(among: known)
        func bruteForce(_ name: String) -> String? {
            let target = Array(name.lowercased().unicodeScalars)
            let limit = max(1, min(3, target.count / 3))
            var best: (name: String, distance: Int)?
            for candidate in known where candidate != name {
                let distance = ClosestName.editDistance(target, Array(candidate.lowercased().unicodeScalars))
                if distance <= limit, distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
            }
            return best?.name
        }
        var variants: [String] = []
        for name in known {
            let characters = Array(name)
            for index in characters.indices {
                var dropped = characters
                dropped.remove(at: index)
                var replaced = characters
                replaced[index] = "x"
                var doubled = characters
                doubled.insert("q", at: index)
                variants += [String(dropped), String(replaced), String(doubled)]
                if index + 2 < characters.count {
                    var twice = replaced
                    twice[index + 2] = "z"
                    var swapped = characters
                    swapped.swapAt(index, index + 1)
                    variants += [String(twice), String(swapped), String(twice.dropLast())]
                }
            }
        }
        for variant in variants {
            #expect(closest.to(variant) == bruteForce(variant), "\(variant)")
        }
    }
}
