import Foundation
import SkinKit
import SkinShot
import SkinUI
import Testing

/// `vision` in a screenshot: a switch track that is green in one skin and red in another is drawn so
/// that a deuteranope sees the two within ΔE2000 10 of each other, in the SVG `shot` writes.
struct VisionShotTests {
    static let skinFile = """
        { "green": { "Color": { "switch.on": "#34C759", "switch.thumb": "#1C1C1E" } },
          "red": { "Color": { "switch.on": "#FF3B30", "switch.thumb": "#1C1C1E" } } }
        """

    /// The color of the gallery's switch track (on) in the SVG of `skin` seen with `vision`.
    func trackColor(skin: String, vision: String) throws -> RGBColor {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("termskin-vision-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.skinFile.write(to: folder.appendingPathComponent("tracks.json"), atomically: true, encoding: .utf8)
        let runner = ScriptRunner { SkinLibrary.load(paths: [folder.path]) }
        let script = try ScreenshotScript.parse("size 100x30\nskin \(skin)\nvision \(vision)\nshot s svg\n", file: "v.script")
        let shot = try #require(try runner.run(script).first)
        // Where the track is comes from the rendered canvas's skin keys; its color from the file.
        let picture = try ScreenshotFormat.svg.decode(shot.data)
        for y in 0..<shot.canvas.height {
            for x in 0..<shot.canvas.width where shot.canvas[x, y].backgroundKey == "switch.on" {
                return picture[x, y].background
            }
        }
        Issue.record("the gallery draws no switch that is on")
        return .black
    }

    @Test func aDeuteranopeSeesTheRedAndGreenTracksAlike() throws {
        let green = try trackColor(skin: "green", vision: "normal")
        let red = try trackColor(skin: "red", vision: "normal")
        #expect(green == RGBColor(hex: 0x34C759) && red == RGBColor(hex: 0xFF3B30))
        #expect(CIELAB(green).deltaE2000(CIELAB(red)) > 40)
        let seenGreen = try trackColor(skin: "green", vision: "deuteranopia")
        let seenRed = try trackColor(skin: "red", vision: "deuteranopia")
        #expect(seenGreen == VisionDeficiency.deuteranopia.simulate(green))
        #expect(CIELAB(seenGreen).deltaE2000(CIELAB(seenRed)) < 10)
        let tritan = try trackColor(skin: "green", vision: "tritanopia")
        #expect(tritan == VisionDeficiency.tritanopia.simulate(green), "every vision reaches the picture")
    }
}
