import Foundation
import SkinKit
import SkinShot
import SkinUI
import Testing

/// The `compare` script command: parsed from the keyword table, run on the session's Compare page,
/// unknown skins and values named with the closest known one.
struct CompareScriptTests {
    let runner = ScriptRunner(loadSkins: {
        var library = SkinLibrary.load(paths: [])
        let loaded = SkinLoader().load(
            node: ["ocean": ["Color": ["text": "#003355", "accent": "#2AA198"]]],
            inheritedDefines: library.catalog.defaultSkin.defines)
        library.catalog.add(loaded.skins)
        return library
    })

    func run(_ text: String) throws -> [Screenshot] {
        try runner.run(ScreenshotScript.parse(text, file: "c.script"))
    }

    @Test func parsesEachSetting() throws {
        let script = try ScreenshotScript.parse("compare skin ocean\ncompare mode dark\ncompare differences on", file: "c.script")
        #expect(script.commands.map(\.command) == [.compareSkin("ocean"), .compareMode(.dark), .compareDifferences(true)])
        #expect(script.commands.allSatisfy { $0.command.keyword == .compare })
    }

    @Test func badSettingsAndValuesAreErrorsWithTheChoices() {
        do {
            _ = try ScreenshotScript.parse("compare moda dark\ncompare mode darkk\ncompare differences yes\ncompare skin", file: "c.script")
            Issue.record("expected errors")
        } catch let errors as ScriptErrors {
            let lines = errors.errors.map(\.description)
            #expect(lines.count == 4)
            #expect(lines[0].contains("c.script:1:") && lines[0].contains("did you mean \"mode\""))
            #expect(
                lines[1].contains(
                    "use " + CompareMode.allCases.dropLast().map(\.rawValue).joined(separator: ", ") + " or " + (CompareMode.allCases.last?.rawValue ?? ""))
                    && lines[1].contains("did you mean \"dark\""))
            #expect(lines[2].contains("use on or off"))
            #expect(lines[3].contains(ScriptKeyword.compare.usage))
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func settingsBeforeTheFirstShotAreTheComparePagesStartingState() throws {
        let shots = try run("size 100x30\nskin ocean\npage compare\ncompare skin default\ncompare differences on\nshot a txt\ncompare mode dark\nshot b txt")
        let first = try #require(shots.first?.canvas.text)
        let second = try #require(shots.last?.canvas.text)
        #expect(first.contains("left: default · light · right: ocean · light"))
        #expect(first.contains("cells differ"))
        #expect(second.contains("left: ocean · light · right: ocean · dark"))
    }

    @Test func anUnknownCompareSkinNamesItAndSuggestsTheClosest() {
        do {
            _ = try run("page compare\ncompare skin ocaen\nshot a txt")
            Issue.record("expected an error")
        } catch {
            let text = "\(error)"
            #expect(text.contains("c.script:2:") && text.contains("no skin named 'ocaen'"), "\(text)")
            #expect(text.contains("did you mean \"ocean\"?"), "\(text)")
        }
    }

    /// `compare screen NAME` puts a screen in both panels (reading the screen files as `page NAME`
    /// does); `gallery` gives them back the widgets; a typo names the screens and the closest one.
    @Test func compareScreenShowsAScreenInBothPanelsAndATypoSuggests() throws {
        let inbox = #"{"root": {"kind": "vstack", "children": [{"kind": "label", "text": "Inbox zero"}]}}"#
        let runner = ScriptRunner(
            loadSkins: { SkinLibrary.load(paths: []) },
            loadScreens: { [ScreenLoad.decode(inbox, path: "inbox.screen.json")] })
        let script = try ScreenshotScript.parse(
            "size 100x30\npage compare\ncompare screen inbox\nshot a txt\ncompare screen gallery\nshot b txt", file: "c.script")
        #expect(script.commands[2].command == .compareSubject(.screen("inbox")) && script.commands[4].command == .compareSubject(.widgets))
        let shots = try runner.run(script)
        let first = try #require(shots.first?.canvas.text)
        let second = try #require(shots.last?.canvas.text)
        #expect(first.components(separatedBy: "Inbox zero").count == 3 && first.contains("Compare · screen inbox"), "\(first)")
        #expect(!second.contains("Inbox zero") && second.contains("Hello, 世界"), "\(second)")
        do {
            _ = try runner.run(ScreenshotScript.parse("page compare\ncompare screen inbx\nshot a txt", file: "c.script"))
            Issue.record("expected an error")
        } catch {
            let text = "\(error)"
            #expect(text.contains("c.script:2:") && text.contains("no screen named 'inbx'") && text.contains("did you mean \"inbox\"?"), "\(text)")
        }
    }
}
