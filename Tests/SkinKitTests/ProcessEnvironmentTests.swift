import Foundation
import Testing

@testable import SkinKit

/// `ProcessEnvironment.current` reads `environ` as Foundation does, without its per-Character search.
struct ProcessEnvironmentTests {
    @Test func givesWhatProcessInfoGives() {
        let ours = ProcessEnvironment.current
        #expect(!ours.isEmpty)
        #expect(ours == ProcessInfo.processInfo.environment)
    }
}
