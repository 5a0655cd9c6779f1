import SkinKit
import SkinUI

/// The color pairs widgets tell states apart by (a switch's on and off tracks), derived from their
/// property declarations (`PropertyDeclaration.apartFrom`): what lint's `vision-collapse` check reads.
public enum StatePairs {
    /// A vision-collapse check needs the two colors at least this far apart (CIEDE2000).
    public static let minimumDeltaE = 10.0

    /// The `vision-collapse` rule for two colors, one place for skins and screen files: none when
    /// they are within `minimumDeltaE` already for normal vision; else each deficiency that brings
    /// them within it, with the distance it leaves.
    static func collapses(_ first: RGBColor, _ second: RGBColor, memo: inout ColorMemo) -> [(vision: VisionDeficiency, deltaE: Double)] {
        guard CIELAB(first).deltaE2000(CIELAB(second)) >= minimumDeltaE else { return [] }
        var result: [(vision: VisionDeficiency, deltaE: Double)] = []
        for vision in VisionDeficiency.allCases where vision != .normal {
            let distance = CIELAB(memo.simulated(first, vision)).deltaE2000(CIELAB(memo.simulated(second, vision)))
            if distance < minimumDeltaE { result.append((vision, distance)) }
        }
        return result
    }

    public static func current() -> [DrawnPair] {
        var pairs: [DrawnPair] = []
        for type in WidgetCatalog.types {
            let declarations = type.declarations
            for declaration in declarations.list {
                guard let other = declaration.apartFrom, let key = declaration.defaultKey(in: .normal),
                    let otherKey = declarations[other]?.defaultKey(in: .normal)
                else { continue }
                pairs.append(
                    DrawnPair(
                        widget: type.typeName, state: "\(declaration.property.name) vs \(other.name)",
                        foreground: DrawnPair.Source(widget: type.typeName, properties: [declaration.property.name], key: key),
                        background: DrawnPair.Source(widget: type.typeName, properties: [other.name], key: otherKey),
                        minimumRatio: 0))
            }
        }
        return pairs
    }
}
