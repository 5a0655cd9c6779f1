import Foundation
import Testing

@testable import Lint

/// `vision-collapse` on screen files (issue 24): the rule skins are checked by (`StatePairs.collapses`)
/// applied to the text/background pairs and state pairs a screen styles, in every skin × appearance.
struct ScreenVisionCollapseTests {
    /// Red text on green and a switch whose on (red) and off (green) tracks deuteranopia merges;
    /// light text on a dark surface and a blue-on-light-gray switch that no deficiency merges.
    static let alarm = """
        {"root": {"kind": "vstack", "children": [
          {"kind": "label", "text": "Stop", "textColor": "#D00000", "background": "#00A000"},
          {"kind": "switch", "label": "Armed", "on": true, "tintColor": "#D00000", "trackColor": "#00A000"}
        ]}}
        """
    static let calm = """
        {"root": {"kind": "vstack", "children": [
          {"kind": "label", "text": "Go", "textColor": "#FFFFFF", "background": "#1C1C1E"},
          {"kind": "switch", "label": "Armed", "on": true, "tintColor": "#0A84FF", "trackColor": "#E5E5EA"}
        ]}}
        """

    func lint(_ screens: [String: String]) throws -> [LintFinding] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("termskin-vision-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Screens"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in screens {
            try text.write(to: folder.appendingPathComponent("Screens/\(name).screen.json"), atomically: true, encoding: .utf8)
        }
        return Linter().lint(paths: [folder.path]).findings.filter { $0.code == .visionCollapse }
    }

    @Test func aScreenThatCollapsesUnderDeuteranopiaIsReportedWithFileAndWidgetPath() throws {
        let findings = try lint(["alarm": Self.alarm])
        #expect(findings.map(\.keyPathText) == ["root.children[0].textColor", "root.children[1].tintColor"], "\(findings)")
        for finding in findings {
            #expect(finding.file?.hasSuffix("Screens/alarm.screen.json") == true)
            #expect(finding.message.contains("#D00000 and #00A000 look alike for: default light deuteranopia ΔE"), "\(finding.message)")
            #expect(finding.message.contains("default dark"), "every appearance is checked: \(finding.message)")
        }
        #expect(findings.first?.message.contains("label at root.children[0] (text on its background)") == true)
        #expect(findings.last?.message.contains("switch at root.children[1] (tintColor vs trackColor)") == true)
        #expect(findings.map(\.line) == [2, 3])
    }

    @Test func aScreenNoDeficiencyCollapsesHasNoFinding() throws {
        #expect(try lint(["calm": Self.calm]).isEmpty)
    }

    /// A subtree forced dark is checked in dark appearances only.
    @Test func aForcedTraitLimitsTheAppearancesChecked() throws {
        let forced = Self.alarm.replacingOccurrences(of: #""kind": "vstack","#, with: #""kind": "vstack", "traits": {"style": "dark"},"#)
        let findings = try lint(["alarm": forced])
        #expect(findings.count == 2)
        #expect(findings.allSatisfy { $0.message.contains("default dark") && !$0.message.contains("light") }, "\(findings.map(\.message))")
    }
}
