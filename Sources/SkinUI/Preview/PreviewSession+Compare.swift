import SkinKit

/// The Compare page's commands: its mode, its left skin and "show differences" (keys, scripts, `shot`).
extension PreviewSession {
    /// Sets the left panel's skin for the two-skins mode; an unknown name is an error listing the skins.
    public func setCompareSkin(_ name: String) throws(SkinError) {
        try comparePage.setCompareSkin(name)
        updateChrome()
    }

    /// Shows two skins, one skin light and dark, or normal and high contrast.
    public func setCompareMode(_ mode: CompareMode) {
        comparePage.setMode(mode)
        updateChrome()
    }

    /// Shows the gallery's widgets or a loaded screen in both panels; an unknown screen is an error listing them.
    public func setCompareSubject(_ subject: CompareSubject) throws(SkinError) {
        try comparePage.setSubject(subject)
        updateChrome()
    }

    /// Marks (or stops marking) the cells whose colors differ between the panels.
    public func setShowsDifferences(_ shows: Bool) {
        comparePage.setShowsDifferences(shows)
        updateChrome()
    }

    var isOnComparePage: Bool { madeComparePage.map { currentPage === $0 } ?? false }

    /// `S`: the previous skin; on the Compare page showing two skins, the next left skin instead.
    func previousSkin() {
        if isOnComparePage && comparePage.mode == .skins {
            comparePage.selectCompareSkin(offset: 1)
        } else {
            noteSkipped(store.selectSkin(offset: -1))
        }
    }

    func nextCompareMode() {
        guard isOnComparePage else { return noteComparePageOnly(.nextCompareMode) }
        comparePage.setMode(comparePage.mode.next)
    }

    func nextCompareSubject() {
        guard isOnComparePage else { return noteComparePageOnly(.nextCompareSubject) }
        guard !comparePage.screens.isEmpty else {
            return setMessage("no screen files to compare: put NAME\(ScreenDocument.fileSuffix) in ./Screens or give --screens-dir")
        }
        comparePage.selectNextSubject()
    }

    func toggleDifferences() {
        guard isOnComparePage else { return noteComparePageOnly(.toggleDifferences) }
        comparePage.setShowsDifferences(!comparePage.showsDifferences)
    }

    /// A Compare key pressed elsewhere says where it works.
    private func noteComparePageOnly(_ command: PreviewCommand) {
        let key = PreviewCommand.bindings.first { $0.command == command }?.keyLabel ?? command.rawValue
        setMessage("\(key) works on the Compare page (g until it shows)")
    }
}
