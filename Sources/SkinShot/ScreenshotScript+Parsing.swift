import SkinKit
import SkinUI

// # Screenshot scripts
//
// A screenshot script drives the previewer headless and saves screenshots. It is a text file, one
// command per line; blank lines are ignored. Example (`Screenshots/*.script`):
//
// ```
// # gallery in ocean, dark, then after a skin switch
// size 100x30
// skin ocean
// trait dark
// page gallery
// shot ocean-dark
// key s            # same key as the previewer's "next skin"
// shot after-switch svg
// resize 80x24
// shot narrow txt
// ```
//
// ## Commands
// The keywords and their usage are `ScriptKeyword` (one table); the README's script table documents
// them for people, and a test keeps the two equal.
//
// Settings (`skin`, `trait`, `contrast`, `depth`, `page`, `compare`) before the first key or shot are the
// starting state: the page is built in them, as `termskin --skin … --trait …` does. Later ones
// change the running previewer live, like its keys.
//
// Commands are lowercase. A shot NAME is a file stem: ASCII letters, digits, `-`, `_` and `.`, not
// starting with `.`; each shot needs its own name (compared ignoring case). A format listed twice
// is saved once.
//
// ## Words, quotes and comments
// - Words are separated by spaces or tabs.
// - `#` starts a comment to the end of the line when it begins a word: at the start of a line or
//   after a blank (`key s  # next skin`). Inside a word it is kept: `type C#` types `C#`.
// - A word that begins with `"` is quoted: it runs to the next `"`, may hold blanks and `#`, and
//   understands `\"` and `\\`. So `key "#"` presses `#` and `key " "` presses space.
// - `type TEXT`: TEXT is the rest of the line without its comment and without blanks around it.
//   If TEXT is one quoted word, its inside is typed: `type "issue #42 "` types `issue #42 ` (with
//   the `#` and the trailing space). Otherwise TEXT is typed as written, quotes included:
//   `type say "hi"` types `say "hi"`; but `type issue #42` types only `issue` (the rest is a comment).
//
// ## Errors
// The whole file is read and every problem is reported, one per line, as `file:line: message`:
// unknown commands (with the closest known one), unknown key names, bad sizes, missing or extra
// arguments, bad or duplicate shot names, unknown formats, unterminated quotes.

extension ScreenshotScript {
    /// Parses a screenshot script (the language is described at the top of this file) and throws
    /// `ScriptErrors` listing every problem in the file, each as `file:line: message`.
    public static func parse(_ text: String, file: String) throws -> ScreenshotScript {
        var parser = ScriptParser(file: file)
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
        for (index, line) in lines.enumerated() {
            parser.parseLine(line, number: index + 1)
            if parser.commands.count > maximumCommands {
                throw ScriptErrors([
                    ScriptError(
                        file: file, line: index + 1,
                        message: "more than \(maximumCommands) commands; "
                            + "a script may hold at most \(maximumCommands) (split it into several scripts)")
                ])
            }
        }
        parser.finish()
        guard parser.errors.isEmpty else { throw ScriptErrors(parser.errors) }
        return ScreenshotScript(file: file, commands: parser.commands)
    }
}

/// Turns script lines into commands and collects every error with its line.
struct ScriptParser {
    let file: String
    private(set) var commands: [ScriptLine] = []
    private(set) var errors: [ScriptError] = []
    /// Shot names seen so far (lowercased) and the line each was first used on.
    private var shotLines: [String: Int] = [:]
    /// The line of the `record` not yet stopped.
    private(set) var openRecording: Int?

    init(file: String) { self.file = file }

    /// Reports a recording never stopped.
    mutating func finish() {
        if let openRecording {
            fail(openRecording, "the recording is never stopped: add \"stop\" where it should end")
        }
    }

    mutating func parseLine(_ line: Substring, number: Int) {
        let words = ScriptLineWords(line)
        if let problem = words.problem { fail(number, problem) }
        guard let first = words.words.first else { return }
        let arguments = Array(words.words.dropFirst())
        guard !first.isQuoted, ScriptKeyword(rawValue: first.text) != nil else {
            var message = "unknown command \(quote(first.text))"
            if let suggestion = Suggestion.closest(to: first.text, in: ScriptKeyword.names) {
                message += "; did you mean \(quote(suggestion))?"
            } else {
                message += "; known commands: " + ScriptKeyword.names.joined(separator: ", ")
            }
            fail(number, message)
            return
        }
        guard words.problem == nil else { return }
        if let keyword = ScriptKeyword(rawValue: first.text), let command = command(keyword, arguments: arguments, words: words, line: number) {
            commands.append(ScriptLine(line: number, command: command))
        }
    }

