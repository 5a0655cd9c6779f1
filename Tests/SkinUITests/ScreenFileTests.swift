import Foundation
import SkinKit
import Testing

@testable import SkinUI

/// Screen files (issue 24): decoded with their lines and widget paths, built from the widgets and
/// drawn whole in two skins and two traits; the kinds and properties come from the declarations.
struct ScreenFileTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A small screen: a navigation bar, a list row with an unread badge, and a row forced dark.
    static let inbox = """
        {
          "root": { "kind": "vstack", "children": [
            { "kind": "navigationBar", "title": "Inbox" },
            { "kind": "list", "sections": [ { "title": "Today", "rows": [
              { "title": "Ada", "detail": "9:41", "badge": 3, "accessory": "none" } ] } ] },
            { "kind": "hstack", "traits": { "style": "dark" }, "background": "surface", "children": [
              { "kind": "button", "title": "Send" } ] }
          ] }
        }
        """

    static func document(_ text: String, name: String = "inbox") throws -> ScreenDocument {
        let (document, errors) = ScreenDecoder.decode(text, name: name, file: "\(name).screen.json")
        #expect(errors.isEmpty, "\(errors)")
        return try #require(document)
    }

    /// The screen's root drawn alone at `size` in `skin` and `style`.
    static func render(_ document: ScreenDocument, skin: String, style: UserInterfaceStyle, size: Size) throws -> Canvas {
        let store = try Fixtures.store(style: style)
        try store.selectSkin(skin)
        var builder = ScreenBuilder()
        return WidgetStage.render(builder.build(document.root), size: size, store: store)
    }

    /// The picture of a canvas with its legend made from the canvas: letters in order of first appearance.
    static func picture(_ canvas: Canvas) -> String {
        var legend: [Character: CanvasPicture.Look] = [:]
        var seen: [CanvasPicture.Look] = []
        for y in 0..<canvas.height {
            for x in 0..<canvas.width {
                let look = CanvasPicture.Look(of: canvas[x, y])
                if !seen.contains(look) { seen.append(look) }
            }
        }
        for (index, look) in seen.enumerated() { legend[Character(UnicodeScalar(UInt8(97 + index)))] = look }
        return CanvasPicture(legend).draw(canvas)
    }

    @Test(arguments: [("default", UserInterfaceStyle.light), ("default", .dark), ("ocean", .light), ("ocean", .dark)])
    func theInboxScreenInTwoSkinsAndTwoTraits(skin: String, style: UserInterfaceStyle) throws {
        let canvas = try Self.render(Self.document(Self.inbox), skin: skin, style: style, size: Size(width: 24, height: 4))
        let picture = Self.picture(canvas)
        #expect(picture == Self.expected["\(skin)-\(style)"], "\n\(picture)")
    }

    /// The nav bar takes each skin's `navBar.background` (ocean: #D0E8FF light, #002B36 dark), the
    /// list row its text and the badge's pill, and the row forced dark keeps the skin's dark
    /// surface and button (ocean's #073642 and #268BD2) in both traits.
    static let expected: [String: String] = [
        "default-light": """
         ‹       Inbox        ⋯ 
        TODAY                   
         Ada           9:41  3  
          Send                  

        abaaaaaaacccccaaaaaaaaba
        dddddeeeeeeeeeeeeeeeeeee
        efffeeeeeeeeeeeggggehihe
        jjkkkkjjllllllllllllllll

        a: blank on #F9F9F9
        b: #007AFF on #F9F9F9 bold
        c: #1C1C1E on #F9F9F9 bold
        d: #6C6C70 on #F2F2F7 dim
        e: blank on #F2F2F7
        f: #1C1C1E on #F2F2F7
        g: #6C6C70 on #F2F2F7
        h: blank on #D70015
        i: #FFFFFF on #D70015 bold
        j: blank on #0071E3
        k: #FFFFFF on #0071E3 bold
        l: blank on #1C1C1E
        """,
        "default-dark": """
         ‹       Inbox        ⋯ 
        TODAY                   
         Ada           9:41  3  
          Send                  

        abaaaaaaacccccaaaaaaaaba
        dddddeeeeeeeeeeeeeeeeeee
        efffeeeeeeeeeeeggggehihe
        jjkkkkjjllllllllllllllll

        a: blank on #1D1D1D
        b: #0A84FF on #1D1D1D bold
        c: #FFFFFF on #1D1D1D bold
        d: #AEAEB2 on #000000 dim
        e: blank on #000000
        f: #F2F2F7 on #000000
        g: #AEAEB2 on #000000
        h: blank on #FF453A
        i: #FFFFFF on #FF453A bold
        j: blank on #0071E3
        k: #FFFFFF on #0071E3 bold
        l: blank on #1C1C1E
        """,
        "ocean-light": """
         ‹       Inbox        ⋯ 
        TODAY                   
         Ada           9:41  3  
          Send                  

        abaaaaaaacccccaaaaaaaaba
        dddddeeeeeeeeeeeeeeeeeee
        efffeeeeeeeeeeeggggehihe
        jjkkkkjjllllllllllllllll

        a: blank on #D0E8FF
        b: #007AFF on #D0E8FF bold
        c: #1C1C1E on #D0E8FF bold
        d: #6C6C70 on #F2F2F7 dim
        e: blank on #F2F2F7
        f: #003355 on #F2F2F7
        g: #6C6C70 on #F2F2F7
        h: blank on #D70015
        i: #FFFFFF on #D70015 bold
        j: blank on #268BD2
        k: #FFFFFF on #268BD2 bold
        l: blank on #073642
        """,
        "ocean-dark": """
         ‹       Inbox        ⋯ 
        TODAY                   
         Ada           9:41  3  
          Send                  

        abaaaaaaacccccaaaaaaaaba
        dddddeeeeeeeeeeeeeeeeeee
        efffeeeeeeeeeeeggggehihe
        jjkkkkjjllllllllllllllll

        a: blank on #002B36
        b: #0A84FF on #002B36 bold
        c: #FFFFFF on #002B36 bold
        d: #AEAEB2 on #000000 dim
        e: blank on #000000
        f: #EEE8D5 on #000000
        g: #AEAEB2 on #000000
        h: blank on #FF453A
        i: #FFFFFF on #FF453A bold
        j: blank on #268BD2
        k: #FFFFFF on #268BD2 bold
        l: blank on #073642
        """,
    ]

    @Test func errorsNameTheFileLineWidgetPathAndTheClosestName() {
        let text = """
            {
              "root": { "kind": "vstack", "children": [
                { "kind": "buton", "title": "OK" },
                { "kind": "label", "text": "Hi", "textColr": "accent" },
                { "kind": "switch", "on": "yes" }
              ] }
            }
            """
        let (document, errors) = ScreenDecoder.decode(text, name: "bad", file: "Screens/bad.screen.json")
        #expect(document == nil)
        #expect(
            errors.map(\.description) == [
                "Screens/bad.screen.json:3: root.children[0]: unknown widget kind 'buton'; did you mean 'button'?",
                "Screens/bad.screen.json:4: root.children[1]: a label has no field or property 'textColr'; did you mean 'textColor'?",
                "Screens/bad.screen.json:5: root.children[2].on: 'on' takes true or false; found text",
            ])
    }

    @Test func aSyntaxErrorIsPlacedAtItsLineAndColumn() {
        let (document, errors) = ScreenDecoder.decode("{\n  \"root\": {\"kind\": \"label\",}\n}", name: "x", file: "x.screen.json")
        #expect(document == nil)
        #expect(errors.map(\.description) == ["x.screen.json:2:28: expected a quoted key"])
    }

    /// One source: every kind builds a type `WidgetCatalog` lists, and the properties a file may set
    /// on it are exactly that type's declared ones (with their per-state forms) — a property added to a
    /// widget's declarations is accepted (and in the schema) with no other change.
    @Test func kindsAndPropertiesComeFromTheWidgetDeclarations() {
        let catalogued = Set(WidgetCatalog.types.map { ObjectIdentifier($0) })
        for kind in ScreenWidgetKind.allCases {
            #expect(catalogued.contains(ObjectIdentifier(kind.viewType)), "\(kind)")
            #expect(kind.propertyNames == WidgetCatalog.styleProperties(of: kind.viewType), "\(kind)")
            for declaration in kind.viewType.declarations.list {
                #expect(kind.property(named: declaration.property.name) == declaration.property.name)
            }
            // Content fields never shadow a declared property.
            #expect(Set(kind.fields.map(\.name)).isDisjoint(with: kind.propertyNames), "\(kind)")
        }
        #expect(ScreenWidgetKind.navigationBar.property(named: "background") == "backgroundColor")
        #expect(ScreenWidgetKind.button.property(named: "title.highlighted") == "titleColor.highlighted")
    }

    /// The CJSkinSwift example's screen binds the plist's own keys (no map): its nav bar and tab bar
    /// show skin1's and skin2's `导航背景色` and `tab背景色`.
    @Test func theCJSkinScreenShowsThePlistsOwnKeysWithNoMap() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("termskin-cjscreen-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let plist = folder.appendingPathComponent("CJSkin.plist").path
        try FileManager.default.copyItem(atPath: Self.repository.appendingPathComponent("Examples/CJSkinSwift/CJSkin.plist").path, toPath: plist)
        let library = SkinLibrary.load(paths: [plist])
        #expect(library.errors.isEmpty && library.guessedMaps.isEmpty)
        let screenPath = Self.repository.appendingPathComponent("Examples/CJSkinSwift/Screens/cjskin.screen.json").path
        let text = try String(contentsOfFile: screenPath, encoding: .utf8)
        let session = PreviewSession(
            store: SkinStore(catalog: library.catalog, skinName: "skin1"),
            screens: { [ScreenLoad.decode(text, path: screenPath)] })
        try session.showPage("cjskin")
        let size = Size(width: 80, height: 24)
        let expected: [String: (nav: UInt32, tab: UInt32)] = ["skin1": (0x00CED1, 0xF2F2F2), "skin2": (0x454545, 0xF2F2F2), "default": (0x996666, 0xFFFFFF)]
        for (skin, colors) in expected {
            try session.selectSkin(skin)
            let canvas = session.render(size: size)
            let screen = try #require(session.screenPages.first)
            let nav = try #require(screen.allViews.first { $0 is NavigationBar })
            let tabs = try #require(screen.host.allViews.first { $0 is TabBar })
            #expect(canvas[nav.frame.x + 2, nav.frame.y].background == RGBColor(hex: colors.nav), "\(skin)")
            #expect(canvas[nav.frame.x + 2, nav.frame.y].backgroundKey == "导航背景色")
            #expect(canvas[tabs.frame.x, tabs.frame.y].background == RGBColor(hex: colors.tab), "\(skin)")
            #expect(canvas[tabs.frame.x, tabs.frame.y].backgroundKey == "tab背景色")
        }
    }

    /// At 80×24 and 200×60 every widget of the example screens is drawn whole or not at all.
    @Test(arguments: ["settings", "chat"], [Size(width: 80, height: 24), Size(width: 200, height: 60)])
    func theExampleScreensFitWithoutCuttingAWidget(name: String, size: Size) throws {
        let path = Self.repository.appendingPathComponent("Screens/\(name).screen.json").path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let session = PreviewSession(store: try Fixtures.store(), screens: { [ScreenLoad.decode(text, path: path)] })
        try session.showPage(name)
        _ = session.render(size: size)
        let screen = try #require(session.screenPages.first)
        guard let root = screen.host.root as? ScreenColumn else {
            Issue.record("the root is a vstack")
            return
        }
        #expect(root.frame.maxY <= screen.host.frame.maxY)
        var shown = 0
        for child in root.subviews where !(child is ScreenSpacer) && !child.frame.isEmpty {
            shown += 1
            let needed = ScreenColumn.rows(of: child, width: child.frame.width)
            if let list = child as? TableView {
                #expect(list.shownRows(height: child.frame.height).count == child.frame.height, "a list ends on a whole row")
            } else {
                #expect(child.frame.height == needed, "\(type(of: child)) drawn whole")
            }
        }
        #expect(shown >= 4)
        if name == "chat" {
            #expect(root.frame.width == ScreenDevice.phone.width, "the phone column")
            #expect(root.frame.x == (size.width - ScreenDevice.phone.width) / 2)
        }
    }

    /// Screens are pages: the tab bar lists them, `page NAME` shows one, a broken reload keeps the
    /// last good screen and shows its error, and a good one brings the change.
    @Test func aBrokenReloadKeepsTheLastGoodScreenAndShowsWhy() throws {
        var text = #"{"root": {"kind": "label", "text": "first"}}"#
        let session = PreviewSession(store: try Fixtures.store(), screens: { [ScreenLoad.decode(text, path: "Screens/note.screen.json")] })
        #expect(session.pageNames == PreviewSession.pageNames + ["note"])
        try session.showPage("note")
        let size = Size(width: 80, height: 24)
        var canvas = session.render(size: size)
        #expect(canvas.text(ofRow: 0).hasPrefix("first"))
        #expect(canvas.text(ofRow: size.height - 3).contains("note"), "the tab bar lists the screen")
        text = #"{"root": {"kind": "lable", "text": "second"}}"#
        session.reloadScreens()
        canvas = session.render(size: size)
        #expect(canvas.text(ofRow: 0).hasPrefix("first"), "the last good screen stays")
        let all = (0..<size.height).map { canvas.text(ofRow: $0) }.joined(separator: "\n")
        #expect(all.contains("Screen error"))
        #expect(all.contains("Screens/note.screen.json:1: root: unknown widget kind 'lable'; did you"), "\(all)")
        #expect(
            session.screenPages.first?.errors.map(\.description) == ["Screens/note.screen.json:1: root: unknown widget kind 'lable'; did you mean 'label'?"])
        text = #"{"root": {"kind": "label", "text": "second"}}"#
        session.reloadScreens()
        canvas = session.render(size: size)
        #expect(canvas.text(ofRow: 0).hasPrefix("second"))
        #expect(!(0..<size.height).map { canvas.text(ofRow: $0) }.joined().contains("Screen error"))
    }

    /// The three ways of skinning on a screen: dynamic follows a skin change, static keeps the value
    /// read when built, proxy gets its value from an appearance rule (not an explicit value).
    @Test func dynamicStaticAndProxyWidgetsSkinAsTheSeedsDo() throws {
        let text = """
            {"root": {"kind": "vstack", "children": [
              {"kind": "button", "title": "A", "background": "accent"},
              {"kind": "button", "title": "B", "background": "accent", "skinning": "static"},
              {"kind": "label", "text": "C", "textColor": "accent", "skinning": "proxy"}
            ]}}
            """
        let store = try Fixtures.store()
        let session = PreviewSession(store: store, screens: { [ScreenLoad.decode(text, path: "s.screen.json")] })
        try session.showPage("s")
        let size = Size(width: 80, height: 24)
        let before = session.render(size: size)
        try session.selectSkin("ocean")
        let after = session.render(size: size)
        let screen = try #require(session.screenPages.first)
        let buttons = screen.host.allViews.compactMap { $0 as? Button }
        let label = try #require(screen.host.allViews.first { $0 is Label } as? Label)
        #expect(before[buttons[0].frame.x, 0].background != after[buttons[0].frame.x, 0].background, "dynamic follows")
        #expect(before[buttons[1].frame.x, 1].background == after[buttons[1].frame.x, 1].background, "static stays")
        #expect(label.explicitColor(.textColor) == nil, "proxy: no explicit value")
        #expect(after[label.frame.x, 2].foreground == RGBColor(hex: 0x2AA198), "proxy: ocean's accent through the rule")
    }

    /// The inspector on a screen page names the widget's place in the file and its skinning.
    @Test func theInspectorNamesTheWidgetsPlaceInTheFile() throws {
        let text = """
            {"root": {"kind": "vstack", "children": [
              {"kind": "label", "text": "Title"},
              {"kind": "button", "title": "Go", "skinning": "static"}
            ]}}
            """
        let session = PreviewSession(store: try Fixtures.store(), screens: { [ScreenLoad.decode(text, path: "s.screen.json")] })
        try session.showPage("s")
        let size = Size(width: 80, height: 24)
        _ = session.render(size: size)
        let button = try #require(session.screenPages.first?.host.allViews.first { $0 is Button })
        session.point(at: Point(x: button.frame.x + 1, y: button.frame.y))
        let canvas = session.render(size: size)
        let all = (0..<size.height).map { canvas.text(ofRow: $0) }.joined(separator: "\n")
        #expect(all.contains("button root.children[1] · line 3 · static"), "\(all)")
    }
}
