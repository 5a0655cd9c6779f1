import SkinKit
import Testing

@testable import SkinUI

/// The Compare page with a screen file as its subject (issue 24): each panel builds the screen in
/// its own `SkinScope`, so dynamic, static and proxy widgets skin in that panel's skin and traits;
/// compared whole (text, one legend letter per cell, the legend made from the canvas).
struct CompareScreenTests {
    let size = Size(width: 80, height: 24)

    /// A nav bar (dynamic), a label through the proxy, a static button and a dynamic one.
    static let inbox = """
        {"title": "Inbox", "root": {"kind": "vstack", "children": [
          {"kind": "navigationBar", "title": "Inbox"},
          {"kind": "label", "text": "Hello", "textColor": "accent", "skinning": "proxy"},
          {"kind": "button", "title": "Static", "skinning": "static"},
          {"kind": "button", "title": "Dynamic"}
        ]}}
        """

    /// A session on the Compare page with `inbox` as its subject, right panel `ocean`.
    func session(mode: CompareMode) throws -> PreviewSession {
        let store = try Fixtures.store()
        try store.selectSkin("ocean")
        let session = PreviewSession(store: store, screens: { [ScreenLoad.decode(Self.inbox, path: "inbox.screen.json")] })
        try session.showPage("compare")
        try session.setCompareSkin(Skin.defaultName)
        session.setCompareMode(mode)
        try session.setCompareSubject(.screen("inbox"))
        return session
    }

    @Test func aScreenInTwoSkins() throws {
        let canvas = try session(mode: .skins).render(size: size)
        let picture = ScreenFileTests.picture(canvas)
        #expect(picture == Self.twoSkins, "\n\(picture)")
    }

    @Test func aScreenLightAndDark() throws {
        let canvas = try session(mode: .dark).render(size: size)
        let picture = ScreenFileTests.picture(canvas)
        #expect(picture == Self.lightAndDark, "\n\(picture)")
    }

    /// `n` steps widgets → each screen → widgets on the Compare page; elsewhere, and with no screen
    /// files, it says why it did nothing.
    @Test func theKeyStepsTheSubjectAndSaysWhereItWorks() throws {
        let session = try session(mode: .skins)
        try session.setCompareSubject(.widgets)
        #expect(session.render(size: size).text.contains("n subject"), "hinted while there are screens")
        session.handle(.character("n"))
        #expect(session.comparePage.subject == .screen("inbox"))
        #expect(session.comparePage.leftPanel.subviews.first is ScreenHost && session.comparePage.rightPanel.subviews.first is ScreenHost)
        session.handle(.character("n"))
        #expect(session.comparePage.subject == .widgets)
        #expect(!(session.comparePage.leftPanel.subviews.first is ScreenHost))
        try session.showPage("gallery")
        session.handle(.character("n"))
        #expect(session.comparePage.subject == .widgets && session.message?.contains("Compare page") == true)
        let bare = PreviewSession(store: try Fixtures.store())
        try bare.showPage("compare")
        #expect(!bare.render(size: size).text.contains("n subject"), "not hinted without screens")
        bare.handle(.character("n"))
        #expect(bare.comparePage.subject == .widgets && bare.message?.contains("no screen files") == true)
        #expect(throws: SkinError.self) { try bare.setCompareSubject(.screen("inbox")) }
    }

    /// As on the screen page: a skin change reaches the dynamic button in the panel showing the
    /// session's skin, the static one keeps what it read when built until `b` rebuilds the panels.
    @Test func staticWidgetsKeepTheirValuesUntilRebuiltDynamicOnesFollow() throws {
        let session = try session(mode: .skins)
        let before = session.render(size: size)
        let buttons = session.comparePage.rightPanel.allViews.compactMap { $0 as? Button }
        #expect(buttons.count == 2)
        let staticCell = Point(x: buttons[0].frame.x, y: buttons[0].frame.y)
        let dynamicCell = Point(x: buttons[1].frame.x, y: buttons[1].frame.y)
        try session.selectSkin(Skin.defaultName)
        let after = session.render(size: size)
        #expect(after[staticCell.x, staticCell.y].background == before[staticCell.x, staticCell.y].background, "static stays ocean's")
        #expect(after[dynamicCell.x, dynamicCell.y].background != before[dynamicCell.x, dynamicCell.y].background, "dynamic follows")
        session.handle(.character("b"))
        let rebuilt = session.render(size: size)
        #expect(rebuilt[staticCell.x, staticCell.y].background == rebuilt[dynamicCell.x, dynamicCell.y].background, "rebuilt: read again")
    }