    private mutating func command(
        _ keyword: ScriptKeyword, arguments: [ScriptLineWords.Word], words: ScriptLineWords,
        line: Int
    ) -> ScriptCommand? {
        let values = arguments.map(\.text)
        switch keyword {
        case .reload, .restart, .stop:
            guard values.isEmpty else {
                fail(line, "\"\(keyword)\" takes no arguments; remove \(values.map(quote).joined(separator: " "))")
                return nil
            }
            if keyword == .stop {
                guard openRecording != nil else {
                    fail(line, "\"stop\" without a recording: start one with \(ScriptKeyword.record.usage)")
                    return nil
                }
                openRecording = nil
                return .stop
            }
            return keyword == .reload ? .reload : .restart
        case .record:
            return record(values, line: line)
        case .key:
            guard !values.isEmpty else { return missing(keyword.rawValue, line) }
            var keys: [KeyPress] = []
            for value in values {
                if let key = KeyPress(name: value) { keys.append(key) } else { fail(line, unknownKey(value)) }
            }
            return keys.count == values.count ? .key(keys) : nil
        case .type:
            guard !values.isEmpty else { return missing(keyword.rawValue, line) }
            let text = arguments.count == 1 && arguments[0].isQuoted ? arguments[0].text : words.rawText(fromWord: 1)
            guard !text.isEmpty else { return missing(keyword.rawValue, line) }
            return .type(text)
        case .shot:
            return shot(values, line: line)
        case .compare:
            return compare(values, line: line)
        case .size, .skin, .trait, .terminal, .contrast, .depth, .vision, .page, .resize:
            guard let value = values.first else { return missing(keyword.rawValue, line) }
            guard values.count == 1 else {
                let hint = keyword == .skin || keyword == .page ? " (put a name with spaces in quotes)" : ""
                fail(
                    line,
                    "too many arguments: \(quote(keyword.rawValue)) takes one, not \(values.count): expected "
                        + "\(keyword.usage)\(hint)")
                return nil
            }
            return single(keyword, value, line: line)
        }
    }

    /// Commands with exactly one argument.
    private mutating func single(_ keyword: ScriptKeyword, _ value: String, line: Int) -> ScriptCommand? {
        switch keyword {
        case .size, .resize:
            guard let size = Size(parsing: value) else {
                fail(line, "bad size \(quote(value)): write WIDTHxHEIGHT, \(Size.acceptedRange), e.g. \(keyword) 100x30")
                return nil
            }
            return keyword == .size ? .size(size) : .resize(size)
        case .trait, .contrast, .depth, .vision:
            guard let setting = keyword.setting else { return nil }
            guard setting.values.contains(value) else { return choiceError(setting.name, value, setting.values, line: line) }
            return .setting(name: setting.name, value: value)
        case .skin:
            return .skin(value)
        case .terminal:
            let styles = [UserInterfaceStyle.dark, .light]
            guard let style = styles.first(where: { $0.rawValue == value }) else {
                return choiceError(keyword.rawValue, value, styles.map(\.rawValue), line: line)
            }
            return .terminal(style)
        default:
            return .page(value)
        }
    }

    /// `compare skin NAME`, `compare mode MODE`, `compare differences on|off`, `compare screen NAME`.
    private mutating func compare(_ values: [String], line: Int) -> ScriptCommand? {
        let settings = ["skin", "mode", "differences", "screen"]
        guard values.count == 2, let setting = values.first, let value = values.last else {
            fail(
                line,
                values.isEmpty
                    ? "missing argument: expected \(ScriptKeyword.compare.usage)"
                    : "\"compare\" takes a setting and a value, not \(values.count) words: expected \(ScriptKeyword.compare.usage)")
            return nil
        }
        switch setting {
        case "skin": return .compareSkin(value)
        case "screen": return .compareSubject(CompareSubject(name: value))
        case "mode":
            guard let mode = CompareMode(rawValue: value) else {
                return choiceError("compare mode", value, CompareMode.allCases.map(\.rawValue), line: line)
            }
            return .compareMode(mode)
        case "differences":
            switch value {
            case "on": return .compareDifferences(true)
            case "off": return .compareDifferences(false)
            default: return choiceError("compare differences", value, ["on", "off"], line: line)
            }
        default:
            return choiceError("compare setting", setting, settings, line: line)
        }
    }

