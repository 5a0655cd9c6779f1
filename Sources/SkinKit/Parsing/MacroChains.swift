/// The macro chains of one `Define` table, each walked once however many keys name it (issue 20:
/// the Palette page walked a 1,000-step chain for each of 20,000 keys on every frame). A chain
/// longer than `maxSteps` ends in `…`, so what is shown of it costs what fits on a line.
public struct MacroChains: Sendable {
    /// What a shortened chain ends with.
    public static let ellipsis = "…"
    public let defines: [String: String]
    /// The most steps a chain keeps (the text itself included) before `…`.
    public let maxSteps: Int
    /// The chains walked so far, by the trimmed text they start from.
    private var memo: [String: [String]] = [:]
    /// Reads of the `Define` table so far: what a test counts.
    public private(set) var lookups = 0

    public init(defines: [String: String], maxSteps: Int = .max) {
        self.defines = defines
        self.maxSteps = max(1, maxSteps)
    }

    /// The steps `text` goes through: `d(a)` → `d(b)` → `#010203`; just the text when it is no
    /// macro. Stops at an undefined macro or a cycle (which loading already reported), and after
    /// `maxSteps` steps with `…`.
    public mutating func chain(of text: String) -> [String] {
        let start = text.trimmingSpaces
        if let known = memo[start] { return known }
        var steps = [start]
        var seen: Set<String> = []
        while let last = steps.last, last.lowercased().hasPrefix("d("), last.hasSuffix(")") {
            if steps.count == maxSteps {
                steps.append(Self.ellipsis)
                break
            }
            let name = String(last.dropFirst(2).dropLast()).trimmingSpaces
            guard !seen.contains(name) else { break }
            lookups += 1
            guard let expansion = defines[name] else { break }
            seen.insert(name)
            steps.append(expansion.trimmingSpaces)
        }
        memo[start] = steps
        return steps
    }
}