    /// "Show differences" counts the screen panels' cells exactly as it does the widgets'.
    @Test func differencesCountTheScreensCells() throws {
        let session = try session(mode: .dark)
        let compare = ComparePageTests()
        let (plain, marked, left, right) = compare.renderBothWays(session)
        let expected = compare.expectedDifferences(plain, left, right)
        #expect(!expected.isEmpty)
        #expect(Set(session.comparePage.differences(in: plain).offsets) == expected)
        #expect(compare.changedCells(plain, marked, in: right).symmetricDifference(expected).isEmpty)
        #expect(marked.text.contains(" \(expected.count) cells differ"))
    }

    /// The inspector over a panel names the subject, the panel and the widget's place in the file.
    @Test func theInspectorNamesTheSubjectAndTheWidget() throws {
        let session = try session(mode: .skins)
        _ = session.render(size: size)
        let button = try #require(session.comparePage.leftPanel.allViews.first { $0 is Button })
        session.point(at: Point(x: button.frame.x + 1, y: button.frame.y))
        let text = session.render(size: size).text
        #expect(text.contains("compare: screen inbox · left panel"), "\(text)")
        #expect(text.contains("button root.children[2] · line 4 · static"), "\(text)")
    }

    /// A screen reload without the subject's file gives the panels back to the widgets, and says so;
    /// a changed file is built again in both panels.
    @Test func aReloadRebuildsOrFallsBackToTheWidgets() throws {
        var files = [ScreenLoad.decode(Self.inbox, path: "inbox.screen.json")]
        let store = try Fixtures.store()
        var reads = 0
        let session = PreviewSession(
            store: store,
            screens: {
                reads += 1
                return files
            })
        try session.showPage("compare")
        try session.setCompareSubject(.screen("inbox"))
        files = [ScreenLoad.decode(Self.inbox.replacingOccurrences(of: "Hello", with: "Howdy"), path: "inbox.screen.json")]
        session.reloadScreens()
        var text = session.render(size: size).text
        #expect(text.components(separatedBy: "Howdy").count == 3, "both panels rebuilt: \(text)")
        files = []
        session.reloadScreens()
        #expect(session.comparePage.subject == .widgets)
        text = session.render(size: size).text
        #expect(text.contains("compare screen 'inbox' is gone"), "\(text)")
        #expect(reads == 3)
    }

