import ArgumentParser
import SkinKit
import SkinShot
import SkinUI

/// `termskin shot`: renders the gallery headless (no terminal needed) as txt, ANSI, SVG, HTML or PNG,
/// or runs a screenshot script. Any skin load error stops it (exit 2): a screenshot of a skin that
/// did not load would be silently wrong.
struct ShotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shot",
        abstract: "Render a screenshot without a terminal, or run a screenshot script.",
        discussion: "Examples:\n  termskin shot --skin ocean --trait dark --out ocean.svg\n  termskin shot --skin ocean --out ocean.png --scale 2\n"
            + "  termskin shot --script Screenshots/gallery.script --out-dir /tmp/shots\n\nScript commands:\n"
            + ScriptKeyword.allCases.map { "  \($0.usage)" }.joined(separator: "\n"))

    @OptionGroup var skins: SkinOptions

    @Option(help: "Skin to show.", completion: Completions.skinNames) var skin: String = ShotSettings.defaults.skin
    // auto is light in a screenshot: no terminal reports a style to it.
    @Option(help: ArgumentHelp(TraitSetting.style.summary))
    var trait: UserInterfaceStyle?
    @Option(help: ArgumentHelp(TraitSetting.contrast.summary)) var contrast: Contrast = ShotSettings.defaults.contrast
    @Option(help: ArgumentHelp(TraitSetting.depth.summary)) var depth: ColorDepth = ShotSettings.defaults.depth
    @Option(help: ArgumentHelp(TraitSetting.vision.summary)) var vision: VisionDeficiency = ShotSettings.defaults.vision
    @Option(help: ArgumentHelp("Screen size, \(Size.acceptedRange).", valueName: "WIDTHxHEIGHT")) var size: Size = ShotSettings.defaults.size
    @Option(
        help: ArgumentHelp(
            "Page to show: \(PreviewSession.pageNames.joined(separator: ", ")), or a screen file's name (Screens/NAME.screen.json).", valueName: "page"),
        completion: Completions.pages)
    var page: String = ShotSettings.defaults.page
    @Option(help: "Compare page: the left panel's skin (the right shows --skin).", completion: Completions.skinNames) var compareSkin: String?
    @Option(help: ArgumentHelp(CompareMode.optionSummary)) var compareMode: CompareMode?
    @Option(
        help: ArgumentHelp(
            "Compare page: what both panels show, a screen file's screen (Screens/NAME.screen.json) or \(CompareSubject.widgetsName) (the widgets, the default).",
            valueName: "screen"), completion: Completions.pages)
    var compareScreen: String?
    @Flag(help: "Compare page: mark the cells whose colors differ between the panels.") var differences = ShotSettings.defaults.differences
    @Option(help: "Output format (default: from --out's extension, else txt).") var format: ScreenshotFormat?
    @Option(help: ArgumentHelp("PNG shots and recordings: 1 or 2 pixels per font pixel.", valueName: "n")) var scale: Int = ShotSettings.defaults.scale
    @Option(
        help: ArgumentHelp("File to write; - is standard output (default).", valueName: "file"),
        completion: .file(extensions: ScreenshotFormat.allCases.map(\.fileExtension))) var out: String?
    @Option(help: "A screenshot script to run instead.", completion: .file(extensions: [ScreenshotSuite.scriptExtension])) var script: String?
    @Option(help: "Folder for a script's screenshots.", completion: .directory) var outDir: String = ShotSettings.defaults.outDir
    @Flag(help: "Keep running and rewrite --out whenever a skin file is saved (stop with Ctrl-C).") var watch = ShotSettings.defaults.watch
    @Flag(help: "Download URL images missing from the cache first (default: the cache only, so shots stay reproducible).")
    var fetch = ShotSettings.defaults.fetch
    @Option(help: "Seconds --fetch waits for downloads.") var fetchDeadline: Double = ShotSettings.defaults.fetchDeadline

    /// The options as plain values.
    var settings: ShotSettings {
        ShotSettings(
            sources: skins.sources, skin: skin, trait: trait ?? ShotSettings.defaults.trait, contrast: contrast, depth: depth, vision: vision, size: size,
            page: page,
            compareSkin: compareSkin, compareMode: compareMode, compareScreen: compareScreen, differences: differences, format: format, scale: scale, out: out,
            script: script, outDir: outDir, watch: watch, fetch: fetch, fetchDeadline: fetchDeadline)
    }

    func validate() throws { try settings.validate() }

    func run() throws { try settings.run(trace: .off) }
}
