import Foundation
import Testing

/// Screen files from the command line (issue 24): the schema validates the shipped screens and the
/// starter (Python's `jsonschema`), `screen new` never replaces a file, `shot --page NAME` reaches a
/// screen, and lint reports a broken one with its line and widget path.
struct ScreenCommandTests {
    let cli = CommandLineTests()

    @Test(.enabled(if: PythonTool.hasModule("jsonschema"), "python3 with jsonschema is needed; .ci/run installs it"))
    func theSchemaValidatesTheShippedScreensAndTheStarterAndRefusesTypos() throws {
        let folder = try cli.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let schema = cli.termskin(["schema", "--screen"])
        #expect(schema.status == 0)
        let schemaFile = folder.appendingPathComponent("screen.schema.json")
        try schema.output.write(to: schemaFile, atomically: true, encoding: .utf8)
        let made = cli.termskin(["screen", "new", "starter"], in: folder)
        #expect(made.status == 0, "\(made.error)")
        let again = cli.termskin(["screen", "new", "starter"], in: folder)
        #expect(again.status == 2 && again.error.contains("exists; not replaced"), "\(again.error)")
        let typo = folder.appendingPathComponent("typo.json")
        try #"{"root": {"kind": "vstack", "children": [{"kind": "buton"}, {"kind": "label", "textColr": "accent"}]}}"#
            .write(to: typo, atomically: true, encoding: .utf8)
        let files =
            ["Screens/settings.screen.json", "Screens/chat.screen.json", "Examples/CJSkinSwift/Screens/cjskin.screen.json"]
            .map { PackagePaths.root.appendingPathComponent($0).path } + [folder.appendingPathComponent("Screens/starter.screen.json").path]
        let script = """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1]))
            jsonschema.Draft202012Validator.check_schema(schema)
            validator = jsonschema.Draft202012Validator(schema)
            for path in sys.argv[2:-1]:
                errors = list(validator.iter_errors(json.load(open(path))))
                print(path, 'ok' if not errors else errors[0].message)
            print('typo', 'rejected' if list(validator.iter_errors(json.load(open(sys.argv[-1])))) else 'accepted')
            """
        let run = PythonTool.run(script, arguments: [schemaFile.path] + files + [typo.path])
        #expect(run.status == 0, "\(run.error)")
        for file in files { #expect(run.output.contains("\(file) ok"), "\(run.output)") }
        #expect(run.output.contains("typo rejected"))
        // The starter shows every kind and draws as a page.
        let shot = cli.termskin(["shot", "--page", "starter", "--size", "80x40", "--format", "txt"], in: folder)
        #expect(shot.status == 0, "\(shot.error)")
        #expect(shot.output.contains("alert title") && shot.output.contains("☰ starter"), "\(shot.output)")
    }

    @Test func shotReachesAScreenPageAndLintPlacesABrokenOne() throws {
        let shot = cli.termskin(["shot", "--page", "settings", "--size", "80x24", "--format", "txt"])
        #expect(shot.status == 0, "\(shot.error)")
        #expect(shot.output.contains("Airplane Mode") && shot.output.contains("☰ Settings"))
        let unknown = cli.termskin(["shot", "--page", "setings", "--size", "80x24", "--format", "txt"])
        #expect(unknown.status == 2 && unknown.error.contains("did you mean 'settings'?"), "\(unknown.error)")
        // The gallery's shot lists no screen unless asked (its goldens do not depend on ./Screens).
        let gallery = cli.termskin(["shot", "--size", "80x24", "--format", "txt"])
        #expect(!gallery.output.contains("☰ Settings"))

        // The Compare page shows a screen in both panels; a typo is an error with the closest name.
        let compared = cli.termskin(["shot", "--page", "compare", "--compare-screen", "settings", "--size", "120x40", "--format", "txt"])
        #expect(compared.status == 0 && compared.output.components(separatedBy: "Airplane Mode").count == 3, "\(compared.error)")
        let typo = cli.termskin(["shot", "--page", "compare", "--compare-screen", "setings", "--format", "txt"])
        #expect(typo.status == 2 && typo.error.contains("no screen named 'setings'") && typo.error.contains("did you mean \"settings\"?"), "\(typo.error)")
        #expect(typo.output.isEmpty)
        let elsewhere = cli.termskin(["shot", "--compare-screen", "settings", "--format", "txt"])
        #expect(elsewhere.status != 0 && elsewhere.error.contains("add --page compare"), "\(elsewhere.error)")

        let folder = try cli.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let broken = folder.appendingPathComponent("broken.screen.json")
        try "{\n  \"root\": {\"kind\": \"vstack\", \"children\": [\n    {\"kind\": \"slidr\"}\n  ]}\n}\n".write(to: broken, atomically: true, encoding: .utf8)
        let lint = cli.termskin(["lint", broken.path])
        #expect(lint.status == 1)
        #expect(lint.output.contains("3: root.children[0]: error [screen-error] unknown widget kind 'slidr'; did you mean 'slider'?"), "\(lint.output)")
        let given = cli.termskin(["shot", "--screens-dir", broken.path, "--page", "broken", "--size", "80x24", "--format", "txt"])
        #expect(given.status == 0)
        #expect(given.output.contains("Screen error"), "a screen that never decoded shows its error over an empty page")
    }
}