    /// default (left) and ocean (right), both light: each panel's nav bar, surface and buttons in its
    /// skin; the proxy label takes each skin's `accent` through the screen's rule (default #007AFF,
    /// ocean #2AA198); the status line names the screen.
    static let twoSkins = """
         Compare · screen inbox · two skins · left: default · light · right: ocean · li…
         ╭─ default · light ──────────────────╮ ╭─ ocean · light ────────────────────╮  
         │  ‹            Inbox             ⋯  │ │  ‹            Inbox             ⋯  │  
         │ Hello                              │ │ Hello                              │  
         │               Static               │ │               Static               │  
         │              Dynamic               │ │              Dynamic               │  
         │                                    │ │                                    │  
         │                                    │ │                                    │  
         │                                    │ │                                    │  
         │                                    │ │                                    │  
         │                                    │ │                                    │  
         │                                    │ │                                    │  
         │                                    │ │                                    │  
         │                                    │ │                                    │  
         │                                    │ │                                    │  
         │                                    │ │                                    │  
         │                                    │ │                                    │  
         │                                    │ │                                    │  
         │                                    │ │                                    │  
         ╰────────────────────────────────────╯ ╰────────────────────────────────────╯  
         same widgets, same positions: differences show which cells change              
        ▸    ⌂ Gallery           ⌕ Palette           ⚙ Compare            ☰ Inbox      ◂
         skin: ocean · light · normal contrast · colors: truecolor · screen inbox       
         m mode  x differences  S left skin  n subject  s skin  d dark  ? help  q quit  

        abbbbbbbababbbbbbabbbbbababbbabbbbbababbbbbabbbbbbbababbbbbababbbbbbabbbbbababbb
        cddefffffffefefffffedddddddddddddddddddcgghiiiiihihiiiiihgggggggggggggggggggggcc
        cdejkjjjjjjjjjjjjllllljjjjjjjjjjjjjkjedcghamaaaaaaaaaaaabbbbbaaaaaaaaaaaaamahgcc
        cdennnnneeeeeeeeeeeeeeeeeeeeeeeeeeeeeedcghooooohhhhhhhhhhhhhhhhhhhhhhhhhhhhhhgcc
        cdeppppppppppppppqqqqqqppppppppppppppedcghrrrrrrrrrrrrrrssssssrrrrrrrrrrrrrrhgcc
        cdepppppppppppppqqqqqqqppppppppppppppedcghrrrrrrrrrrrrrsssssssrrrrrrrrrrrrrrhgcc
        cdeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeedcghhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhgcc
        cdeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeedcghhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhgcc
        cdeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeedcghhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhgcc
        cdeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeedcghhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhgcc
        cdeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeedcghhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhgcc
        cdeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeedcghhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhgcc
        cdeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeedcghhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhgcc
        cdeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeedcghhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhgcc
        cdeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeedcghhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhgcc
        cdeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeedcghhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhgcc
        cdeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeedcghhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhgcc
        cdeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeedcghhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhgcc
        cdeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeedcghhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhgcc
        cddddddddddddddddddddddddddddddddddddddcggggggggggggggggggggggggggggggggggggggcc
        cttttcttttttttcttttcttttttttttctttttttttttcttttctttttctttttcttttttcccccccccccccc
        kjjjjujuuuuuuujjjjjjjjjjjujuuuuuuujjjjjjjjjjjkjkkkkkkkjjjjjjjjjjjjujuuuuujjjjjjk
        vwwwwwvwwwwwvwvwwwwwvwvwwwwwwvwwwwwwwwvwvwwwwwwwvwwwwwwwwwvwvwwwwwwvwwwwwvvvvvvv
        ctcttttcctctttttttttttcctcttttcttttcctctttttttcctcttttcctcttttcctcttttcctcttttcc

        a: blank on #D0E8FF
        b: #1C1C1E on #D0E8FF bold
        c: blank on #F2F2F7
        d: #C6C6C8 on #FFFFFF
        e: blank on #FFFFFF
        f: #6C6C70 on #FFFFFF bold
        g: #C6C6C8 on #E6F4FF
        h: blank on #E6F4FF
        i: #6C6C70 on #E6F4FF bold
        j: blank on #F9F9F9
        k: #007AFF on #F9F9F9 bold
        l: #1C1C1E on #F9F9F9 bold
        m: #007AFF on #D0E8FF bold
        n: #007AFF on #FFFFFF
        o: #2AA198 on #E6F4FF
        p: blank on #0066CC
        q: #FFFFFF on #0066CC bold
        r: blank on #0077AA
        s: #FFFFFF on #0077AA bold
        t: #6C6C70 on #F2F2F7 dim
        u: #8E8E93 on #F9F9F9
        v: blank on #E5E5EA
        w: #3A3A3C on #E5E5EA
        """

