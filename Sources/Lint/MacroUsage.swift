import Foundation

/// Finds macros no value uses: a `d(name)` anywhere in the skin texts counts as a use.
struct MacroUsage {
    let texts: [String]

    func isUsed(_ name: String) -> Bool {
        let pattern = #"[dD]\(\s*"# + NSRegularExpression.escapedPattern(for: name) + #"\s*\)"#
        return texts.contains { $0.range(of: pattern, options: .regularExpression) != nil }
    }
}
