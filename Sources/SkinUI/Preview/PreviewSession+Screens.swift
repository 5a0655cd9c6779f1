import SkinKit

/// Screen files as pages: made at the start, replaced on a reload (a file's watcher or `r`), a
/// broken save keeping the last good screen while its errors show over the page.
extension PreviewSession {
    /// Starts reading screen files with `loader` (a script that asks for a screen page after the start).
    public func useScreens(_ loader: @escaping () -> [ScreenLoad]) {
        screenReloader = loader
        takeScreens(loader())
    }

    /// Reads the screen files again: good ones replace their page's screen; broken ones keep the
    /// last good screen and show their errors (file, line, widget path) until a good save.
    public func reloadScreens() {
        guard let screenReloader else { return }
        takeScreens(screenReloader())
        let errors = screenPages.flatMap(\.errors)
        if let first = errors.first {
            let more = errors.count > 1 ? " (+\(errors.count - 1) more)" : ""
            setMessage("screen reload failed, kept the last good screen: \(first)\(more)")
        } else {
            setMessage("reloaded \(screenPages.count) screen(s)")
        }
    }

    /// Puts `loads` into pages: a page per screen name, in the order given; a page whose file is
    /// gone is removed (the gallery shows if it was the current one).
    /// `refreshing` false: the caller updates the focus and the chrome itself (the session's start does, once).
    func takeScreens(_ loads: [ScreenLoad], refreshing: Bool = true) {
        let current = pageName
        var kept: [ScreenPage] = []
        for load in loads {
            if let existing = screenPages.first(where: { $0.name == load.name }) {
                existing.load(load)
                kept.append(existing)
            } else {
                let screen = ScreenPage(load: load)
                screen.installRules(in: window.appearance)
                window.addSubview(screen)
                kept.append(screen)
            }
        }
        for gone in screenPages where !kept.contains(where: { $0 === gone }) {
            gone.removeFromSuperview()
            window.appearance.removeRules(containedIn: "screen \(gone.name)")
        }
        screenPages = kept
        madeComparePage?.setScreens(kept.compactMap(\.document))
        screenReport = ReloadErrorReport(errors: kept.flatMap(\.errors))
        pageIndex = pageNames.firstIndex(of: current) ?? 0
        guard refreshing else { return }
        updateFocus()
        updateChrome()
    }
}
