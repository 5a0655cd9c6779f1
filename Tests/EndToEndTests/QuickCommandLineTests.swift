import ArgumentParser
import Testing

@testable import termskin

/// The start-up fast path (`QuickCommandLine`) reads a line exactly as swift-argument-parser does,
/// or leaves it to swift-argument-parser.
struct QuickCommandLineTests {
    /// What swift-argument-parser makes of a line, as settings.
    func parsed(_ line: [String]) throws -> QuickCommandLine.Command? {
        switch try TermSkinCommand.parseAsRoot(line) {
        case let shot as ShotCommand: return .shot(shot.settings)
        case let preview as PreviewCommandLine: return .preview(preview.settings)
        default: return nil
        }
    }

    @Test(arguments: [
        [], ["--no-watch"], ["preview"], ["preview", "--skin", "ocean", "--trait", "dark", "--no-watch"],
        ["--skins-dir", "A", "--skins-dir=B", "--map", "m.json", "--image-timeout", "2.5", "--trait=light"],
        ["shot"], ["shot", "--format", "svg"], ["shot", "--format=html", "--out", "x.html"],
        ["shot", "--skin", "ocean", "--trait", "dark", "--contrast", "high", "--depth", "256", "--size", "120x40"],
        ["shot", "--page", "compare", "--compare-skin", "night", "--compare-mode", "dark", "--differences"],
        ["shot", "--script", "s.script", "--out-dir", "/tmp/x", "--skins-dir", "Skins", "--fetch", "--fetch-deadline", "3"],
        ["shot", "--watch", "--out", "w.svg", "--depth", "none"], ["shot", "--size", "5x5"],
    ])
    func readsAsSwiftArgumentParserDoes(line: [String]) throws {
        let quick = QuickCommandLine.parse(line)
        #expect(quick != nil, "the quick path takes \(line)")
        #expect(try quick == parsed(line), "\(line)")
    }

    @Test(arguments: [
        ["--help"], ["-h"], ["--version"], ["help"], ["list"], ["lint", "Skins"], ["preview", "extra"],
        ["shot", "--help"], ["shot", "--skn", "ocean"], ["shot", "--skin"], ["shot", "--skin", "a", "--skin", "b"],
        ["shot", "--trait", "unspecified"], ["shot", "--depth", "12"], ["shot", "--size", "big"], ["shot", "--out", "-"],
        ["shot", "--watch"], ["shot", "--differences"], ["shot", "--watch=yes", "--out", "x.txt"], ["shot", "--", "--skin"],
        ["shot", "--fetch-deadline", "-1"], ["shot", "--skin", ""], ["--skin", "ocean", "shot"], ["--trait", "dusk"],
    ])
    func leavesEverythingElseToSwiftArgumentParser(line: [String]) {
        #expect(QuickCommandLine.parse(line) == nil, "\(line)")
    }

    /// Every option the quick path reads is the command's, and it reads every option the command has:
    /// a new option that it does not know would only send its lines the slow way.
    @Test func knowsEachCommandsOptionsByTheirNames() {
        func longNames(_ command: ParsableCommand.Type) -> Set<String> {
            let help = command.helpMessage(columns: 1000)
            return Set(help.matches(of: /--([a-z][a-z0-9-]*)/).map { String($0.output.1) }).subtracting(["help", "version"])
        }
        #expect(Set(QuickCommandLine.shotOptions.map(\.name)) == longNames(ShotCommand.self))
        #expect(Set(QuickCommandLine.previewOptions.map(\.name)) == longNames(PreviewCommandLine.self))
    }
}
