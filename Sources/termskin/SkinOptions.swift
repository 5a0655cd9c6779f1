import ArgumentParser
import Foundation
import SkinKit

/// Where skins come from: the embedded default plus `--skins-dir` folders (default `./Skins`).
struct SkinOptions: ParsableArguments {
    @Option(name: .customLong("skins-dir"), help: "A folder (or file) of skins; repeatable. Default: ./Skins when present.")
    var skinsDirectories: [String] = []

    @Option(name: .customLong("map"), help: "A JSON role map (widget key → your key, optionally per skin) laid over every skin read.")
    var mapFile: String?

    /// The folders to read: the ones given, else `./Skins` when it exists.
    var paths: [String] {
        if !skinsDirectories.isEmpty { return skinsDirectories }
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: "Skins", isDirectory: &isDirectory) && isDirectory.boolValue ? ["Skins"] : []
    }

    func loadLibrary() -> SkinLibrary { SkinLibrary.load(paths: paths, mapFile: mapFile) }
}

/// Prints to standard error.
func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}
