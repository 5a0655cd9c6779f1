/// UIKit's dynamic system colors (iOS 15 and later) with their light, dark and, where Apple
/// publishes them, increased-contrast values — what an asset catalog's `"reference"` entries
/// (`systemBackgroundColor`, `labelColor`) resolve to.
///
/// Sources: the tint colors and grays (`systemRed` … `systemGray6`, four values each) are the
/// specifications table of Apple's Human Interface Guidelines, "Color" (iOS and iPadOS system colors
/// and grays; default and increased contrast, light and dark). The label, background, fill and
/// separator colors are UIKit's values in light and dark; their light values match the table of
/// the MIT-licensed ColorCompatibility project (noahsark769/ColorCompatibility,
/// `Sources/ColorCompatibility.swift`, UIKit's colors dumped on iOS 13). Apple publishes no
/// increased-contrast values for them, so their high-contrast variants are their normal ones.
public enum IOSSystemColors {
    /// Name (`systemBlue`, as UIKit's class property) → color.
    public static let colors: [String: Dynamic<RGBColor>] = {
        var table: [String: Dynamic<RGBColor>] = [:]
        for (name, light, dark, lightHigh, darkHigh) in tints {
            table[name] = Dynamic(
                light: RGBColor(hex: light), dark: RGBColor(hex: dark),
                lightHighContrast: RGBColor(hex: lightHigh), darkHighContrast: RGBColor(hex: darkHigh))
        }
        for (name, light, lightAlpha, dark, darkAlpha) in semantic {
            table[name] = Dynamic(light: RGBColor(hex: light, alpha: lightAlpha), dark: RGBColor(hex: dark, alpha: darkAlpha))
        }
        return table
    }()

    /// The color an asset catalog reference names: UIKit's name with or without the `Color` suffix
    /// (`systemBackgroundColor`, `systemBackground`); nil for names outside the table.
    public static func color(referencedAs name: String) -> Dynamic<RGBColor>? {
        if let color = colors[name] { return color }
        guard name.hasSuffix("Color") else { return nil }
        return colors[String(name.dropLast("Color".count))]
    }

    /// Tint colors and grays: name, light, dark, light increased contrast, dark increased contrast.
    static let tints: [(String, UInt32, UInt32, UInt32, UInt32)] = [
        ("systemRed", 0xFF3B30, 0xFF453A, 0xD70015, 0xFF6961),
        ("systemOrange", 0xFF9500, 0xFF9F0A, 0xC93400, 0xFFB340),
        ("systemYellow", 0xFFCC00, 0xFFD60A, 0xB25000, 0xFFD426),
        ("systemGreen", 0x34C759, 0x30D158, 0x248A3D, 0x30DB5B),
        ("systemMint", 0x00C7BE, 0x63E6E2, 0x0C817B, 0x66D4CF),
        ("systemTeal", 0x30B0C7, 0x40C8E0, 0x008299, 0x5DE6FF),
        ("systemCyan", 0x32ADE6, 0x64D2FF, 0x0071A4, 0x70D7FF),
        ("systemBlue", 0x007AFF, 0x0A84FF, 0x0040DD, 0x409CFF),
        ("systemIndigo", 0x5856D6, 0x5E5CE6, 0x3634A3, 0x7D7AFF),
        ("systemPurple", 0xAF52DE, 0xBF5AF2, 0x8944AB, 0xDA8FFF),
        ("systemPink", 0xFF2D55, 0xFF375F, 0xD30F45, 0xFF6482),
        ("systemBrown", 0xA2845E, 0xAC8E68, 0x7F6545, 0xB59469),
        ("systemGray", 0x8E8E93, 0x8E8E93, 0x6C6C70, 0xAEAEB2),
        ("systemGray2", 0xAEAEB2, 0x636366, 0x8E8E93, 0x7C7C80),
        ("systemGray3", 0xC7C7CC, 0x48484A, 0xAEAEB2, 0x545456),
        ("systemGray4", 0xD1D1D6, 0x3A3A3C, 0xBCBCC0, 0x444446),
        ("systemGray5", 0xE5E5EA, 0x2C2C2E, 0xD8D8DC, 0x363638),
        ("systemGray6", 0xF2F2F7, 0x1C1C1E, 0xEBEBF0, 0x242426),
    ]

    /// Label, background, fill and separator colors: name, light, its alpha, dark, its alpha.
    static let semantic: [(String, UInt32, Double, UInt32, Double)] = [
        ("label", 0x000000, 1, 0xFFFFFF, 1),
        ("secondaryLabel", 0x3C3C43, 0.6, 0xEBEBF5, 0.6),
        ("tertiaryLabel", 0x3C3C43, 0.3, 0xEBEBF5, 0.3),
        ("quaternaryLabel", 0x3C3C43, 0.18, 0xEBEBF5, 0.16),
        ("placeholderText", 0x3C3C43, 0.3, 0xEBEBF5, 0.3),
        ("link", 0x007AFF, 1, 0x0984FF, 1),
        ("separator", 0x3C3C43, 0.29, 0x545458, 0.6),
        ("opaqueSeparator", 0xC6C6C8, 1, 0x38383A, 1),
        ("systemBackground", 0xFFFFFF, 1, 0x000000, 1),
        ("secondarySystemBackground", 0xF2F2F7, 1, 0x1C1C1E, 1),
        ("tertiarySystemBackground", 0xFFFFFF, 1, 0x2C2C2E, 1),
        ("systemGroupedBackground", 0xF2F2F7, 1, 0x000000, 1),
        ("secondarySystemGroupedBackground", 0xFFFFFF, 1, 0x1C1C1E, 1),
        ("tertiarySystemGroupedBackground", 0xF2F2F7, 1, 0x2C2C2E, 1),
        ("systemFill", 0x787880, 0.2, 0x787880, 0.36),
        ("secondarySystemFill", 0x787880, 0.16, 0x787880, 0.32),
        ("tertiarySystemFill", 0x767680, 0.12, 0x767680, 0.24),
        ("quaternarySystemFill", 0x747480, 0.08, 0x767680, 0.18),
        ("lightText", 0xFFFFFF, 0.6, 0xFFFFFF, 0.6),
        ("darkText", 0x000000, 1, 0x000000, 1),
        ("white", 0xFFFFFF, 1, 0xFFFFFF, 1),
        ("black", 0x000000, 1, 0x000000, 1),
        ("clear", 0x000000, 0, 0x000000, 0),
    ]
}
