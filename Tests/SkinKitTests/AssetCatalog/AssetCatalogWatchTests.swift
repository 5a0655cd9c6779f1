import Foundation
import Testing

@testable import SkinKit

/// The file watcher follows edits anywhere inside an asset catalog in a skins folder, however deep
/// its groups nest, with inotify and with polling.
@Suite(.serialized)
struct AssetCatalogWatchTests {
    @Test(arguments: [false, true])
    func anEditInANestedColorsetIsReported(polling: Bool) throws {
        let folder = try TemporaryFolder()
        let deep = "App.xcassets/Brand/Accents/Blue.colorset/Contents.json"
        try folder.write(deep, "{ \"colors\" : [] }")
        let watcher = FileWatcher(paths: [folder.url.path], forcePolling: polling)
        #expect(watcher.reports(within: 0.3) == 0)
        try folder.write(deep, "{ \"colors\" : [ ] , \"info\" : {} }")
        #expect(watcher.reports(within: 0.8) == 1)
    }
}
