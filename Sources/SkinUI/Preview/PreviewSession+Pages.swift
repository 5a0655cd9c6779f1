import SkinKit

/// The previewer's pages and how it switches between them: the `g` key, `page NAME` in scripts,
/// `--page` in `shot`, and the page switcher row of the Palette page.
extension PreviewSession {
    /// A page of the previewer: its script name, and its title and skin image in the tab bar.
    public struct Page: Sendable, Equatable {
        public var name: String
        public var title: String
        public var imageKey: String
    }

    public static let gallery = Page(name: "gallery", title: "Gallery", imageKey: "tab.home")
    public static let palette = Page(name: "palette", title: "Palette", imageKey: "tab.search")
    public static let compare = Page(name: "compare", title: "Compare", imageKey: "tab.settings")
    /// Every page, in switching order; the tab bar of each page lists them.
    public static let pages = [gallery, palette, compare]

    /// Shows the page `offset` places after the current one, wrapping around.
    func showPage(offset: Int) {
        let names = Self.pageNames
        let index = names.firstIndex(of: pageName) ?? 0
        try? showPage(names[((index + offset) % names.count + names.count) % names.count])
    }

    /// Keys the current page owns (the Palette page's filter and scrolling); nil when it does not.
    /// On the Palette and Compare pages the page switcher is the one control: it has the focus, and
    /// Enter or Space on it shows the next page; on the Compare page arrows move only the inspector.
    func handlePageKey(_ key: KeyPress) -> Outcome? {
        guard pageName != Self.gallery.name, !isHelpVisible else { return nil }
        if pageName == Self.palette.name, palettePage.handle(key) { return .handled }
        switch key {
        case .enter, .character(" "): showPage(offset: 1)
        case .tab, .backTab: break
        case .up, .down, .left, .right:
            if pageName != Self.compare.name || isInspectorVisible { return nil }
        default: return nil
        }
        return .handled
    }

    /// Shows the current page and hides the others; notes a skin no widget reads the first time it shows.
    func updatePages() {
        page.isHidden = pageName != Self.gallery.name
        palettePage.isHidden = pageName != Self.palette.name
        comparePage.isHidden = pageName != Self.compare.name
        let items = Self.pages.map { TabBar.Item(title: $0.title, image: .skin($0.imageKey)) }
        let selected = Self.pageNames.firstIndex(of: pageName) ?? 0
        palettePage.tabBar.isFocused = true
        comparePage.tabBar.isFocused = true
        for tabBar in [page.tabBar, palettePage.tabBar, comparePage.tabBar] {
            tabBar.items = items
            tabBar.selectedIndex = selected
        }
        noteUnreadSkinIfNew()
        palettePage.statusText = statusText
        if pageName == Self.compare.name {
            comparePage.sync()
            comparePage.statusLine.text = statusText
        }
    }

    /// One clear line the first time a skin whose keys no widget reads is shown: why it looks like
    /// `default`, and what to do.
    private func noteUnreadSkinIfNew() {
        let name = store.currentSkinName
        guard !skinsShown.contains(name) else { return }
        let usage = SkinKeyUsage(skin: store.currentSkin, widgetKeys: SkinKeyUsage.embeddedWidgetKeys)
        if usage.isEntirelyUnread {
            // Another message has the line this time; the note waits for the next render.
            guard message == nil else { return }
        }
        skinsShown.insert(name)
        guard usage.isEntirelyUnread else { return }
        setMessage("no widget reads any of \(name)'s \(usage.keys.count) keys, so it looks like default: map them (termskin map suggest FILE), see them with g")
    }
}
