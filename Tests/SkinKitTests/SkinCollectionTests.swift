import Foundation
import Testing

@testable import SkinKit

/// Issue 23: the bundled collection — at least 300 real schemes, each with its author, source and
/// light/dark; named pairs as one dynamic skin; listed in LICENSES.md; not stepped through by `s`.
struct SkinCollectionTests {
    let collection = SkinCollection.bundled

    var schemes: [(entry: SkinCollection.Entry, scheme: TerminalScheme)] {
        collection.entries.compactMap { entry in
            if case .scheme(let scheme) = entry.kind { (entry, scheme) } else { nil }
        }
    }

    @Test func holdsAtLeast300SchemesEachWithAuthorSourceAndVariant() {
        #expect(schemes.count >= 300, "\(schemes.count) schemes")
        #expect(Set(collection.entries.map(\.name)).count == collection.entries.count, "names are unique")
        // A scheme file that names no author says so (seti's, upstream); nearly all name one.
        let unnamed = schemes.filter { $0.entry.author == "(not named in its file)" }
        #expect(unnamed.count <= schemes.count / 100, "\(unnamed.map(\.entry.name))")
        for (entry, scheme) in schemes {
            #expect(!entry.author.isEmpty, "\(entry.name) has no author")
            #expect(entry.source.hasPrefix("tinted-theming/schemes@") && entry.source.hasSuffix(".yaml"), "\(entry.name): \(entry.source)")
            #expect(entry.variant == .light || entry.variant == .dark, "\(entry.name): \(entry.variant)")
            #expect(scheme.ansi.count == 16)
        }
        // The scheme's own variant is kept; it agrees with the background for nearly all schemes.
        let disagreeing = schemes.filter { ($0.entry.variant == .dark) != $0.scheme.isDark }
        #expect(disagreeing.count < schemes.count / 20, "\(disagreeing.map(\.entry.name))")
    }

    @Test func aNamedPairIsOneDynamicSkinWithBothSchemesBackgrounds() throws {
        let pair = try #require(collection.entry(named: "solarized-light-dark"))
        guard case .pair(let lightName, let darkName) = pair.kind else {
            Issue.record("not a pair")
            return
        }
        #expect(pair.variant == .lightAndDark)
        guard case .scheme(let light)? = collection.entry(named: lightName)?.kind,
            case .scheme(let dark)? = collection.entry(named: darkName)?.kind
        else {
            Issue.record("the pair's schemes are missing")
            return
        }
        #expect(light.name == "Solarized Light" && dark.name == "Solarized Dark")
        let skin = try #require(collection.skin(named: "solarized-light-dark"))
        let background = try #require(skin.colors["background"])
        #expect(background.resolve(in: TraitCollection(userInterfaceStyle: .light)) == light.background)
        #expect(background.resolve(in: TraitCollection(userInterfaceStyle: .dark)) == dark.background)
        #expect(light.background != dark.background)
        #expect(SkinVariant(of: skin) == .lightAndDark)
        // Every pair joins a light scheme and a dark one.
        for entry in collection.entries {
            guard case .pair(let l, let d) = entry.kind else { continue }
            #expect(collection.entry(named: l)?.variant == .light && collection.entry(named: d)?.variant == .dark, "\(entry.name)")
        }
        for family in ["catppuccin-light-dark", "gruvbox-medium-light-dark"] { #expect(collection.entry(named: family) != nil, "\(family)") }
    }

    @Test func licensesListEverySchemeWithItsAuthor() throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/SkinKit/Collection/LICENSES.md")
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains("MIT License") && text.contains("Permission is hereby granted"))
        let rows = text.split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| author") }
        var listed = Set<String>()
        for row in rows {
            let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 2 else { continue }
            for name in cells[1].split(separator: ",") {
                listed.insert(name.trimmingCharacters(in: .whitespaces))
            }
        }
        for (entry, _) in schemes {
            #expect(listed.contains(entry.name), "\(entry.name) is not in LICENSES.md")
        }
    }

    @Test func theCatalogOffersTheCollectionAfterTheUsersSkinsButSSkipsIt() throws {
        let folder = try TemporaryFolder()
        try folder.write("mine.json", ##"{"mine": {"Color": {"background": "#101010"}}, "nord": {"Color": {"background": "#FFFFFF"}}}"##)
        let library = SkinLibrary.load(paths: [folder.url.path])
        let catalog = library.catalog
        #expect(catalog.names == ["default", "mine", "nord"])
        let choices = catalog.choices
        #expect(choices.prefix(3).map(\.name) == ["default", "mine", "nord"])
        #expect(choices.prefix(3).allSatisfy { !$0.isCollection })
        // Then the built-in reference skin (stock iOS), then the collection.
        #expect(choices.dropFirst(3).first?.name == "ios" && choices.dropFirst(3).first?.isCollection == false)
        #expect(choices.dropFirst(4).allSatisfy { $0.isCollection })
        #expect(choices.filter { $0.name == "nord" }.count == 1, "the user's nord hides the collection's")
        #expect(choices.count == 3 + 1 + collection.entries.count - 1)
        #expect(choices.first { $0.name == "mine" }?.variant == .dark)
        // `s` steps through the user's skins only, also when a collection skin is shown.
        let store = SkinStore(catalog: catalog)
        try store.selectSkin("solarized-dark")
        #expect(store.currentSkin.source == .collection("tinted-theming/schemes@b327321:base16/solarized-dark.yaml"))
        var seen: [String] = []
        for _ in 0..<6 {
            store.selectSkin(offset: 1)
            seen.append(store.currentSkinName)
        }
        #expect(Set(seen) == ["default", "mine", "nord"], "\(seen)")
    }
}
