import Foundation
import SkinCurses
import SkinKit
import SkinUI

/// Bytes the ncurses backend writes for one skin switch of the gallery, next to a minimum: the
/// changed cells' characters, plus per run of changed cells one cursor move and one color sequence
/// (`ESC[r;cH` and `ESC[38;5;N;48;5;Nm`, attributes added where set).
enum OutputBytes {
    static func measure(library: SkinLibrary, size: Size, from: String, to: String) -> (written: Int, minimum: Int)? {
        HeadlessScreen.with(size: size) { screen in
            let store = SkinStore(
                catalog: library.catalog, skinName: from,
                traits: TraitCollection(userInterfaceStyle: .light, colorDepth: .palette256))
            let session = PreviewSession(store: store)
            let before = session.render(size: size)
            screen.present(before)
            try? store.selectSkin(to)
            let after = session.render(size: size)
            screen.present(after)
            return (screen.lastPresentByteCount, minimum(from: before, to: after))
        }
    }

    static func minimum(from before: Canvas, to after: Canvas) -> Int {
        var quantizer = ColorQuantizer(depth: .palette256)
        var bytes = 0
        for y in 0..<after.height {
            var runLook: (Int, Int, TextAttributes)?
            var previousChanged = false
            for x in 0..<after.width {
                let old = before[x, y]
                let new = after[x, y]
                let oldLook = (quantizer.index(for: old.foreground) ?? 0, quantizer.index(for: old.background) ?? 0, old.attributes)
                let newLook = (quantizer.index(for: new.foreground) ?? 0, quantizer.index(for: new.background) ?? 0, new.attributes)
                let changed = old.character != new.character || oldLook != newLook
                guard changed else {
                    previousChanged = false
                    runLook = nil
                    continue
                }
                if new.isContinuation { continue }
                if !previousChanged { bytes += "\u{1B}[\(y + 1);\(x + 1)H".utf8.count }
                if runLook.map({ $0 != newLook }) ?? true {
                    let attributes = new.attributes.contains(.bold) ? "1;" : ""
                    bytes += "\u{1B}[\(attributes)38;5;\(newLook.0);48;5;\(newLook.1)m".utf8.count
                    runLook = newLook
                }
                bytes += new.character.utf8.count
                previousChanged = true
            }
        }
        return bytes
    }
}
