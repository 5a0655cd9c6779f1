import Foundation
import SkinKit
import Testing

@testable import SkinUI

/// Issue 20, item 17: a status message that wraps takes the hint line's row, never a row of the
/// panels, so no widget drops out for a message.
struct StatusAreaTests {
    @Test(arguments: [Size(width: 100, height: 30), Size(width: 80, height: 24)])
    func aWrappingMessageLeavesThePanelsWhereTheyWere(size: Size) {
        let session = PreviewSession(store: SkinStore(catalog: EmbeddedSkin.catalog().catalog))
        let before = session.render(size: size)
        session.perform(.changeAppearance)
        let after = session.render(size: size)
        let message = after.text(ofRow: size.height - StatusArea.rows) + after.text(ofRow: size.height - 1)
        #expect(message.contains("appearance:") && message.contains("attached views keep theirs"), "\(message)")
        for row in 0..<(size.height - StatusArea.rows) {
            #expect(before.text(ofRow: row) == after.text(ofRow: row), "row \(row) moved")
        }
        session.perform(.toggleStyle)
        let next = session.render(size: size)
        #expect(next.text(ofRow: size.height - 1).contains("q quit"), "the hints come back with the next key")
    }
}
