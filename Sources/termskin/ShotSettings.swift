import ArgumentParser
import SkinKit
import SkinShot
import SkinUI

/// What `termskin shot` was asked for, as plain values: `ShotCommand` (swift-argument-parser)
/// and `QuickCommandLine` (the start-up fast path) both make one, and `run()` works from it. The
/// values here are the options' defaults.
struct ShotSettings: Equatable, HoldsSkinSources {
    /// The options' defaults, which `ShotCommand` declares and its help shows.
    static let defaults = ShotSettings()

    var sources = SkinSources()
    var skin = Skin.defaultName
    /// `auto` (unspecified): light, as no terminal reports a style to a screenshot.
    var trait = UserInterfaceStyle.unspecified
    var contrast = Contrast.normal
    var depth = ColorDepth.truecolor
    var vision = VisionDeficiency.normal
    var size = ScriptRunner.defaultSize
    var page = PreviewSession.pageNames[0]
    var compareSkin: String?
    var compareMode: CompareMode?
    /// The Compare panels' subject: a screen's name (`gallery`: the widgets); checked by the run.
    var compareScreen: String?
    var differences = false
    var format: ScreenshotFormat?
    /// PNG shots and recordings: pixels per font pixel (`PictureFonts.scales`).
    var scale = 1
    var out: String?
    var script: String?
    var outDir = "."
    var watch = false
    var fetch = false
    var fetchDeadline = 10.0

    /// The checks between options (each option's own value is checked when it is read).
    func validate() throws(ValidationError) {
        if (compareSkin != nil || compareMode != nil || compareScreen != nil || differences) && page != PreviewSession.compare.name {
            throw ValidationError(
                "--compare-skin, --compare-mode, --compare-screen and --differences set the Compare page: add --page \(PreviewSession.compare.name)")
        }
        if !PictureFonts.scales.contains(scale) {
            throw ValidationError(
                "--scale must be \(PictureFonts.scales.map(String.init).joined(separator: " or ")) (pixels per font pixel of PNG shots and recordings)")
        }
        if watch && (out == nil || out == OutputTarget.standardOutputName || script != nil) {
            throw ValidationError("--watch needs --out FILE and no --script: it rewrites that one screenshot on every save")
        }
    }
}
