/// Remembers how values resolved within one skin, so that a macro chain is walked once however
/// many keys name it, and counts the work against the skin's limits. One memo serves one
/// `Define` table: make a new one for each skin.
public struct ParseMemo: Sendable {
    /// The final value (or error) of each intermediate text met while following macros.
    private var results: [String: Result<ParsedValue, ValueParseError>] = [:]
    /// Macro expansions (continuing parser steps) so far; remembered values cost none.
    public private(set) var expansions = 0
    public let limits: SkinLimits

    public init(limits: SkinLimits = .standard) { self.limits = limits }

    func result(for text: String) -> Result<ParsedValue, ValueParseError>? {
        results.isEmpty ? nil : results[text]
    }

    /// Records that every text in `chain` resolves to `result`.
    mutating func record(_ result: Result<ParsedValue, ValueParseError>, for chain: [String]) {
        guard !chain.isEmpty else { return }
        for text in chain { results[text] = result }
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
