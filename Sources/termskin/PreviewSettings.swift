import ArgumentParser
import SkinKit

/// What the previewer was asked for, as plain values: `PreviewCommandLine` (swift-argument-parser)
/// and `QuickCommandLine` (the start-up fast path) both make one. The values here are the
/// options' defaults.
struct PreviewSettings: Equatable, HoldsSkinSources {
    /// The options' defaults, which `PreviewCommandLine` declares and its help shows.
    static let defaults = PreviewSettings()

    var sources = SkinSources()
    var skin: String?
    var trait: UserInterfaceStyle?
    var noWatch = false
    var imageTimeout = 5.0

    /// Runs the previewer, noting its start's phases in `trace`; a non-zero status is thrown as the exit code.
    func run(trace: StartupTrace) throws {
        var app = PreviewApp(
            sources: sources, skinName: skin, style: trait,
            environment: ProcessEnvironment.current)
        app.watch = !noWatch
        app.imageTimeout = imageTimeout
        app.trace = trace
        let code = try app.run()
        if code != 0 { throw ExitCode(code) }
    }
}
