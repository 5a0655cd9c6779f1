import SkinKit
import SkinShot
import SkinUI
import Testing

@Suite struct ScriptErrorTests {
    /// The errors `text` produces, as `file:line: message` lines.
    func errors(_ text: String) -> [String] {
        do {
            _ = try ScreenshotScript.parse(text, file: "s.shot")
            return []
        } catch let errors as ScriptErrors {
            return errors.errors.map(\.description)
        } catch {
            return ["unexpected \(error)"]
        }
    }

    @Test func unknownCommandSuggestsTheClosestOne() {
        #expect(errors("size 10x10\nshoot a") == ["s.shot:2: unknown command \"shoot\"; did you mean \"shot\"?"])
        #expect(errors("Reload") == ["s.shot:1: unknown command \"Reload\"; did you mean \"reload\"?"])
    }

    @Test func unknownCommandWithNothingCloseListsTheCommands() {
        #expect(
            errors("screenshot a") == [
                "s.shot:1: unknown command \"screenshot\"; known commands: "
                    + ScriptKeyword.names.joined(separator: ", ")
            ])
    }

    @Test func unknownKeyNameSaysWhichAndSuggests() {
        let result = errors("key tab entr ctrl-1")
        #expect(result.count == 2)
        #expect(result[0].hasPrefix("s.shot:1: unknown key name \"entr\"; did you mean \"enter\"? (keys: a single character"))
        #expect(result[1].hasPrefix("s.shot:1: unknown key name \"ctrl-1\""))
    }

    @Test func badSize() {
        #expect(errors("\nresize 80by24") == ["s.shot:2: bad size \"80by24\": write WIDTHxHEIGHT, 1 to 500 columns by 1 to 250 rows, e.g. resize 100x30"])
        #expect(errors("size 0x10").first?.hasPrefix("s.shot:1: bad size \"0x10\"") == true)
    }

    @Test func missingArguments() {
        #expect(errors("size") == ["s.shot:1: missing argument: expected size WIDTHxHEIGHT, e.g. size 100x30"])
        #expect(errors("key # only a comment") == ["s.shot:1: missing argument: expected key KEY [KEY…], e.g. key tab enter ctrl-r"])
        #expect(errors("type   ") == ["s.shot:1: missing argument: expected type TEXT, e.g. type hello"])
        #expect(errors("shot") == ["s.shot:1: missing argument: expected shot NAME [FORMAT…], e.g. shot ocean-dark svg txt"])
    }

    @Test func tooManyArguments() {
        #expect(
            errors("skin ocean dark") == [
                "s.shot:1: too many arguments: \"skin\" takes one, not 2: "
                    + "expected skin NAME, e.g. skin ocean (put a name with spaces in quotes)"
            ])
        #expect(errors("reload now") == ["s.shot:1: \"reload\" takes no arguments; remove \"now\""])
    }

    @Test func duplicateShotNameNamesTheFirstLine() {
        #expect(
            errors("shot a\nreload\nshot A txt") == [
                "s.shot:3: duplicate shot name \"A\": already used on line 1; give each shot its own name"
            ])
    }

    @Test func badShotName() {
        #expect(
            errors("shot ../x") == [
                "s.shot:1: bad shot name \"../x\": use only letters, digits, \"-\", \"_\" and \".\", "
                    + "not starting with \".\" (it becomes the file name)"
            ])
        #expect(errors("shot a/b").count == 1)
        #expect(errors("shot café").count == 1)
    }

    @Test func unknownFormat() {
        #expect(
            errors("shot a gif svgg") == [
                "s.shot:1: unknown format \"gif\" (formats: txt, ansi, svg, html, png)",
                "s.shot:1: unknown format \"svgg\"; did you mean \"svg\"? (formats: txt, ansi, svg, html, png)",
            ])
    }

    @Test func unknownChoices() {
        #expect(errors("trait dim") == ["s.shot:1: unknown trait \"dim\": use light, dark or auto"])
        #expect(errors("contrast hgh") == ["s.shot:1: unknown contrast \"hgh\": use normal or high (did you mean \"high\"?)"])
        #expect(errors("depth 24") == ["s.shot:1: unknown depth \"24\": use truecolor, 256, 16, 8 or none"])
    }

    @Test func quotingProblems() {
        #expect(errors("type \"open") == ["s.shot:1: unterminated quote: add the closing \" (or write \\\" for a quote inside)"])
        #expect(errors("skin \"a\"b") == ["s.shot:1: text right after a closing quote: put a space after the quote"])
    }

    @Test func reportsEveryErrorOfTheFileInLineOrder() {
        let text = """
            size 100x30
            shoot one
            key nope
            shot ok
            shot ok
            depth 3
            shot x gif
            """
        let lines = errors(text).map { $0.split(separator: ":").prefix(2).joined(separator: ":") }
        #expect(lines == ["s.shot:2", "s.shot:3", "s.shot:5", "s.shot:6", "s.shot:7"])
    }

    @Test func theThrownErrorPrintsOneLinePerProblem() {
        #expect(throws: ScriptErrors.self) { try ScreenshotScript.parse("a\nb", file: "f") }
        do {
            _ = try ScreenshotScript.parse("a\nb", file: "f")
        } catch let errors as ScriptErrors {
            #expect(errors.description.split(separator: "\n").count == 2)
            #expect(errors.errors.map(\.line) == [1, 2])
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func aScriptErrorIsFileLineMessage() {
        #expect(ScriptError(file: "a.shot", line: 7, message: "boom").description == "a.shot:7: boom")
    }
}

struct RestartCommandTests {
    @Test func restartParsesAndTakesNoArguments() throws {
        let script = try ScreenshotScript.parse("skin ocean\nrestart\nshot a", file: "r.script")
        #expect(script.commands.map(\.command) == [.skin("ocean"), .restart, .shot(name: "a", formats: [.svg])])
        #expect(throws: ScriptErrors.self) { try ScreenshotScript.parse("restart now", file: "r.script") }
    }
}
