import Foundation
import SkinKit
import SkinShot
import SkinUI
import Testing

@testable import termskin

/// Every previewed trait is one `TraitSetting` row, and every place a person meets it is derived
/// from (or checked against) that row: the key and the help overlay, the script parser, `shot`'s
/// options in both command-line parsers, the status line and the README's tables. A new row that
/// one of them misses fails here; nothing below lists the settings by hand.
struct TraitSettingCoverageTests {
    static let readme: String = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("README.md")
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }()

    @Test(arguments: TraitSetting.all.map(\.name))
    func theSettingIsEverywhere(name: String) throws {
        let setting = try #require(TraitSetting.named(name))
        // The key, its help line and its hint.
        let binding = try #require(PreviewCommand.bindings.first { $0.command == setting.command }, "a key steps \(name)")
        #expect(PreviewCommand.helpLines.contains { $0.hasPrefix(binding.keyLabel + " ") })
        #expect(binding.hint != nil, "the hint line offers \(name)'s key")
        // Scripts: the keyword, its usage, and its values.
        let keyword = try #require(ScriptKeyword(rawValue: name), "scripts have the word \(name)")
        #expect(keyword.usage == setting.usage)
        for value in setting.values {
            let script = try ScreenshotScript.parse("\(name) \(value)\n", file: "t.script")
            #expect(script.commands.map(\.command) == [.setting(name: name, value: value)])
        }
        #expect(throws: ScriptErrors.self) { try ScreenshotScript.parse("\(name) nonsense\n", file: "t.script") }
        // `shot`: swift-argument-parser's option (with every value) and the fast path's.
        let help = ShotCommand.helpMessage(columns: 1000)
        #expect(help.contains("--\(name) <\(name)>"), "termskin shot --\(name)")
        #expect(setting.values.allSatisfy { help.contains($0) })
        #expect(help.contains(setting.summary), "shot's help reads the row's summary")
        #expect(QuickCommandLine.shotOptions.contains { $0.name == name })
        for value in setting.values {
            let line = ["shot", "--\(name)", value]
            let quick = try #require(QuickCommandLine.parse(line))
            let parsed = try #require(try TermSkinCommand.parseAsRoot(line) as? ShotCommand)
            #expect(quick == .shot(parsed.settings), "both parsers read \(line.joined(separator: " ")) alike")
        }
        // The README: the settings table, the script table and `shot`'s line.
        let escapedUsage = setting.usage.replacingOccurrences(of: "|", with: "\\|")
        let row = "| `\(name)` | " + setting.values.map { "`\($0)`" }.joined(separator: ", ") + " | `\(binding.keyLabel)` |"
        #expect(Self.readme.contains(row), "README settings table: \(row)")
        #expect(Self.readme.contains("`\(escapedUsage)`"), "README script table: \(escapedUsage)")
        #expect(Self.readme.contains("--\(name) "), "README shot line: --\(name)")
    }

    /// Each value reads back; from the first value the key reaches every value, and each press
    /// changes the value (the `trait` key never stays put: from `auto`, which shows the terminal's
    /// style, it goes to the other one, so a chosen style equal to the terminal's is reached by name).
    @Test func eachValueReadsBackAndTheKeyStepsThroughAll() throws {
        for setting in TraitSetting.all {
            for value in setting.values {
                var traits = TraitCollection(userInterfaceStyle: .light)
                #expect(setting.set(value, in: &traits))
                #expect(setting.value(in: traits) == value, "\(setting.name) \(value) reads back")
            }
            var traits = TraitCollection(userInterfaceStyle: .light)
            setting.set(setting.values[0], in: &traits)
            var seen: Set<String> = [setting.value(in: traits)]
            for _ in 0..<(2 * setting.values.count) {
                let before = setting.value(in: traits)
                traits = setting.stepped(traits)
                #expect(setting.value(in: traits) != before, "\(setting.name): the key changes \(before)")
                seen.insert(setting.value(in: traits))
            }
            #expect(seen == Set(setting.values), "\(setting.name) steps through every value")
        }
    }
}
