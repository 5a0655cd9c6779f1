import Foundation
import SkinKit
import SkinShot
import SkinUI
import Testing

/// `Size.maximum` is the documented bound of `shot --size` and script `size`/`resize`: past it is a
/// clear error, and a shot at it renders in every format (a PNG of it is 5000 × 4750 pixels). How
/// fast is `termskin-bench`'s to say ("A shot at the maximum size"), not a timed test's.
struct MaximumSizeTests {
    @Test func sizesPastTheMaximumAreRefused() {
        let maximum = Size.maximum
        #expect(Size(parsing: "\(maximum.width)x\(maximum.height)") == maximum)
        #expect(Size(parsing: "\(maximum.width + 1)x10") == nil)
        #expect(Size(parsing: "10x\(maximum.height + 1)") == nil)
        #expect(Size(parsing: "10000x10000") == nil)
        #expect(Size(parsing: "1x1") == Size(width: 1, height: 1))
        #expect(throws: ScriptErrors.self) { try ScreenshotScript.parse("size 4000x4000\nshot big", file: "big.script") }
    }

    @Test(arguments: ScreenshotFormat.allCases)
    func aShotAtTheMaximumSizeRenders(format: ScreenshotFormat) throws {
        let runner = ScriptRunner(loadSkins: { SkinLibrary.load(paths: []) })
        let script = try ScreenshotScript.parse("size \(Size.maximum)\ntrait dark\nshot big \(format.rawValue)", file: "big.script")
        let shots = try runner.run(script)
        #expect(shots.count == 1)
        #expect((shots.first?.data.count ?? 0) > Size.maximum.width * Size.maximum.height / 2)
    }
}
