import ArgumentParser
import SkinKit
import SkinShot
import SkinUI

// How the command line names each vocabulary: the values come from the types' own tables
// (`allCases`), so help, parsing and shell completion never list them twice or differently.

extension UserInterfaceStyle: ExpressibleByArgument {
    /// `auto`, `light` or `dark`, as the `trait` setting names them (`TraitSetting`): `auto` is
    /// `unspecified`, the style that follows the terminal.
    public static var allValueStrings: [String] { TraitSetting.style.values }
    public static var choices: [UserInterfaceStyle] { allCases.filter { $0 != .unspecified } }

    public init?(argument: String) {
        var traits = TraitCollection()
        guard TraitSetting.style.set(argument.lowercased(), in: &traits) else { return nil }
        self = traits.userInterfaceStyle
    }
}

extension ColorDepth: ExpressibleByArgument {}
extension VisionDeficiency: ExpressibleByArgument {}
extension Contrast: ExpressibleByArgument {}
extension CompareMode: ExpressibleByArgument {
    /// `--compare-mode`'s help: each value with the title the Compare page gives it.
    static var optionSummary: String {
        "Compare page: " + allCases.map { "\($0.rawValue) (\($0.title))" }.joined(separator: ", ") + "."
    }
}

extension ScreenshotFormat: ExpressibleByArgument {
    public init?(argument: String) { self.init(parsing: argument) }
}

extension Size: ExpressibleByArgument {
    public init?(argument: String) { self.init(parsing: argument) }
    public var defaultValueDescription: String { description }
}

/// Shell completions that read the skins and pages the command would.
enum Completions {
    /// Skin names in the folders named by `--skins-dir` on the line so far, else `./Skins`.
    static let skinNames = CompletionKind.custom { words, _, _ in
        var folders: [String] = []
        for (index, word) in words.enumerated() where word == "--skins-dir" && index + 1 < words.count {
            folders.append(words[index + 1])
        }
        return SkinLibrary.load(paths: folders.isEmpty ? ["Skins"] : folders).catalog.allNames
    }

    /// The previewer's pages.
    static let pages = CompletionKind.list(PreviewSession.pageNames)
}
