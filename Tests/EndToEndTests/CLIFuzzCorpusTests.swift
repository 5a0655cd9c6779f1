import Foundation
import Testing

/// Issue 20: the CLI fuzzer's corpus (`Tests/Fuzz/cli-fuzz.py`) replayed through the built
/// binary, each case held to the fuzzer's properties: its findings stay fixed, and one mutant of each
/// kind per command keeps every mutation exercised when the fuzzer finds nothing.
struct CLIFuzzCorpusTests {
    static let cases = CLIFuzzCase.all()

    @Test(arguments: cases) func caseRunsCleanly(_ fuzzCase: CLIFuzzCase) throws {
        let binary = try #require(PackagePaths.binary, "swift test builds termskin")
        let run = try fuzzCase.run(binary: binary)
        #expect(
            run.problems.isEmpty,
            """
            \(fuzzCase.testDescription) (\(fuzzCase.spec.arguments.joined(separator: " "))): \(run.problems)
            \(String(decoding: run.errors.prefix(600), as: UTF8.self))
            """)
    }

    /// The words of a Python list assigned to `name` in the fuzzer (`KINDS = ["bitflip", …]`).
    func fuzzerList(_ name: String) throws -> [String] {
        let source = try String(contentsOf: PackagePaths.root.appendingPathComponent("Tests/Fuzz/cli-fuzz.py"), encoding: .utf8)
        let start = try #require(source.range(of: "\n\(name) = ["))
        let end = try #require(source[start.upperBound...].firstIndex(of: "]"))
        return source[start.upperBound..<end].split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespacesAndNewlines).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
        }
    }

    @Test func corpusHoldsEveryCommandAndMutationKind() throws {
        let commands = try fuzzerList("COMMANDS")
        let kinds = try fuzzerList("KINDS")
        #expect(commands.count == 5 && kinds.count == 8, "\(commands) \(kinds)")
        #expect(Set(Self.cases.map(\.command)) == Set(commands))
        #expect(Set(Self.cases.map(\.spec.mutation)) == Set(kinds))
    }
}