    /// `record NAME.gif|NAME.apng [FRAMETIME]`.
    private mutating func record(_ values: [String], line: Int) -> ScriptCommand? {
        guard let file = values.first else { return missing("record", line) }
        guard values.count <= 2 else {
            fail(line, "too many arguments: expected \(ScriptKeyword.record.usage)")
            return nil
        }
        if let open = openRecording {
            fail(line, "a recording is already running (line \(open)): \"stop\" it first")
            return nil
        }
        let formats = RecordingFormat.allCases.map { ".\($0.fileExtension)" }.joined(separator: " or ")
        guard let format = RecordingFormat(fileName: file), let dot = file.lastIndex(of: ".") else {
            fail(line, "bad recording file \(quote(file)): name it with \(formats), e.g. switch.gif")
            return nil
        }
        let name = String(file[..<dot])
        guard Self.isValidShotName(name) else {
            fail(line, "bad recording name \(quote(name)): use only letters, digits, \"-\", \"_\" and \".\", not starting with \".\"")
            return nil
        }
        if let first = shotLines[file.lowercased()] {
            fail(line, "duplicate recording \(quote(file)): already used on line \(first)")
            return nil
        }
        var frameTime: Int?
        if values.count == 2 {
            guard let time = Self.frameTime(values[1]) else {
                fail(line, "bad frame time \(quote(values[1])): write e.g. 500ms or 1.5s, from 10ms to 60s")
                return nil
            }
            frameTime = time
        }
        shotLines[file.lowercased()] = line
        openRecording = line
        return .record(name: name, format: format, frameTime: frameTime)
    }

    /// A frame time (`500ms`, `1s`, `1.5s`) in hundredths of a second, 1…6000; nil when unreadable.
    static func frameTime(_ text: String) -> Int? {
        let seconds: Double?
        if text.hasSuffix("ms") {
            seconds = Double(text.dropLast(2)).map { $0 / 1000 }
        } else if text.hasSuffix("s") {
            seconds = Double(text.dropLast())
        } else {
            seconds = nil
        }
        guard let seconds, seconds.isFinite else { return nil }
        let hundredths = Int((seconds * 100).rounded())
        return (1...6000).contains(hundredths) ? hundredths : nil
    }

    private mutating func shot(_ values: [String], line: Int) -> ScriptCommand? {
        guard let name = values.first else { return missing("shot", line) }
        var valid = true
        if !Self.isValidShotName(name) {
            fail(
                line,
                "bad shot name \(quote(name)): use only letters, digits, \"-\", \"_\" and \".\", "
                    + "not starting with \".\" (it becomes the file name)")
            valid = false
        } else if let first = shotLines[name.lowercased()] {
            fail(line, "duplicate shot name \(quote(name)): already used on line \(first); give each shot its own name")
            valid = false
        } else {
            shotLines[name.lowercased()] = line
        }
        var formats: [ScreenshotFormat] = []
        for value in values.dropFirst() {
            if let format = ScreenshotFormat(parsing: value) {
                if !formats.contains(format) { formats.append(format) }
            } else {
                let names = ScreenshotFormat.allCases.map(\.rawValue)
                var message = "unknown format \(quote(value))"
                if let suggestion = Suggestion.closest(to: value, in: names) { message += "; did you mean \(quote(suggestion))?" }
                fail(line, message + " (formats: \(names.joined(separator: ", ")))")
                valid = false
            }
        }
        guard valid else { return nil }
        return .shot(name: name, formats: formats.isEmpty ? [.svg] : formats)
    }

    static func isValidShotName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first != ".", name.unicodeScalars.count <= 200 else { return false }
        return name.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII
                && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                    || scalar == "-" || scalar == "_" || scalar == ".")
        }
    }

    private func unknownKey(_ name: String) -> String {
        var message = "unknown key name \(quote(name))"
        if let suggestion = Suggestion.closest(to: name, in: KeyPress.scriptNames) { message += "; did you mean \(quote(suggestion))?" }
        return message + " (keys: a single character, " + KeyPress.named.map(\.name).joined(separator: ", ")
            + ", f1…f12, ctrl-a…ctrl-z; write \"#\" quoted)"
    }

    private mutating func choiceError(_ keyword: String, _ value: String, _ choices: [String], line: Int) -> ScriptCommand? {
        var message =
            "unknown \(keyword) \(quote(value)): use " + choices.dropLast().joined(separator: ", ")
            + " or " + (choices.last ?? "")
        if let suggestion = Suggestion.closest(to: value, in: choices) { message += " (did you mean \(quote(suggestion))?)" }
        fail(line, message)
        return nil
    }

    private mutating func missing(_ keyword: String, _ line: Int) -> ScriptCommand? {
        fail(line, "missing argument: expected \(ScriptKeyword(rawValue: keyword)?.usage ?? keyword)")
        return nil
    }

    private mutating func fail(_ line: Int, _ message: String) {
        errors.append(ScriptError(file: file, line: line, message: message))
    }

    private func quote(_ text: String) -> String { CellDifference.quoted(text) }
}
