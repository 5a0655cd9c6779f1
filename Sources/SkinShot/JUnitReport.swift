import SkinKit

/// A suite run as JUnit XML (`termskin test --junit FILE`), for CI test tabs: one `<testsuite>` per
/// script, one `<testcase>` per shot (classname the script, name the shot file), a `<failure>` with
/// the cell-diff summary as its message and the report as its text, the diff document as an
/// `attachment` property (and GitLab's `[[ATTACHMENT|…]]` line), and a script that fails to run as
/// an `<error>`. Deterministic: no times or host names.
public enum JUnitReport {
    /// The XML document.
    public static func xml(_ result: SuiteResult, name: String = "termskin test") -> String {
        var scripts: [String] = []
        for script in result.shots.map(\.script) + result.problems.compactMap(\.script) where !scripts.contains(script) {
            scripts.append(script)
        }
        let errors = result.problems.count
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<testsuites name=\(attribute(name)) tests=\"\(result.shots.count + errors)\" failures=\"\(result.failed)\" errors=\"\(errors)\">",
        ]
        for script in scripts {
            let shots = result.shots.filter { $0.script == script }
            let problems = result.problems.filter { $0.script == script }
            lines.append(
                "  <testsuite name=\(attribute(script)) tests=\"\(shots.count + problems.count)\" "
                    + "failures=\"\(shots.filter { !$0.isPassed }.count)\" errors=\"\(problems.count)\" skipped=\"0\">")
            lines += shots.flatMap(testCase)
            lines += problems.flatMap { errorCase($0, script: script) }
            lines.append("  </testsuite>")
        }
        let suiteProblems = result.problems.filter { $0.script == nil }
        if !suiteProblems.isEmpty {
            lines.append(
                "  <testsuite name=\(attribute(name)) tests=\"\(suiteProblems.count)\" failures=\"0\" errors=\"\(suiteProblems.count)\" skipped=\"0\">")
            lines += suiteProblems.flatMap { errorCase($0, script: name) }
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func testCase(_ shot: ShotResult) -> [String] {
        let open = "    <testcase classname=\(attribute(shot.script)) name=\(attribute(shot.shotFile)) file=\(attribute(shot.script)) line=\"\(shot.line)\""
        guard let summary = shot.failureSummary else { return [open + "/>"] }
        var lines = [open + ">"]
        var properties: [(String, String)] = [("golden", shot.golden)]
        if let newFile = shot.newFile { properties.append(("new", newFile)) }
        var attachment: String?
        if case .failed(_, let diffFile?) = shot.outcome {
            attachment = diffFile
            properties.append(("attachment", diffFile))
        }
        lines.append("      <properties>")
        lines += properties.map { "        <property name=\(attribute($0.0)) value=\(attribute($0.1))/>" }
        lines.append("      </properties>")
        let report: String
        switch shot.outcome {
        case .failed(let text, _): report = text
        case .passed, .updated, .missingGolden: report = summary
        }
        lines.append("      <failure message=\(attribute(summary)) type=\"\(isMissing(shot) ? "missing-golden" : "cell-diff")\">\(text(report))</failure>")
        if let attachment { lines.append("      <system-out>\(text("[[ATTACHMENT|\(attachment)]]"))</system-out>") }
        lines.append("    </testcase>")
        return lines
    }

    private static func errorCase(_ problem: SuiteProblem, script: String) -> [String] {
        let name = script.split(separator: "/").last.map(String.init) ?? script
        let headline = problem.message.split(separator: "\n").first.map(String.init) ?? problem.message
        return [
            "    <testcase classname=\(attribute(script)) name=\(attribute(name))>",
            "      <error message=\(attribute(headline)) type=\"script-error\">\(text(problem.message))</error>",
            "    </testcase>",
        ]
    }

    private static func isMissing(_ shot: ShotResult) -> Bool {
        if case .missingGolden = shot.outcome { return true }
        return false
    }

    /// A quoted attribute value: control characters escaped (newlines too), then XML-escaped.
    static func attribute(_ value: String) -> String {
        "\"" + Markup.escape(ControlCharacters.escaped(value)) + "\""
    }

    /// Element text: control characters escaped (newlines kept), then XML-escaped.
    static func text(_ value: String) -> String {
        Markup.escape(ControlCharacters.escaped(value, keepingNewlines: true))
    }
}
