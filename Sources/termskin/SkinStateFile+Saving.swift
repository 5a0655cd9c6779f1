import SkinKit
import SkinUI

extension SkinStateFile {
    /// Saves what a session shows and remembers (skin, style, contrast, vision, the picker's
    /// favourites and recently used); a failure is a warning on stderr, never an exit.
    func save(session: PreviewSession) {
        let store = session.store
        let state = SavedSkinState(
            skin: store.currentSkinName, style: store.traits.userInterfaceStyle, contrast: store.traits.contrast,
            vision: store.traits.vision, favourites: session.pickerMemory.favourites,
            recent: session.pickerMemory.recent)
        do {
            try save(state)
        } catch let error as AtomicFile.WriteError {
            printError("termskin: warning: could not save the chosen skin: \(error)")
        } catch {
            printError("termskin: warning: could not save the chosen skin to \(path): \(SystemReason.of(error))")
        }
    }
}

extension PreviewSession {
    /// The picker's memory from a saved state, and lint's contrast score for its contrast order.
    func preparePicker(saved: SavedSkinState?) {
        pickerMemory = PickerMemory(favourites: saved?.favourites ?? [], recent: saved?.recent ?? [])
        let scorer = ContrastScoring()
        contrastScorer = { catalog, name in scorer.score(of: name, in: catalog) }
    }
}
