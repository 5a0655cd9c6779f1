import FoundationEssentials

/// Windows Terminal color schemes: one scheme object, or `{"schemes": [...]}` (a settings file).
enum WindowsTerminalReader {
    /// Windows Terminal's names for ANSI 0–15 (`purple` where others say magenta).
    static let ansiKeys = [
        "black", "red", "green", "yellow", "blue", "purple", "cyan", "white",
        "brightBlack", "brightRed", "brightGreen", "brightYellow", "brightBlue",
        "brightPurple", "brightCyan", "brightWhite",
    ]

    /// The key of a settings file's scheme list.
    static let schemesKey = "schemes"
    /// The keys that make an object a scheme when each holds a string.
    static let schemeMarkerKeys = ["background", "foreground", "black"]

    /// True for a JSON object that is a scheme or holds a `schemes` array.
    static func matches(_ object: Any) -> Bool {
        guard let table = object as? [String: Any] else { return false }
        if table[schemesKey] is [Any] { return true }
        return isScheme(table)
    }

    /// `matches` for a document the skin loader read into a tree.
    static func matches(_ node: SkinNode) -> Bool {
        guard case .dictionary(let table) = node else { return false }
        if case .array? = table[schemesKey] { return true }
        return schemeMarkerKeys.allSatisfy { if case .string? = table[$0] { true } else { false } }
    }

    static func isScheme(_ table: [String: Any]) -> Bool {
        schemeMarkerKeys.allSatisfy { table[$0] is String }
    }

    static func read(_ object: Any) throws(SkinError) -> [TerminalScheme] {
        guard let table = object as? [String: Any] else { throw SkinError(message: "expected a JSON object") }
        guard let list = table[schemesKey] as? [Any] else { return [try scheme(table, keyPath: [])] }
        var schemes: [TerminalScheme] = []
        for (index, item) in list.enumerated() {
            guard let entry = item as? [String: Any] else {
                throw SkinError(keyPath: ["schemes[\(index)]"], message: "a scheme must be an object")
            }
            schemes.append(try scheme(entry, keyPath: ["schemes[\(index)]"]))
        }
        return schemes
    }

    private static func scheme(_ table: [String: Any], keyPath: [String]) throws(SkinError) -> TerminalScheme {
        let strings = table.compactMapValues { $0 as? String }
        do throws(SkinError) {
            var ansi: [RGBColor] = []
            for key in ansiKeys { ansi.append(try SchemeColorText.required(key, in: strings)) }
            return TerminalScheme(
                name: strings["name"], background: try SchemeColorText.required("background", in: strings),
                foreground: try SchemeColorText.required("foreground", in: strings),
                cursor: try SchemeColorText.optional("cursorColor", in: strings),
                selection: try SchemeColorText.optional("selectionBackground", in: strings), ansi: ansi)
        } catch {
            throw error.placed(file: nil, under: keyPath)
        }
    }
}
