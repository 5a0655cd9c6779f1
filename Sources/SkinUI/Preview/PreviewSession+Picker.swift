import SkinKit

/// The picker (`t`): a list of every skin over the left of the page, filtered as you type; the
/// page shows the highlighted skin at once (and the terminal wears it while `w` is on, since it
/// follows the store), Enter keeps it, Esc goes back to the skin the picker opened on.
extension PreviewSession {
    /// True while the picker is open (it takes every key).
    public var isPickerOpen: Bool { picker != nil }

    /// Opens the picker on every skin, the current one highlighted.
    public func openPicker() {
        let entries = pickerEntries ?? PickerEntry.entries(of: store.catalog)
        pickerEntries = entries
        pickerReturnSkin = store.currentSkinName
        pickerOutcome = nil
        picker = PickerModel(entries: entries, memory: pickerMemory, current: store.currentSkinName)
    }

    /// A key while the picker is open: its own keys (`PickerKey`), printable characters type into the filter.
    func handlePickerKey(_ key: KeyPress) -> Outcome {
        switch PickerKey.command(for: key) {
        case .up?: picker?.move(by: -1)
        case .down?: picker?.move(by: 1)
        case .pageUp?: picker?.move(by: -10)
        case .pageDown?: picker?.move(by: 10)
        case .deleteBackward?: picker?.deleteBackward()
        case .clearFilter?: picker?.setQuery("")
        case .variantFilter?: picker?.cycleFilter()
        case .sort?: toggleContrastSort()
        case .favourite?:
            picker?.toggleFavourite()
            if let memory = picker?.memory { pickerMemory = memory }
        case .keep?:
            keepHighlighted()
            return .handled
        case .cancel?:
            closePicker(restoring: true)
            return .handled
        case nil:
            guard case .character(let character) = key, !character.isNewline,
                character.unicodeScalars.allSatisfy({ $0.properties.generalCategory != .control })
            else { return .handled }
            picker?.type(character)
        }
        previewHighlighted()
        return .handled
    }

    /// The page (and the terminal, while it wears the skin) shows the highlighted skin.
    private func previewHighlighted() {
        guard let name = picker?.highlightedEntry?.name, name != store.currentSkinName else { return }
        do {
            try store.selectSkin(name)
        } catch {
            message = "\(error)"
        }
    }

    /// Enter: the highlighted skin stays (the state file keeps it on exit) and is noted as recently used.
    private func keepHighlighted() {
        guard let name = picker?.highlightedEntry?.name else {
            message = "no skin matches the filter: type less, or Esc"
            return
        }
        previewHighlighted()
        picker?.noteChosen()
        if let memory = picker?.memory { pickerMemory = memory }
        picker = nil
        pickerOutcome = .chosen(name)
        message = "kept skin \(name)"
    }

    /// Closes the picker; with `restoring`, the skin it opened on is shown again.
    public func closePicker(restoring: Bool) {
        guard picker != nil else { return }
        if let memory = picker?.memory { pickerMemory = memory }
        picker = nil
        pickerOutcome = .cancelled
        if restoring, let name = pickerReturnSkin, name != store.currentSkinName { try? store.selectSkin(name) }
    }

    /// ctrl-o: the list by contrast score (each skin scored once, by `contrastScorer`) or back to the list's order.
    private func toggleContrastSort() {
        guard let model = picker else { return }
        guard model.sort == .list else {
            picker?.setSort(.list)
            return
        }
        guard contrastScorer != nil else {
            message = "no contrast scores here (the previewer and termskin pick have them)"
            return
        }
        picker?.setSort(.contrast, scores: scores(for: model.entries))
    }

    /// Each entry's contrast score, from the cache or worked out now and kept.
    func scores(for entries: [PickerEntry]) -> [Double?] {
        guard let scorer = contrastScorer else { return entries.map { _ in nil } }
        return entries.map { entry in
            if let cached = contrastScores[entry.name] { return cached }
            let score = scorer(store.catalog, entry.name)
            contrastScores[entry.name] = score
            return score
        }
    }

    /// The skins' contents changed (reload): entries and scores are worked out again, an open picker keeps its place.
    func skinsChangedForPicker() {
        pickerEntries = nil
        contrastScores = [:]
        guard let model = picker else { return }
        let entries = PickerEntry.entries(of: store.catalog)
        pickerEntries = entries
        picker?.replaceEntries(entries, scores: model.sort == .contrast ? scores(for: entries) : nil)
    }
}
