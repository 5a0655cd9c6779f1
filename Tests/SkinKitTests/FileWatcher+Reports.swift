import Foundation

@testable import SkinKit

extension FileWatcher {
    /// Drains until `seconds` pass and counts the settled changes reported — what the watcher tests
    /// of plain folders and of asset catalogs both measure.
    func reports(within seconds: Double) -> Int {
        let deadline = Date().addingTimeInterval(seconds)
        var count = 0
        while Date() < deadline {
            if drainEvents() { count += 1 }
            usleep(10_000)
        }
        return count
    }
}
