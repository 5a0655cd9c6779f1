import ArgumentParser
import Foundation
import SkinShot
import Testing

@testable import termskin

/// The README documents `test`'s options and update modes exactly as they are declared.
struct TestCommandDocsTests {
    static let readme = (try? String(contentsOf: PackagePaths.root.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""

    static func longNames(_ command: ParsableCommand.Type) -> Set<String> {
        Set(command.helpMessage(columns: 1000).matches(of: /--([a-z][a-z0-9-]*)/).map { String($0.output.1) })
            .subtracting(["help", "version", "skins-dir", "map"])
    }

    /// The rows of the table whose header is `header`.
    static func table(_ header: String) throws -> [Substring] {
        let start = try #require(readme.range(of: header))
        return readme[start.upperBound...].split(separator: "\n").dropFirst().prefix { $0.hasPrefix("|") }.map { $0 }
    }

    @Test func theCommandsTableAndTheCITableNameEveryOptionOfTest() throws {
        let row = try #require(Self.readme.split(separator: "\n").first { $0.hasPrefix("| `termskin test [DIR…]`") })
        let declared = Self.longNames(TestCommand.self)
        for name in declared { #expect(row.contains("`--\(name)"), "the commands table's test row names --\(name)") }
        let ciRows = try Self.table("| option | what it does |")
        let documented = Set(ciRows.compactMap { $0.firstMatch(of: /^\| `--([a-z-]+)/).map { String($0.output.1) } })
        #expect(documented.isSubset(of: declared), "the CI table documents options test does not have: \(documented.subtracting(declared))")
        #expect(documented.isSuperset(of: ["update", "junit", "shard", "filter", "jobs"]))
    }

    @Test func everyUpdateModeIsDocumented() throws {
        let row = try #require(try Self.table("| option | what it does |").first { $0.hasPrefix("| `\(TestCommand.updateOption)=") })
        let modes = Set(row.matches(of: /`([a-z]+)` \(/).map { String($0.output.1) })
        #expect(modes == Set(UpdateMode.allCases.map(\.rawValue)), "\(row)")
        #expect(Self.readme.contains("`--update=" + UpdateMode.allCases.map(\.rawValue).joined(separator: "\\|") + "`"))
    }
}
