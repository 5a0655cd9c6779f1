/// Remembers how values resolved within one skin, so that a macro chain is walked once however
/// many keys name it, and counts the work against the skin's limits. One memo serves one
/// `Define` table: make a new one for each skin.
public struct ParseMemo: Sendable {
    /// The final value (or error) of each intermediate text met while following macros. Kept as
    /// `Outcome`, not `Result`: making `Result<_, ValueParseError>`'s type at run time checks
    /// `ValueParseError: Error`, a scan of every protocol conformance of the binary.
    private var results: [String: Outcome] = [:]
    private enum Outcome {
        case value(ParsedValue)
        case failure(ValueParseError)
    }
    /// Macro expansions (continuing parser steps) so far; remembered values cost none.
    public private(set) var expansions = 0
    public let limits: SkinLimits

    public init(limits: SkinLimits = .standard) { self.limits = limits }

    func result(for text: String) -> Result<ParsedValue, ValueParseError>? {
        guard !results.isEmpty, let outcome = results[text] else { return nil }
        switch outcome {
        case .value(let value): return .success(value)
        case .failure(let error): return .failure(error)
        }
    }

    /// Records that every text in `chain` resolves to `result`.
    mutating func record(_ result: Result<ParsedValue, ValueParseError>, for chain: [String]) {
        guard !chain.isEmpty else { return }
        let outcome: Outcome
        switch result {
        case .success(let value): outcome = .value(value)
        case .failure(let error): outcome = .failure(error)
        }
        for text in chain { results[text] = outcome }
    }

    /// Counts one expansion; throws once the skin has used up its budget.
    mutating func countExpansion() throws(ValueParseError) {
        expansions += 1
        if expansions > limits.maxMacroExpansions {
            throw ValueParseError(
                "more than \(limits.maxMacroExpansions) macro expansions in this skin (the limit keeps "
                    + "loading linear in the file's size); define fewer or shorter macro chains")
        }
    }
}
