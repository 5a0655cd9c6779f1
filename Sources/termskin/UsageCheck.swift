import ArgumentParser
import Lint
import SkinKit

/// "Did you mean …?" for the command line: a bare word that is no command (the previewer takes no
/// arguments, so it can only be a mistyped one) and an unknown option of the chosen command.
struct UsageCheck {
    let arguments: [String]

    /// Command names, from the command table itself.
    static var commandNames: [String] {
        TermSkinCommand.configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]
    }

    /// The subcommand the line names, if any.
    var commandName: String? {
        arguments.first.flatMap { Self.commandNames.contains($0) ? $0 : nil }
    }

    /// A message when the first word is not a command, with the closest one.
    func unknownCommand() -> String? {
        guard let first = arguments.first, !first.hasPrefix("-"), !Self.commandNames.contains(first) else { return nil }
        let hint = ClosestName.to(first, among: Self.commandNames).map { "; did you mean '\($0)'?" } ?? ""
        return "unknown command '\(first)'\(hint) (commands: \(Self.commandNames.joined(separator: ", ")))"
    }

    /// `; did you mean '--skin'?` when `message` is ArgumentParser's "Unknown option '--skn'".
    func optionSuggestion(for message: String) -> String {
        guard !message.contains("Did you mean"),
            // (Code points, not characters, as NSRegularExpression matched.)
            let range = message.firstMatch(of: /Unknown option '(-[^']+)'/.matchingSemantics(.unicodeScalar))?.range
        else { return "" }
        let option = message[range].dropFirst("Unknown option '".count).dropLast()
        let command: ParsableCommand.Type =
            TermSkinCommand.configuration.subcommands.first { $0.configuration.commandName == commandName }
            ?? PreviewCommandLine.self
        let help = command.helpMessage(columns: 1000)
        let names = Set(help.matches(of: /--[a-z][a-z0-9-]*/).map { String($0.output) })
        return ClosestName.to(String(option), among: names).map { "; did you mean '\($0)'?" } ?? ""
    }
}
