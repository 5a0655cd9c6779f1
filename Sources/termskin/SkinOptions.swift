import ArgumentParser
import SkinKit

/// Where skins come from: the embedded default plus `--skins-dir` folders (default `./Skins`).
struct SkinOptions: ParsableArguments {
    @Option(
        name: .customLong("skins-dir"), help: "A folder (or file) of skins; repeatable. Default: ./\(SkinSources.defaultFolder) when present.",
        completion: .directory)
    var skinsDirectories: [String] = []

    @Option(name: .customLong("map"), help: "A JSON role map (widget key → your key, optionally per skin) laid over every skin read.")
    var mapFile: String?

    @Flag(name: .customLong("no-guess"), help: "Preview a skin file whose own keys no widget reads as default, not through a guessed map.")
    var noGuess = false

    @Option(
        name: .customLong("screens-dir"),
        help:
            "A folder (or file) of screen files (NAME.screen.json), each shown as a page; repeatable. Also read: ./\(SkinSources.defaultScreensFolder) and a \(SkinSources.defaultScreensFolder) folder in or beside each skins folder.",
        completion: .directory)
    var screensDirectories: [String] = []

    /// The options as plain values.
    var sources: SkinSources {
        SkinSources(skinsDirectories: skinsDirectories, mapFile: mapFile, noGuess: noGuess, screensDirectories: screensDirectories)
    }

    /// The folders to read: the ones given, else `./Skins` when it exists.
    var paths: [String] { sources.paths }

    func loadLibrary() -> SkinLibrary { sources.load() }

    /// Loads the skins for a command whose output would be wrong with a broken skin: prints every
    /// load error (file, line, key path) on stderr and stops with exit status 2 when there is one.
    func loadLibraryOrExit(command: String) throws -> SkinLibrary {
        let library = loadLibrary()
        try Self.stopOnErrors(library, command: command)
        return library
    }

    static func stopOnErrors(_ library: SkinLibrary, command: String) throws {
        for replaced in library.replacements { printError("warning: \(replaced)") }
        guard !library.errors.isEmpty else { return }
        for error in library.errors { printError("error: \(error)") }
        printError("termskin \(command): \(library.errors.count) skin error(s); fix them (see `termskin lint`) and run again")
        throw ExitCode(2)
    }
}
