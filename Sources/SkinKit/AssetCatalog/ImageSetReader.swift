import FoundationEssentials
import SkinImageCodec

/// One `.imageset`: the PNG/JPEG files of each appearance (all its scales) decoded through the image
/// pipeline skins use; vector files (PDF, SVG), missing files and pictures too large to decode draw
/// the placeholder with a warning.
struct ImageSetReader {
    /// The imageset's `Contents.json`, for messages.
    let file: String
    /// The imageset folder, where its files are.
    let folder: String

    /// What an imageset gave: the image (nil when no appearance has a file) and the problems.
    struct Result {
        var image: Dynamic<SkinImage>?
        var errors: [SkinError] = []
        var warnings: [SkinError] = []
    }

    func read(_ root: SkinNode) -> Result {
        var result = Result()
        guard case .dictionary(let table) = root, case .array(let images) = table["images"] else {
            result.errors.append(SkinError(file: file, keyPath: ["images"], message: "no \"images\" array; an imageset's Contents.json lists its files there"))
            return result
        }
        var entries: [(traits: AssetEntryTraits, entry: String)] = []
        var iPhoneSlots = 0
        for (index, node) in images.enumerated() {
            guard case .dictionary(let entry) = node else {
                result.errors.append(SkinError(file: file, keyPath: ["images[\(index)]"], message: "is \(node.kindName); an image entry is a dictionary"))
                continue
            }
            let traits: AssetEntryTraits?
            do throws(AssetEntryTraits.Problem) {
                traits = try AssetEntryTraits(entry, index: index)
            } catch {
                result.errors.append(SkinError(file: file, keyPath: ["images[\(index)]"] + error.field, message: error.message))
                continue
            }
            guard let traits else { continue }
            iPhoneSlots += 1
            switch entry["filename"] {
            case .string(let name)?: entries.append((traits, name))
            case nil: continue  // an empty slot: Xcode lists @2x and @3x slots unfilled
            case let other?:
                result.errors.append(
                    SkinError(file: file, keyPath: ["images[\(index)]", "filename"], message: "is \(other.kindName); a file name is a string"))
            }
        }
        if iPhoneSlots == 0 && !images.isEmpty && result.errors.isEmpty {
            result.warnings.append(
                SkinError(
                    file: file, keyPath: ["images"],
                    message: "no entry an iPhone reads (idiom iphone or universal, no size class, locale or right-to-left); the key is left out"))
        } else if entries.isEmpty && result.errors.isEmpty {
            result.warnings.append(SkinError(file: file, keyPath: ["images"], message: "no image file in any slot; the key is left out"))
        }
        let mode = Self.renderingMode(table)
        let choice = AssetVariantChoice(entries)
        var variantImages: [AssetVariant: SkinImage] = [:]
        var reported = Set<SkinError>()
        for variant in AssetVariant.allCases {
            let chosen = choice.entries(for: variant)
            guard !chosen.isEmpty else { continue }
            var raster: [String] = []
            var placeholderReason: String?
            for (traits, name) in chosen {
                let path = ImageFileLocator.path(name, in: folder)
                let place = ["images[\(traits.index)]", "filename"]
                if !FileManager.default.fileExists(atPath: path) {
                    let warning = SkinError(file: file, keyPath: place, message: "'\(name)' is not in the imageset; drawn as the placeholder")
                    placeholderReason = placeholderReason ?? warning.message
                    if reported.insert(warning).inserted { result.warnings.append(warning) }
                } else if ImageFileLocator.isImageFile(name) {
                    raster.append(path)
                } else {
                    let kind = Self.vectorExtensions.contains(SkippedFile.fileExtension(name)) ? "a vector image" : "not a PNG or JPEG file"
                    let warning = SkinError(
                        file: file, keyPath: place,
                        message: "'\(name)' is \(kind); drawn as the placeholder "
                            + "(TermSkin draws PNG and JPEG files)")
                    placeholderReason = placeholderReason ?? warning.message
                    if reported.insert(warning).inserted { result.warnings.append(warning) }
                }
            }
            if !raster.isEmpty {
                do throws(ValueParseError) {
                    variantImages[variant] = try ImageFileLocator.load(raster, renderingMode: mode)
                } catch {
                    if error.isOverLimits {
                        // A picture Xcode takes but too large to decode here (a marketing logo, say):
                        // drawn as the placeholder, as a vector image is, so the rest of the catalog shows.
                        let warning = SkinError(file: file, keyPath: ["images"], message: error.message + "; drawn as the placeholder")
                        if reported.insert(warning).inserted { result.warnings.append(warning) }
                        variantImages[variant] = SkinImage(lines: SkinImage.placeholder.lines, source: .missingFile(warning.message), renderingMode: mode)
                    } else {
                        let failure = SkinError(file: file, keyPath: ["images"], message: error.message)
                        if reported.insert(failure).inserted { result.errors.append(failure) }
                    }
                }
            } else {
                variantImages[variant] = SkinImage(
                    lines: SkinImage.placeholder.lines, source: .missingFile(placeholderReason ?? "no image file"), renderingMode: mode)
            }
        }
        guard let light = variantImages[.light] ?? variantImages[.dark], let dark = variantImages[.dark] ?? variantImages[.light] else { return result }
        let lightHigh = variantImages[.lightHighContrast] ?? light
        let darkHigh = variantImages[.darkHighContrast] ?? dark
        result.image =
            light == dark && light == lightHigh && dark == darkHigh
            ? Dynamic(light) : Dynamic(light: light, dark: dark, lightHighContrast: lightHigh, darkHighContrast: darkHigh)
        return result
    }

    /// Extensions of vector images Xcode keeps in imagesets.
    static let vectorExtensions: Set<String> = ["pdf", "svg"]

    /// The imageset's `template-rendering-intent`: template or original; automatic when not given.
    static func renderingMode(_ table: [String: SkinNode]) -> SkinImage.RenderingMode {
        guard case .dictionary(let properties) = table["properties"], case .string(let intent) = properties["template-rendering-intent"] else {
            return .automatic
        }
        return SkinImage.RenderingMode(parsing: intent) ?? .automatic
    }
}
