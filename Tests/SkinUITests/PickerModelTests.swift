import SkinKit
import Testing

@testable import SkinUI

/// The picker's list (issue 23): fuzzy filter, light/dark filter, favourites and recently used
/// leading, contrast order, and a highlight that stays in bounds.
struct PickerModelTests {
    static func entry(_ name: String, _ variant: PickerVariant = .dynamic, source: String = "test") -> PickerEntry {
        PickerEntry(name: name, source: source, variant: variant, lightStrip: [.white], darkStrip: [.black])
    }

    static let names = ["default", "dracula", "ocean", "docker", "solarized-dark", "dark-solarized", "paper"]

    @Test func fuzzyFilterFindsLettersInOrderAndRanksTightWordStartsFirst() {
        var model = PickerModel(entries: Self.names.map { Self.entry($0) })
        model.setQuery("oc")
        #expect(model.visible.map { model.entries[$0].name } == ["ocean", "docker"], "a word start and a run beat a run inside")
        model.setQuery("sdark")
        #expect(model.visible.map { model.entries[$0].name } == ["solarized-dark"], "letters must come in order")
        model.setQuery("SOLAR")
        #expect(model.visible.map { model.entries[$0].name } == ["solarized-dark", "dark-solarized"], "case is ignored")
        model.setQuery("zzz")
        #expect(model.visible.isEmpty && model.highlightedEntry == nil)
        model.deleteBackward()
        model.deleteBackward()
        model.deleteBackward()
        #expect(model.visible.count == Self.names.count && model.query.isEmpty)
    }

    @Test func typingHighlightsTheBestMatchAndMovingStaysInTheList() {
        var model = PickerModel(entries: Self.names.map { Self.entry($0) }, current: "paper")
        #expect(model.highlightedEntry?.name == "paper", "the picker opens on the current skin")
        model.type("d")
        model.type("r")
        #expect(model.highlightedEntry?.name == "dracula")
        model.move(by: -5)
        #expect(model.highlighted == 0)
        model.move(by: 100)
        #expect(model.highlighted == model.visible.count - 1)
    }

    @Test func lightDarkFilterKeepsDynamicSkinsInBoth() {
        var model = PickerModel(entries: [Self.entry("day", .light), Self.entry("night", .dark), Self.entry("both", .dynamic)])
        #expect(model.filter == .all && model.visible.count == 3)
        model.cycleFilter()
        #expect(model.filter == .light && model.visible.map { model.entries[$0].name } == ["day", "both"])
        model.cycleFilter()
        #expect(model.filter == .dark && model.visible.map { model.entries[$0].name } == ["night", "both"])
        model.cycleFilter()
        #expect(model.filter == .all)
    }

    @Test func favouritesThenRecentlyUsedLeadTheList() {
        let memory = PickerMemory(favourites: ["paper"], recent: ["docker", "ocean"])
        var model = PickerModel(entries: Self.names.map { Self.entry($0) }, memory: memory, current: "default")
        #expect(
            model.visible.map { model.entries[$0].name }
                == ["paper", "docker", "ocean", "default", "dracula", "solarized-dark", "dark-solarized"])
        #expect(model.isFavourite[6] && model.isRecent[2] && !model.isRecent[0])
        #expect(model.highlightedEntry?.name == "default", "the highlight follows its skin to its new row")
        model.toggleFavourite()
        #expect(model.memory.favourites == ["paper", "default"] && model.highlightedEntry?.name == "default")
        #expect(model.visible.prefix(2).map { model.entries[$0].name } == ["default", "paper"], "favourites in the list's order")
        model.noteChosen()
        #expect(model.memory.recent == ["default", "docker", "ocean"])
    }

    @Test func recentlyUsedIsBoundedAndHasNoDuplicates() {
        var memory = PickerMemory(recent: ["a", "a", "b"])
        #expect(memory.recent == ["a", "b"])
        for index in 0..<20 { memory.noteChosen("s\(index)") }
        memory.noteChosen("s15")
        #expect(memory.recent.count == PickerMemory.recentLimit && memory.recent.first == "s15" && memory.recent.filter { $0 == "s15" }.count == 1)
    }

    @Test func contrastOrderPutsTheMostLegibleFirstAndUnscoredLast() {
        var model = PickerModel(entries: ["a", "b", "c"].map { Self.entry($0) })
        model.setSort(.contrast, scores: [3.0, nil, 7.5])
        #expect(model.visible.map { model.entries[$0].name } == ["c", "a", "b"] && model.contrastScores != nil)
        model.setSort(.list)
        #expect(model.visible.map { model.entries[$0].name } == ["a", "b", "c"] && model.contrastScores == nil)
    }

    /// Five thousand names: the filter's answer is the same as checking each name by hand.
    @Test func fiveThousandNamesFilterAsCheckedByHand() {
        let names = (0..<5_000).map { "scheme-\($0 % 97)-\(["light", "dark", "night", "paper"][$0 % 4])-\($0)" }
        var model = PickerModel(entries: names.map { Self.entry($0) })
        model.setQuery("9ni")
        func inOrder(_ name: String, _ query: String) -> Bool {
            var rest = Substring(name)
            for character in query {
                guard let found = rest.firstIndex(of: character) else { return false }
                rest = rest[rest.index(after: found)...]
            }
            return true
        }
        #expect(Set(model.visible.map { names[$0] }) == Set(names.filter { inOrder($0, "9ni") }))
        #expect(model.visible.count > 100)
    }

    @Test func entriesOfACatalogKnowTheirSourceVariantAndStrip() throws {
        let store = try Fixtures.store()
        try store.updateSkins(with: [
            "night": ["Color": ["background": "#101010", "text": "#EEEEEE"]],
            "day": ["Color": ["background": "#FAFAFA"]],
        ])
        let entries = PickerEntry.entries(of: store.catalog)
        #expect(entries.map(\.name) == ["default", "day", "night", "ocean", "ios"])
        #expect(entries.map(\.variant) == [.dynamic, .light, .dark, .dynamic, .dynamic])
        #expect(entries.map(\.source) == ["embedded", "run-time update", "run-time update", "run-time update", "embedded"])
        let night = try #require(entries.first { $0.name == "night" })
        #expect(night.darkStrip.count == PickerEntry.stripLength && night.darkStrip[0] == RGBColor(hex: 0x101010))
        #expect(night.darkStrip[2] == RGBColor(hex: 0xEEEEEE), "text after surface")
    }
}