    /// ocean light (left) and dark (right): the static button was read in each panel's own traits
    /// when built (#0077AA light, #268BD2 dark), like the dynamic one; ocean's accent is one color.
    static let lightAndDark = """
         Compare · screen inbox · light vs dark · left: ocean · light · right: ocean · …
         ╭─ ocean · light ────────────────────╮ ╭─ ocean · dark ─────────────────────╮  
         │  ‹            Inbox             ⋯  │ │  ‹            Inbox             ⋯  │  
         │ Hello                              │ │ Hello                              │  
         │               Static               │ │               Static               │  
         │              Dynamic               │ │              Dynamic               │  
         │                                    │ │                                    │  
         │                                    │ │                                    │  
         │                                    │ │                                    │  
         │                                    │ │                                    │  
         │                                    │ │                                    │  
         │                                    │ │                                    │  
         │                                    │ │                                    │  
         │                                    │ │                                    │  
         │                                    │ │                                    │  
         │                                    │ │                                    │  
         │                                    │ │                                    │  
         │                                    │ │                                    │  
         │                                    │ │                                    │  
         ╰────────────────────────────────────╯ ╰────────────────────────────────────╯  
         same widgets, same positions: differences show which cells change              
        ▸    ⌂ Gallery           ⌕ Palette           ⚙ Compare            ☰ Inbox      ◂
         skin: ocean · light · normal contrast · colors: truecolor · screen inbox       
         m mode  x differences  n subject  s/S skin  d dark  g page  ? help  q quit     

        abbbbbbbababbbbbbabbbbbababbbbbabbabbbbababbbbbabbbbbababbbbbababbbbbbabbbbbabab
        cddefffffefefffffedddddddddddddddddddddcgghiiiiihihiiiihggggggggggggggggggggggcc
        cdeajaaaaaaaaaaaabbbbbaaaaaaaaaaaaajaedcghklkkkkkkkkkkkkmmmmmkkkkkkkkkkkkklkhgcc
        cdennnnneeeeeeeeeeeeeeeeeeeeeeeeeeeeeedcghooooohhhhhhhhhhhhhhhhhhhhhhhhhhhhhhgcc
        cdeppppppppppppppqqqqqqppppppppppppppedcghrrrrrrrrrrrrrrssssssrrrrrrrrrrrrrrhgcc
        cdepppppppppppppqqqqqqqppppppppppppppedcghrrrrrrrrrrrrrsssssssrrrrrrrrrrrrrrhgcc
        cdeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeedcghhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhgcc
        cdeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeedcghhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhgcc
        cdeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeedcghhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhgcc
        cdeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeedcghhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhgcc
        cdeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeedcghhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhgcc
        cdeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeedcghhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhgcc
        cdeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeedcghhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhgcc
        cdeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeedcghhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhgcc
        cdeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeedcghhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhgcc
        cdeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeedcghhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhgcc
        cdeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeedcghhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhgcc
        cdeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeedcghhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhgcc
        cdeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeedcghhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhgcc
        cddddddddddddddddddddddddddddddddddddddcggggggggggggggggggggggggggggggggggggggcc
        cttttcttttttttcttttcttttttttttctttttttttttcttttctttttctttttcttttttcccccccccccccc
        uvvvvwvwwwwwwwvvvvvvvvvvvwvwwwwwwwvvvvvvvvvvvuvuuuuuuuvvvvvvvvvvvvwvwwwwwvvvvvvu
        xyyyyyxyyyyyxyxyyyyyxyxyyyyyyxyyyyyyyyxyxyyyyyyyxyyyyyyyyyxyxyyyyyyxyyyyyxxxxxxx
        ctcttttcctctttttttttttcctctttttttcctttcttttcctcttttcctcttttcctcttttcctcttttccccc

        a: blank on #D0E8FF
        b: #1C1C1E on #D0E8FF bold
        c: blank on #F2F2F7
        d: #C6C6C8 on #E6F4FF
        e: blank on #E6F4FF
        f: #6C6C70 on #E6F4FF bold
        g: #38383A on #073642
        h: blank on #073642
        i: #AEAEB2 on #073642 bold
        j: #007AFF on #D0E8FF bold
        k: blank on #002B36
        l: #0A84FF on #002B36 bold
        m: #FFFFFF on #002B36 bold
        n: #2AA198 on #E6F4FF
        o: #2AA198 on #073642
        p: blank on #0077AA
        q: #FFFFFF on #0077AA bold
        r: blank on #268BD2
        s: #FFFFFF on #268BD2 bold
        t: #6C6C70 on #F2F2F7 dim
        u: #007AFF on #F9F9F9 bold
        v: blank on #F9F9F9
        w: #8E8E93 on #F9F9F9
        x: blank on #E5E5EA
        y: #3A3A3C on #E5E5EA
        """
}
