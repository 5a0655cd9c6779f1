import SkinUI

/// The color pairs widgets tell states apart by (a switch's on and off tracks), derived from their
/// property declarations (`PropertyDeclaration.apartFrom`): what lint's `vision-collapse` check reads.
public enum StatePairs {
    /// A vision-collapse check needs the two colors at least this far apart (CIEDE2000).
    public static let minimumDeltaE = 10.0

    public static func current() -> [DrawnPair] {
        var pairs: [DrawnPair] = []
        for type in WidgetCatalog.types {
            let declarations = type.declarations
            for declaration in declarations.list {
                guard let other = declaration.apartFrom, let key = declaration.defaultKey(in: .normal),
                      let otherKey = declarations[other]?.defaultKey(in: .normal) else { continue }
                pairs.append(DrawnPair(widget: type.typeName, state: "\(declaration.property.name) vs \(other.name)",
                                       foreground: DrawnPair.Source(widget: type.typeName, properties: [declaration.property.name], key: key),
                                       background: DrawnPair.Source(widget: type.typeName, properties: [other.name], key: otherKey),
                                       minimumRatio: 0))
            }
        }
        return pairs
    }
}
