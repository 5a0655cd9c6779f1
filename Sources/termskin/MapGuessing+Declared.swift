import Lint
import SkinKit

extension MapGuessing {
    /// Guessing checked against every pair the widgets draw (`DrawnPairs`, from their declarations),
    /// the gallery's own caption and hint line (`GalleryPage`: secondary text on the page), and
    /// text drawn on the selection color that the declarations place on other backgrounds only (a
    /// table's selected row, a focused segmented control's selected segment).
    /// The pairs are worked out only when a file needs a guess (not at every start).
    static func declared() -> MapGuessing {
        MapGuessing {
            let drawn = DrawnPairs.current().map { MapGuessing.TextPair(foreground: $0.foreground.key, background: $0.background.key) }
            let chrome = [
                MapGuessing.TextPair(foreground: "secondaryText", background: "background"),
                MapGuessing.TextPair(foreground: "text", background: "highlight"),
                MapGuessing.TextPair(foreground: "secondaryText", background: "highlight"),
                MapGuessing.TextPair(foreground: "segment.text", background: "highlight"),
            ]
            return Array(Set(drawn + chrome)).sorted { ($0.foreground, $0.background) < ($1.foreground, $1.background) }
        }
    }
}
