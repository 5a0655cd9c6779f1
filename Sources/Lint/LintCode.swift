/// Every kind of finding, with its severity and a one-line summary: the single table the linter,
/// the JSON output, the README and the corpus tests read.
public enum LintCode: String, CaseIterable, Sendable, Hashable, Codable {
    case loadError = "load-error"
    case loadWarning = "load-warning"
    case duplicateSkin = "duplicate-skin"
    case unknownStyleType = "unknown-style-type"
    case unknownStyleProperty = "unknown-style-property"
    case unknownMapKey = "unknown-map-key"
    case unreadKey = "unread-key"
    case unusedMacro = "unused-macro"
    case overridesNothing = "overrides-nothing"
    case transparentColor = "transparent-color"
    case lowContrast = "low-contrast"
    case paletteCollision = "palette-collision"
    case visionCollapse = "vision-collapse"
    case visionContrast = "vision-contrast"
    case screenError = "screen-error"
    case unknownScreenKey = "unknown-screen-key"
    case screenContrast = "screen-contrast"

    public var severity: LintSeverity {
        switch self {
        case .loadError, .duplicateSkin, .unknownStyleType, .unknownStyleProperty, .unknownMapKey, .screenError, .unknownScreenKey: return .error
        case .loadWarning, .unreadKey, .unusedMacro, .overridesNothing, .transparentColor, .lowContrast, .paletteCollision, .visionCollapse, .visionContrast,
            .screenContrast:
            return .warning
        }
    }

    /// What the finding means, for `termskin lint --codes` and the README.
    public var summary: String {
        switch self {
        case .loadWarning: return "the loader went on past a problem (an image file that is not there draws the placeholder)"
        case .loadError: return "the file cannot be read, parsed or decoded (bad JSON, invalid color, undefined macro, …)"
        case .duplicateSkin: return "one skin is defined in two files of one folder; the later file silently wins per key"
        case .unknownMapKey: return "a Map entry names a widget key no widget reads, so the mapping does nothing"
        case .unknownStyleType: return "a Style entry names a widget type that does not exist"
        case .unknownStyleProperty: return "a Style entry sets a property the widget type does not have"
        case .unreadKey: return "a Color, Font or Image key that no widget reads (often a typo of a known key)"
        case .unusedMacro: return "a Define macro that no value uses"
        case .overridesNothing: return "a skin whose every entry equals the default skin's"
        case .transparentColor: return "a color with alpha 0 in some appearance: whatever it paints is invisible"
        case .lowContrast: return "a text/background pair a widget draws is below WCAG 2.x AA (4.5:1 text, 3:1 large text and UI parts)"
        case .paletteCollision: return "two distinct colors a widget draws against each other become one palette entry at 256, 16 or 8 colors"
        case .visionContrast:
            return "a text/background pair legible for normal vision falls below WCAG 2.x AA as protanopia, deuteranopia, tritanopia or achromatopsia sees it"
        case .screenError:
            return "a screen file that cannot be read: bad JSON, an unknown widget kind or property, a wrong value (with the widget path and the closest name)"
        case .unknownScreenKey: return "a screen file binds a property to a skin key no skin defines (it would draw the missing color)"
        case .screenContrast: return "a text a screen file styles is below WCAG 2.x AA on its background in some skin, light or dark"
        case .visionCollapse:
            return
                "two colors a widget tells states apart by (on/off), or a screen file's text and its background, fall within ΔE2000 10 of each other for a color-vision deficiency"
        }
    }
}
