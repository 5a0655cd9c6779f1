extension MacroValueParser {
    /// The steps a value goes through: `d(a)` → `d(b)` → `#010203`; just the text when it is no macro.
    /// Stops at an undefined macro or a cycle (which loading already reported).
    public static func chain(of text: String, defines: [String: String]) -> [String] {
        var chains = MacroChains(defines: defines)
        return chains.chain(of: text)
    }
}
