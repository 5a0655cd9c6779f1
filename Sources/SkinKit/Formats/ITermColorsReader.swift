import FoundationEssentials

/// iTerm2 `.itermcolors`: a property list of `Ansi 0 Color` … `Ansi 15 Color`, `Background Color`,
/// `Foreground Color`, `Cursor Color`, `Selection Color`, each a dictionary of `Red/Green/Blue
/// Component` reals in 0–1 (or strings holding them) and an optional `Color Space`.
///
/// Color spaces: `sRGB` (and a missing key) are taken as they are. `P3` is converted exactly
/// (Display P3 → linear → sRGB matrix → sRGB curve, clipped to the sRGB gamut). `Calibrated` and
/// `Generic RGB` (Apple's generic profile) are approximated as gamma 1.8 with sRGB primaries:
/// within a few units per channel for scheme colors, not a full ICC conversion.
enum ITermColorsReader {
    static func key(ansi index: Int) -> String { "Ansi \(index) Color" }

    /// True for a property-list dictionary with `Ansi 0 Color` or `Background Color` dictionaries.
    static func matches(_ object: Any) -> Bool {
        guard let table = object as? [String: Any] else { return false }
        return table[key(ansi: 0)] is [String: Any] || table["Background Color"] is [String: Any]
    }

    /// `matches` for a property list read into a tree.
    static func matches(_ node: SkinNode) -> Bool {
        guard case .dictionary(let table) = node else { return false }
        func isDictionary(_ key: String) -> Bool {
            if case .dictionary = table[key] { true } else { false }
        }
        return isDictionary(key(ansi: 0)) || isDictionary("Background Color")
    }

    static func read(_ object: Any) throws(SkinError) -> TerminalScheme {
        guard let table = object as? [String: Any] else { throw SkinError(message: "expected a dictionary of colors") }
        func color(_ key: String) throws(SkinError) -> RGBColor {
            guard let entry = table[key] else { throw SkinError(keyPath: [key], message: "missing color '\(key)'") }
            guard let components = entry as? [String: Any] else { throw SkinError(keyPath: [key], message: "a color must be a dictionary of components") }
            return try Self.color(components, keyPath: [key])
        }
        func optional(_ key: String) throws(SkinError) -> RGBColor? { table[key] == nil ? nil : try color(key) }
        var ansi: [RGBColor] = []
        for index in 0..<16 { ansi.append(try color(key(ansi: index))) }
        return TerminalScheme(
            name: nil, background: try color("Background Color"), foreground: try color("Foreground Color"),
            cursor: try optional("Cursor Color"), selection: try optional("Selection Color"), ansi: ansi)
    }

    /// One color dictionary, converted to sRGB.
    static func color(_ components: [String: Any], keyPath: [String]) throws(SkinError) -> RGBColor {
        // A property list's <real> may be NaN or infinite, which no clamp turns into a channel. A
        // <string> holding a number is read as iTerm2 reads it (`floatValue`): ColorTool writes them.
        func component(_ name: String, default fallback: Double? = nil) throws(SkinError) -> Double {
            let key = "\(name) Component"
            if components[key] == nil, let fallback { return fallback }
            let number = PropertyListNumber.double(components[key]) ?? (components[key] as? String).flatMap { Double($0.trimmingSpaces) }
            guard let number, number.isFinite else {
                throw SkinError(keyPath: keyPath + [key], message: "missing or not a finite number (a real in 0–1)")
            }
            return min(max(number, 0), 1)
        }
        var rgb = (try component("Red"), try component("Green"), try component("Blue"))
        let space = (components["Color Space"] as? String)?.lowercased() ?? "srgb"
        switch space {
        case "srgb": break
        case "p3", "display p3": rgb = ColorSpaceConversion.displayP3ToSRGB(rgb)
        case "calibrated", "generic rgb", "generic": rgb = ColorSpaceConversion.genericRGBToSRGB(rgb)
        default:
            throw SkinError(keyPath: keyPath + ["Color Space"], message: "unknown color space '\(space)' (known: sRGB, P3, Calibrated)")
        }
        func byte(_ value: Double) -> UInt8 { UInt8((min(max(value, 0), 1) * 255).rounded()) }
        let alpha = try component("Alpha", default: 1)
        return RGBColor(red: byte(rgb.0), green: byte(rgb.1), blue: byte(rgb.2), alpha: alpha)
    }
}
