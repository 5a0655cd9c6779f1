import Lint
import SkinKit

extension MapGuessing {
    /// Guessing checked against every pair the widgets draw (`DrawnPairs`, from their declarations),
    /// the gallery's own caption and hint line (`GalleryPage`: secondary text on the page) and a
    /// table's selected row, whose text and detail sit on the selection color (`TableView`
    /// declares them on its container only).
    static func declared() -> MapGuessing {
        let drawn = DrawnPairs.current().map { MapGuessing.TextPair(foreground: $0.foreground.key, background: $0.background.key) }
        let chrome = [MapGuessing.TextPair(foreground: "secondaryText", background: "background"),
                      MapGuessing.TextPair(foreground: "text", background: "highlight"),
                      MapGuessing.TextPair(foreground: "secondaryText", background: "highlight")]
        return MapGuessing(textPairs: Array(Set(drawn + chrome)).sorted { ($0.foreground, $0.background) < ($1.foreground, $1.background) })
    }
}
