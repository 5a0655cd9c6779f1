import Foundation

/// Finds macros no value uses: every `d(name)` in the skin texts, collected in one pass.
struct MacroUsage {
    private let used: Set<String>

    init(texts: [String]) {
        var used: Set<String> = []
        let pattern = /[dD]\(\s*([^()"<>]*?)\s*\)/
        for text in texts {
            for match in text.matches(of: pattern) { used.insert(String(match.output.1)) }
        }
        self.used = used
    }

    func isUsed(_ name: String) -> Bool { used.contains(name) }
}
