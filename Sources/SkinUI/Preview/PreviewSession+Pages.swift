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

    public static let gallery = GalleryPage.info
    public static let palette = PalettePage.info
    public static let compare = ComparePage.info
    /// The built-in pages, in switching order.
    public static let pages = [gallery, palette, compare]

    /// Every page of this session in switching order (the built-in ones, then the screens'); the
    /// tab bar of each page lists them.
    public var pages: [Page] { Self.pages + screenPages.map(\.pageInfo) }

    /// The view of page `index` of `pages` (the Compare page is made on its first use).
    func pageView(at index: Int) -> any PreviewPage {
        guard index < Self.pages.count else { return screenPages[index - Self.pages.count] }
        switch Self.pages[index] {
        case Self.palette: return palettePage
        case Self.compare: return comparePage
        default: return page
        }
    }

    /// The page views made so far, each with its index in `pages`.
    var madePageViews: [(index: Int, view: any PreviewPage)] {
        pages.indices.compactMap { index in
            index < Self.pages.count && Self.pages[index] == Self.compare && madeComparePage == nil ? nil : (index, pageView(at: index))
        }
    }

    /// The page shown.
    var currentPage: any PreviewPage { pageView(at: min(pageIndex, pages.count - 1)) }

    /// Shows the page `offset` places after the current one, wrapping around.
    func showPage(offset: Int) {
        let count = pages.count
        pageIndex = ((pageIndex + offset) % count + count) % count
        updateChrome()
    }

    /// Keys the current page owns (the Palette page's filter and scrolling, the page switcher's
    /// Enter and Space); nil when it does not take the key.
    func handlePageKey(_ key: KeyPress) -> Outcome? {
        guard !isHelpVisible, let result = currentPage.handle(pageKey: key, inspectorVisible: isInspectorVisible) else { return nil }
        if result == .showNextPage { showPage(offset: 1) }
        return .handled
    }

    /// Shows the current page and hides the others; notes a skin no widget reads the first time it shows.
    func updatePages() {
        let items = pages.map { TabBar.Item(title: $0.title, image: .skin($0.imageKey)) }
        if pageIndex >= items.count { pageIndex = 0 }
        let shown = currentPage
        for (index, view) in madePageViews {
            view.isHidden = index != pageIndex
            view.tabs.items = items
            view.tabs.selectedIndex = pageIndex
            // Where the widgets take no focus, the page switcher is the one control and has it.
            if !view.hasFocusableWidgets { view.tabs.isFocused = true }
        }
        noteUnreadSkinIfNew()
        shown.show(status: statusText)
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
