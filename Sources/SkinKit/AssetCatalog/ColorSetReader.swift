import FoundationEssentials

/// One `.colorset`: its `Contents.json` read into the four variants iOS shows on an iPhone. Every
/// entry that cannot be read is reported with the file, the entry's index and the field, and its
/// variants are left to the default skin (never a made-up color).
struct ColorSetReader {
    /// The colorset's `Contents.json`, for messages.
    let file: String
    /// `reference` entries resolve here (UIKit's system colors).
    let systemColors: (String) -> Dynamic<RGBColor>?

    /// What a colorset gave: a value per variant it could read, and the problems.
    struct Result {
        var variants: [AssetVariant: RGBColor] = [:]
        var errors: [SkinError] = []
        var warnings: [SkinError] = []

        /// The skin value when all four variants were read: one color when they are the same.
        var complete: Dynamic<RGBColor>? {
            guard let light = variants[.light], let dark = variants[.dark], let lightHigh = variants[.lightHighContrast],
                let darkHigh = variants[.darkHighContrast]
            else { return nil }
            if Set([light, dark, lightHigh, darkHigh]).count == 1 { return Dynamic(light) }
            return Dynamic(light: light, dark: dark, lightHighContrast: lightHigh, darkHighContrast: darkHigh)
        }

        /// The variants read, some possibly missing (completed from the default skin when the
        /// catalog links); nil when none could be read.
        var partial: PartialVariants<RGBColor>? {
            guard !variants.isEmpty else { return nil }
            return PartialVariants(
                light: variants[.light], dark: variants[.dark],
                lightHighContrast: variants[.lightHighContrast], darkHighContrast: variants[.darkHighContrast])
        }
    }

    func read(_ root: SkinNode) -> Result {
        var result = Result()
        guard case .dictionary(let table) = root, case .array(let colors) = table["colors"] else {
            result.errors.append(SkinError(file: file, keyPath: ["colors"], message: "no \"colors\" array; a colorset's Contents.json lists its colors there"))
            return result
        }
        var entries: [(traits: AssetEntryTraits, entry: [String: SkinNode])] = []
        for (index, node) in colors.enumerated() {
            guard case .dictionary(let entry) = node else {
                result.errors.append(SkinError(file: file, keyPath: ["colors[\(index)]"], message: "is \(node.kindName); a color entry is a dictionary"))
                continue
            }
            do throws(AssetEntryTraits.Problem) {
                if let traits = try AssetEntryTraits(entry, index: index) { entries.append((traits, entry)) }
            } catch {
                result.errors.append(SkinError(file: file, keyPath: ["colors[\(index)]"] + error.field, message: error.message))
            }
        }
        let choice = AssetVariantChoice(entries)
        var reported = Set<SkinError>()
        for variant in AssetVariant.allCases {
            guard let chosen = choice.entries(for: variant).first else { continue }
            do throws(Problem) {
                let (color, clipWarning) = try self.color(of: chosen.entry, index: chosen.traits.index, in: variant.traits)
                result.variants[variant] = color
                if let clipWarning, reported.insert(clipWarning).inserted { result.warnings.append(clipWarning) }
            } catch {
                guard reported.insert(error.finding).inserted else { continue }
                if error.isWarning { result.warnings.append(error.finding) } else { result.errors.append(error.finding) }
            }
        }
        if entries.isEmpty && !colors.isEmpty && result.errors.isEmpty {
            result.warnings.append(
                SkinError(
                    file: file, keyPath: ["colors"],
                    message: "no entry an iPhone reads (idiom iphone or universal, no size class, locale or right-to-left); the key is left out"))
        }
        return result
    }

    /// Why an entry gave no color: broken data (an error), or an entry that is valid but has no
    /// color TermSkin can show (a warning: a reference outside the table, an empty slot).
    struct Problem: Error {
        var finding: SkinError
        var isWarning = false
    }

    private func failure(_ path: [String], _ message: String) -> Problem {
        Problem(finding: SkinError(file: file, keyPath: path, message: message))
    }

    private func warning(_ path: [String], _ message: String) -> Problem {
        Problem(finding: SkinError(file: file, keyPath: path, message: message), isWarning: true)
    }

    /// The entry's color in `traits` (a reference resolves as the system color does there), and a
    /// warning when sRGB could not show it.
    private func color(of entry: [String: SkinNode], index: Int, in traits: TraitCollection) throws(Problem) -> (RGBColor, SkinError?) {
        let place = ["colors[\(index)]"]
        guard let node = entry["color"] else {
            throw warning(
                place,
                "no \"color\" (an empty slot, such as Xcode's new AccentColor); "
                    + "this appearance takes the default skin's value")
        }
        guard case .dictionary(let color) = node else {
            throw failure(place + ["color"], "is \(node.kindName); a color is a dictionary")
        }
        if let reference = color["reference"] {
            guard case .string(let name) = reference else {
                throw failure(place + ["color", "reference"], "is \(reference.kindName); a reference names a system color")
            }
            guard let system = systemColors(name) else {
                throw warning(
                    place + ["color", "reference"],
                    "'\(name)' is not one of the iOS system colors TermSkin knows; this appearance takes the default skin's value")
            }
            return (system.resolve(in: traits), nil)
        }
        let space: AssetColorSpace
        switch color["color-space"] {
        case .string(let name):
            guard let known = AssetColorSpace(rawValue: name) else {
                throw failure(
                    place + ["color", "color-space"],
                    "unknown color space '\(name)' (known: "
                        + AssetColorSpace.allCases.map(\.rawValue).joined(separator: ", ") + ")")
            }
            space = known
        case nil:
            throw failure(place + ["color", "color-space"], "missing; a color names its color space")
        case let other?:
            throw failure(place + ["color", "color-space"], "is \(other.kindName); a color space is a name such as \"srgb\"")
        }
        guard case .dictionary(let components) = color["components"] else {
            throw failure(place + ["color", "components"], "missing or not a dictionary; a color lists its components")
        }
        func component(_ name: String, isAlpha: Bool = false) throws(Problem) -> Double {
            let path = place + ["color", "components", name]
            guard let value = components[name] else {
                throw failure(path, "missing; a \(space.rawValue) color has " + (space.componentNames + ["alpha"]).joined(separator: ", "))
            }
            do throws(ValueParseError) {
                return try AssetColorComponent.value(value, isAlpha: isAlpha)
            } catch {
                throw failure(path, error.message)
            }
        }
        var values: [Double] = []
        for name in space.componentNames { values.append(try component(name)) }
        let alpha = try component("alpha", isAlpha: true)
        let converted = space.sRGB(values)
        func byte(_ value: Double) -> UInt8 { UInt8((min(max(value, 0), 1) * 255).rounded()) }
        let result = RGBColor(red: byte(converted.red), green: byte(converted.green), blue: byte(converted.blue), alpha: alpha)
        guard converted.clipped else { return (result, nil) }
        let written = values.map { FixedDecimal.text($0, places: 3) }.joined(separator: ", ")
        return (
            result,
            SkinError(
                file: file, keyPath: place + ["color"],
                message: "\(space.rawValue) (\(written)) is outside sRGB; "
                    + "clipped to \(result.withAlpha(1).hexString)")
        )
    }
}
