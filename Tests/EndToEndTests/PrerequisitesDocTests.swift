import Foundation
import Testing

/// Issue 20, item 21: the README's one-command prerequisites are the packages `.ci/run` installs.
struct PrerequisitesDocTests {
    @Test func theQuickStartInstallsWhatCIInstalls() throws {
        let ci = try String(contentsOf: PackagePaths.root.appendingPathComponent(".ci/run"), encoding: .utf8)
        let readme = try String(contentsOf: PackagePaths.root.appendingPathComponent("README.md"), encoding: .utf8)
        let packages = Set(ci.matches(of: /missing\+=\(([a-z0-9.+-]+)\)/).map { String($0.output.1) })
        #expect(packages.count >= 6, "\(packages)")
        let command = try #require(readme.split(separator: "\n").first { $0.hasPrefix("sudo apt-get install -y ") })
        let named = Set(command.split(separator: " ").map(String.init))
        #expect(packages.subtracting(named).isEmpty, "in .ci/run, not in the README: \(packages.subtracting(named).sorted())")
        let pip = try #require(ci.firstMatch(of: /pip install --quiet '([^']+)'/)).output.1
        #expect(command.contains("pip install '\(pip)'"), "the README installs another jsonschema than .ci/run (\(pip))")
        for module in ci.matches(of: /pip install --quiet ([a-z][a-z0-9-]*)\n/).map({ String($0.output.1) }) {
            #expect(named.contains(module), "\(module) is installed by .ci/run, not by the README's command")
        }
    }
}
