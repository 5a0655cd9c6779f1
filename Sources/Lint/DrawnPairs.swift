import SkinUI

/// The text/background and part/background pairs the widgets draw, derived from their property
/// declarations (`PropertyDeclaration.legibility`) in every state they can show — the one list
/// lint's contrast and palette checks read — plus the previewer's own status line.
public enum DrawnPairs {
    public static func current() -> [DrawnPair] {
        typealias Source = DrawnPair.Source
        let surface = Source(widget: "Card", properties: ["backgroundColor"], key: "surface")
        var pairs: [DrawnPair] = []
        for type in WidgetCatalog.types where type != AppearanceCard.self {
            let declarations = type.declarations
            for declaration in declarations.list {
                guard let legibility = declaration.legibility else { continue }
                for state in type.controlStates where legibility.drawnIn?.contains(state) ?? true {
                    func source(_ property: ThemeProperty) -> Source? {
                        guard let key = declarations[property]?.defaultKey(in: state) else { return nil }
                        // As `View` resolves: a state with its own default key never falls back to the normal value.
                        let ownKey = declarations[property]?.defaultKeys[state] != nil
                        let names = state == .normal || ownKey ? [property.forState(state).name] : [property.forState(state).name, property.name]
                        return Source(widget: type.typeName, properties: names, key: key)
                    }
                    guard let foreground = source(declaration.property) else { continue }
                    let backgrounds: [(String?, Source)] =
                        legibility.backgrounds.isEmpty
                        ? [(nil, surface)] : legibility.backgrounds.compactMap { property in source(property).map { (property.name, $0) } }
                    for (name, background) in backgrounds {
                        let prefix = state == .normal ? "" : "\(state) "
                        let label = prefix + declaration.property.name + (name.map { " on \($0)" } ?? "")
                        pairs.append(
                            DrawnPair(
                                widget: type.typeName, state: label, foreground: foreground, background: background,
                                minimumRatio: legibility.minimumRatio))
                    }
                }
            }
        }
        pairs.append(
            DrawnPair(
                widget: "status line", foreground: Source(widget: nil, properties: [], key: "status.text"),
                background: Source(widget: nil, properties: [], key: "status.background"), minimumRatio: DrawnPair.textRatio))
        return pairs
    }
}
