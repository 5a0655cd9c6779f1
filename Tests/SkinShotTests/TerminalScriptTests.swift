import SkinKit
import SkinUI
import Testing

@testable import SkinShot

/// Scripts stay deterministic with `auto`: light until a `terminal` line simulates the terminal's report.
struct TerminalScriptTests {
    let runner = ScriptRunner(loadSkins: { SkinLibrary.load(paths: []) })

    func shots(_ text: String) throws -> [Screenshot] {
        try runner.run(try ScreenshotScript.parse(text, file: "t.script"))
    }

    /// The canvas's page background (a cell in the gallery's margin).
    func background(_ shot: Screenshot) -> RGBColor { shot.canvas[0, 2].background }

    @Test func autoIsLightUntilTheTerminalReportsAndAChosenStyleStays() throws {
        let light = try shots("size 100x30\ntrait light\nshot a txt\n")[0]
        let dark = try shots("size 100x30\ntrait dark\nshot a txt\n")[0]
        #expect(background(light) != background(dark))
        let taken = try shots(
            "size 100x30\nshot auto txt\nterminal dark\nshot reported txt\ntrait light\nterminal dark\nshot chosen txt\ntrait auto\nshot again txt\n")
        #expect(taken.map(background) == [background(light), background(dark), background(light), background(dark)])
        func text(_ shot: Screenshot) -> String { (0..<shot.canvas.height).map { shot.canvas.text(ofRow: $0) }.joined(separator: "\n") }
        #expect(text(taken[1]).contains("dark · from terminal"), "\(text(taken[1]))")
        #expect(text(taken[2]).contains("light · chosen"))
        #expect(!text(taken[0]).contains("from terminal") && !text(taken[0]).contains("chosen"), "no report: the style alone")
    }

    @Test func terminalTakesDarkOrLightOnly() {
        #expect(throws: ScriptErrors.self) { try ScreenshotScript.parse("terminal auto\n", file: "t.script") }
        #expect(throws: ScriptErrors.self) { try ScreenshotScript.parse("terminal\n", file: "t.script") }
    }
}
