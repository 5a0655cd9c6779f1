/// The weight words of a font, declared once: the values a skin file's font `Weight` may hold, the
/// words a font name implies a weight by (`Menlo-Bold`, `PingFangSC-Light`), and what a terminal
/// shows for each (bold, dim, or nothing). The decoder, font names, lint and the schema read it.
public enum FontWeight: String, CaseIterable, Sendable {
    case bold, heavy, semibold, black, light, thin, dim, regular, normal, medium

    /// The attribute a terminal shows for the weight.
    public var attributes: TextAttributes {
        switch self {
        case .bold, .heavy, .semibold, .black: return .bold
        case .light, .thin, .dim: return .dim
        case .regular, .normal, .medium: return []
        }
    }

    /// True for the words that give a font name a weight (the plain ones name none).
    var isNameWord: Bool { !attributes.isEmpty && self != .dim }

    /// The weight attributes a font name implies: bold when it holds a bold word, else dim for a light one.
    static func attributes(inName lowercasedName: String) -> TextAttributes {
        let words = allCases.filter { $0.isNameWord && lowercasedName.containsBytes(of: $0.rawValue) }
        if words.contains(where: { $0.attributes == .bold }) { return .bold }
        return words.isEmpty ? [] : .dim
    }
}
