import FoundationEssentials
import SkinImageCodec
import Synchronization

/// Turns a skin file's tree (skin name → Color, Image, Font, Define, Style) into skins, collecting
/// every error with its key path rather than stopping at the first.
struct SkinDecoder: Sendable {
    let parsers: ValueParserRegistry
    let source: SkinSource
    /// Folder for image files: `<folder>/<skin>.bundle/`, `<folder>/<skin>/`, `<folder>/` (a path).
    let baseDirectory: String?
    /// Macros of the default skin, which every skin may use.
    let inheritedDefines: [String: String]
    /// Downloaded images, read for URL values.
    var imageCache: ImageCache? = nil
    let limits: SkinLimits
    /// Decode the skins on all cores at once (a large file: threads cost more than they save on a small one).
    var parallel = false
    /// Folder listings shared by every image lookup of this file.
    private let listings = DirectoryListings()

    static let sections = SkinFileFormat.sections
    static let variantKeys = SkinFileFormat.variantKeys

    /// What decoding a file produced; warnings do not stop a skin from loading.
    struct Decoded {
        var skins: [Skin] = []
        var errors: [SkinError] = []
        var warnings: [SkinError] = []
    }

    /// The skins of `root`. It takes the tree over, so that a large file's skins are each freed by
    /// the thread that decoded them (freeing the tree of a 1 MB file on one thread took longer than
    /// decoding one of its skins).
    func decode(_ root: consuming SkinNode) -> Decoded {
        var decoded = Decoded()
        let kindName = root.kindName
        guard case .dictionary(var table) = consume root else {
            decoded.errors.append(SkinError(message: "the top level must be a dictionary of skin name → {Color, Image, Font}, found \(kindName)"))
            return decoded
        }
        // A top-level `Map` applies to every skin of the file.
        var fileMap = RoleMap()
        if let mapNode = table.removeValue(forKey: RoleMap.sectionName) {
            let (map, mapErrors) = RoleMap.decode(mapNode, keyPath: [RoleMap.sectionName])
            fileMap = map
            decoded.errors += mapErrors
        }
        // Taken out of the table: each node's one reference, handed to the skin's decoding.
        var names: [String] = []
        var nodes: [SkinNode?] = []
        for name in table.keys.sorted() where name != SkinFileFormat.schemaKey {
            names.append(name)
            nodes.append(table.removeValue(forKey: name))
        }
        for (name, (skin, skinErrors)) in zip(names, decodeSkins(names: names, nodes: consume nodes)) {
            decoded.errors += skinErrors
            guard var skin else { continue }
            skin.roleMap = fileMap.entries(for: name).merging(skin.roleMap) { _, own in own }
            for key in skin.images.keys.sorted() {
                for case .missingFile(let message) in skin.images[key]?.variantValues.map(\.source) ?? [] {
                    decoded.warnings.append(SkinError(keyPath: [name, "Image", key], message: message))
                    break
                }
            }
            decoded.skins.append(skin)
        }
        return decoded
    }

    /// Each skin of `entries` decoded, in order; those of a large file (`parallel`) on all cores at
    /// once (a 10 MB file of four skins decodes in about half the time on two cores).
    private func decodeSkins(names: [String], nodes: consuming [SkinNode?]) -> [(Skin?, [SkinError])] {
        guard parallel else { return zip(names, nodes).map { name, node in node.map { decodeSkin(name: name, node: $0) } ?? (nil, []) } }
        // Each task takes its node out (every slot holds one), so that the node is freed on the task's thread.
        let slots = Mutex(consume nodes)
        return ParallelWork.map(Array(names.indices)) { index in
            let node = slots.withLock { nodes in
                defer { nodes[index] = nil }
                return nodes[index]
            }
            return node.map { decodeSkin(name: names[index], node: $0) } ?? (nil, [])
        }
    }

    private func decodeSkin(name: String, node: SkinNode) -> (Skin?, [SkinError]) {
        guard case .dictionary(let sections) = node else {
            return (nil, [SkinError(keyPath: [name], message: "a skin must be a dictionary of Color, Image, Font, found \(node.kindName)")])
        }
        var errors: [SkinError] = []
        var skin = Skin(name: name, source: source)
        for key in sections.keys.sorted() where !Self.sections.contains(key) {
            let suggestion = Self.sections.first { $0.lowercased() == key.lowercased() }.map { " (did you mean '\($0)'?)" } ?? ""
            errors.append(
                SkinError(keyPath: [name, key], message: "unknown section '\(key)'\(suggestion); sections are \(Self.sections.joined(separator: ", "))"))
        }
        if let defines = sections["Define"] {
            if case .dictionary(let table) = defines {
                for (macro, value) in table {
                    if let text = value.scalarText {
                        skin.defines[macro] = text
                    } else {
                        errors.append(SkinError(keyPath: [name, "Define", macro], message: "a macro must be a string, found \(value.kindName)"))
                    }
                }
            } else {
                errors.append(SkinError(keyPath: [name, "Define"], message: "Define must be a dictionary of name → value"))
            }
        }
        let defines = inheritedDefines.merging(skin.defines) { _, own in own }
        // One memo per skin: a macro chain named by many keys is followed once.
        var memo = ParseMemo(limits: limits)
        if case .dictionary(let table) = sections["Color"] { skin.colors.reserveCapacity(table.count) }
        forEachEntry(of: sections["Color"], section: "Color", skin: name, errors: &errors) { (key: String, value: SkinNode) throws(ValueParseError) in
            // Only texts that name a macro are kept (for the Palette page's chains): most values are
            // plain colors, and a table per key would cost more than decoding the color.
            switch value {
            case .string(let text) where Self.namesMacro(text): skin.colorTexts[key] = [Skin.singleValueVariant: text]
            case .dictionary(let table) where table.values.contains(where: { $0.scalarText.map(Self.namesMacro) ?? false }):
                skin.colorTexts[key] = table.compactMapValues(\.scalarText)
            default: break
            }
            switch try decodeColor(value, defines: defines, memo: &memo) {
            case .full(let dynamic): skin.colors[key] = dynamic
            case .partial(let partial):
                skin.partialColors[key] = partial
                if let provisional = partial.completed(from: nil) { skin.colors[key] = provisional }
            }
        }
        forEachEntry(of: sections["Font"], section: "Font", skin: name, errors: &errors) { (key: String, value: SkinNode) throws(ValueParseError) in
            skin.fonts[key] = try decodeDynamic(value, what: "font") { (n: SkinNode) throws(ValueParseError) in try decodeFont(n) }
        }
        forEachEntry(of: sections["Image"], section: "Image", skin: name, errors: &errors) { (key: String, value: SkinNode) throws(ValueParseError) in
            skin.images[key] = try decodeDynamic(value, what: "image") { (n: SkinNode) throws(ValueParseError) in
                try decodeImage(n, skin: name, defines: defines)
            }
        }
        if let mapNode = sections[RoleMap.sectionName] {
            let (map, mapErrors) = RoleMap.decode(mapNode, keyPath: [name, RoleMap.sectionName])
            skin.roleMap = map.entries(for: name)
            errors += mapErrors
        }
        if let palette = sections[PaletteSection.name] {
            do throws(SkinError) {
                skin.palette = try PaletteSection.decode(palette) { (text: String) throws(ValueParseError) in try parsers.parseColor(text, defines: defines) }
            } catch {
                errors.append(error.placed(file: nil, under: [name, PaletteSection.name]))
            }
        }
        addBundleImages(to: &skin, errors: &errors)
        if let styles = sections["Style"] {
            if case .dictionary(let widgets) = styles {
                for widget in widgets.keys.sorted() {
                    forEachEntry(of: widgets[widget], section: "Style", skin: name, prefix: [widget], errors: &errors) {
                        (property: String, value: SkinNode) throws(ValueParseError) in
                        skin.styles[widget, default: [:]][property] = try decodeStyle(value, defines: defines, memo: &memo)
                    }
                }
            } else {
                errors.append(SkinError(keyPath: [name, "Style"], message: "Style must be a dictionary of widget type → property → value"))
            }
        }
        return (skin, errors)
    }

    /// True when `text` is a `d(name)` macro reference (whose chain the Palette page shows).
    private static func namesMacro(_ text: String) -> Bool {
        MacroValueParser().canParse(.string(text))
    }

    private func forEachEntry(
        of node: SkinNode?, section: String, skin: String, prefix: [String] = [],
        errors: inout [SkinError], _ body: (String, SkinNode) throws(ValueParseError) -> Void
    ) {
        guard let node else { return }
        guard case .dictionary(let table) = node else {
            errors.append(SkinError(keyPath: [skin, section] + prefix, message: "\(section) must be a dictionary of key → value, found \(node.kindName)"))
            return
        }
        // Entries are independent, so they are read in the table's order and only the (few)
        // errors are sorted by key: sorting 100,000 keys would cost more than reading them.
        var failures: [(key: String, message: String)] = []
        for (key, value) in table {
            do throws(ValueParseError) {
                try body(key, value)
            } catch {
                failures.append((key, error.message))
            }
        }
        for failure in failures.sorted(by: { $0.key < $1.key }) {
            errors.append(SkinError(keyPath: [skin, section] + prefix + [failure.key], message: failure.message))
        }
    }

    enum DecodedColor {
        case full(Dynamic<RGBColor>)
        case partial(PartialVariants<RGBColor>)
    }

    private func decodeColor(_ node: SkinNode, defines: [String: String], memo: inout ParseMemo) throws(ValueParseError) -> DecodedColor {
        switch node {
        case .string(let text):
            return .full(Dynamic(try parsers.parseColor(text, defines: defines, memo: &memo)))
        case .dictionary(let table):
            try checkVariantKeys(table)
            func variant(_ key: String) throws(ValueParseError) -> RGBColor? {
                guard let value = table[key] else { return nil }
                guard case .string(let text) = value else { throw ValueParseError("\(key) must be a color string, found \(value.kindName)") }
                do throws(ValueParseError) { return try parsers.parseColor(text, defines: defines, memo: &memo) } catch {
                    throw ValueParseError("\(key): \(error.message)")
                }
            }
            let partial = PartialVariants(
                light: try variant("light"), dark: try variant("dark"),
                lightHighContrast: try variant("lightHighContrast"),
                darkHighContrast: try variant("darkHighContrast"))
            if let light = partial.light, let dark = partial.dark {
                return .full(Dynamic(light: light, dark: dark, lightHighContrast: partial.lightHighContrast, darkHighContrast: partial.darkHighContrast))
            }
            guard partial.light != nil || partial.dark != nil else {
                throw ValueParseError("a dynamic color needs at least 'light' or 'dark'")
            }
            return .partial(partial)
        default:
            throw ValueParseError("a color must be a string such as \"#RRGGBB\" or {\"light\": …, \"dark\": …}, found \(node.kindName)")
        }
    }

    private func checkVariantKeys(_ table: [String: SkinNode]) throws(ValueParseError) {
        if let unknown = table.keys.sorted().first(where: { !Self.variantKeys.contains($0) }) {
            throw ValueParseError("unknown variant '\(unknown)'; variants are \(Self.variantKeys.joined(separator: ", "))")
        }
    }

    /// A value that is either one plain entry or a `{"light": …, "dark": …}` dictionary of entries.
    private func decodeDynamic<Value: Sendable>(
        _ node: SkinNode, what: String,
        _ decodeOne: (SkinNode) throws(ValueParseError) -> Value
    ) throws(ValueParseError) -> Dynamic<Value> {
        if case .dictionary(let table) = node, table.keys.contains(where: { Self.variantKeys.contains($0) }) {
            try checkVariantKeys(table)
            func variant(_ key: String) throws(ValueParseError) -> Value? {
                guard let value = table[key] else { return nil }
                do throws(ValueParseError) { return try decodeOne(value) } catch { throw ValueParseError("\(key): \(error.message)") }
            }
            let light = try variant("light")
            let dark = try variant("dark")
            guard let l = light ?? dark, let d = dark ?? light else {
                throw ValueParseError("a dynamic \(what) needs 'light' or 'dark'")
            }
            return Dynamic(
                light: l, dark: d, lightHighContrast: try variant("lightHighContrast"),
                darkHighContrast: try variant("darkHighContrast"))
        }
        return Dynamic(try decodeOne(node))
    }

    private func decodeFont(_ node: SkinNode) throws(ValueParseError) -> SkinFont {
        guard case .dictionary(let table) = node else {
            throw ValueParseError("a font must be {\"Name\": …, \"Size\": …}, found \(node.kindName)")
        }
        let known = SkinFileFormat.fontKeys
        if let unknown = table.keys.sorted().first(where: { !known.contains($0) }) {
            throw ValueParseError("unknown font key '\(unknown)'; keys are \(known.joined(separator: ", "))")
        }
        let name = table["Name"]?.scalarText.flatMap { $0.isEmpty ? nil : $0 }
        var size = 14.0
        if let sizeNode = table["Size"] {
            guard let text = sizeNode.scalarText, let value = Double(text.trimmingSpaces), value > 0, value < 1000 else {
                throw ValueParseError("font Size must be a positive number, found '\(table["Size"]?.scalarText ?? sizeNode.kindName)'")
            }
            size = value
        }
        var attributes = SkinFont.attributes(forName: name)
        if let weight = table["Weight"]?.scalarText?.lowercased() {
            attributes.remove([.bold, .dim])
            guard let known = FontWeight(rawValue: weight) else {
                throw ValueParseError("font Weight '\(weight)' is not one of \(FontWeight.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            attributes.formUnion(known.attributes)
        }
        func flag(_ key: String, _ attribute: TextAttributes) throws(ValueParseError) {
            guard let node = table[key] else { return }
            switch node {
            case .bool(let on): if on { attributes.insert(attribute) } else { attributes.remove(attribute) }
            case .string(let s) where ["true", "yes", "1"].contains(s.lowercased()): attributes.insert(attribute)
            case .string(let s) where ["false", "no", "0"].contains(s.lowercased()): attributes.remove(attribute)
            default: throw ValueParseError("font \(key) must be true or false")
            }
        }
        try flag("Italic", .italic)
        try flag("Underline", .underline)
        try flag("Strikethrough", .strikethrough)
        return SkinFont(name: name, size: size, attributes: attributes)
    }

    /// Keys of an image written as a dictionary: `{"Name": "nav_back.png", "RenderingMode": "template"}`.
    static let imageKeys = ["Name", "RenderingMode"]

    private func decodeImage(
        _ node: SkinNode, skin: String, defines: [String: String] = [:],
        renderingMode: SkinImage.RenderingMode = .automatic
    ) throws(ValueParseError) -> SkinImage {
        switch node {
        case .array(let items):
            return SkinImage(lines: items.compactMap(\.scalarText), renderingMode: renderingMode)
        case .dictionary(let table):
            if let unknown = table.keys.sorted().first(where: { !Self.imageKeys.contains($0) }) {
                throw ValueParseError("unknown image key '\(unknown)'; keys are \(Self.imageKeys.joined(separator: ", "))")
            }
            guard let name = table["Name"] else { throw ValueParseError("an image dictionary needs 'Name'") }
            var mode = SkinImage.RenderingMode.automatic
            if let text = table["RenderingMode"]?.scalarText {
                guard let parsed = SkinImage.RenderingMode(parsing: text) else {
                    throw ValueParseError("RenderingMode '\(text)' is not one of automatic, original, template")
                }
                mode = parsed
            }
            return try decodeImage(name, skin: skin, defines: defines, renderingMode: mode)
        case .string(let text):
            let lower = text.lowercased()
            if lower.hasPrefix("http://") || lower.hasPrefix("https://") {
                // Cache first; an image that is not cached (or no longer decodes) stays a placeholder to fetch.
                if let bytes = imageCache?.bytes(for: text), let bitmap = try? ImageDecoder.decode(bytes) {
                    return SkinImage(bitmaps: [bitmap], source: .url(text), renderingMode: renderingMode)
                }
                return SkinImage(lines: SkinImage.placeholder.lines, source: .url(text), renderingMode: renderingMode)
            }
            if let fileName = Self.imageFileName(text) {
                if let baseDirectory, ImageFileLocator.isImageFile(fileName) {
                    let variants = ImageFileLocator(baseDirectory: baseDirectory, listings: listings).variants(of: fileName, skin: skin)
                    if !variants.isEmpty { return try ImageFileLocator.load(variants, renderingMode: renderingMode) }
                }
                guard let path = findImageFile(fileName, skin: skin) else {
                    let message =
                        "image file '\(text)' not found (looked for \(fileName) and \(Self.textArtName(fileName)) in \(skin).bundle/, \(skin)/, the skin file's folder and default.bundle/, any case); drawn as the placeholder"
                    return SkinImage(lines: SkinImage.placeholder.lines, source: .missingFile(message))
                }
                let data: Data
                do {
                    data = try FileReader.read(path, limit: ImageFileLocator.maximumFileBytes)
                } catch {
                    throw ValueParseError("image file '\(path)' cannot be read: \(error.reason)")
                }
                guard let content = String(data: data, encoding: .utf8) else {
                    throw ValueParseError("image file '\(path)' could not be read as UTF-8 text")
                }
                var lines = TextLines.of(content).map(String.init)
                if lines.last == "" { lines.removeLast() }
                return SkinImage(lines: lines, source: .file(path), renderingMode: renderingMode)
            }
            if let color = colorImageValue(text, defines: defines) {
                return SkinImage(color: color, renderingMode: renderingMode == .automatic ? .original : renderingMode)
            }
            // Seed 000: a bare name (`top`) is the image file `top.png` / `top@2x.png` of the skin's folders.
            if let baseDirectory, ImageFileLocator.isBareName(text) {
                let variants = ImageFileLocator(baseDirectory: baseDirectory, listings: listings).variants(of: text, skin: skin)
                if !variants.isEmpty { return try ImageFileLocator.load(variants, renderingMode: renderingMode) }
            }
            return SkinImage(
                lines: TextLines.of(text).map(String.init),
                renderingMode: renderingMode)
        default:
            throw ValueParseError(
                "an image must be a glyph, a file name, a URL, {\"Name\": …, \"RenderingMode\": …} or an array of lines, found \(node.kindName)")
        }
    }

    /// CJSkinSwift's `SkinImageFromColor`: an image value written as a color (`#FF6600`, `0x…`, `c(…)`,
    /// `d(macro)`) is an image of that one color; nil for anything else (text art stays text art).
    private func colorImageValue(_ text: String, defines: [String: String]) -> RGBColor? {
        let lower = text.lowercased()
        guard (lower.hasPrefix("#") && lower.count > 1) || lower.hasPrefix("0x") || lower.hasPrefix("c(") || lower.hasPrefix("d(") else { return nil }
        return try? parsers.parseColor(text, defines: defines)
    }

    /// Seed 000: an image file in `<skin>.bundle/` is available by its name without an `Image` entry.
    private func addBundleImages(to skin: inout Skin, errors: inout [SkinError]) {
        guard let baseDirectory else { return }
        let locator = ImageFileLocator(baseDirectory: baseDirectory, listings: listings)
        for name in locator.bundleImageNames(skin: skin.name) where skin.images[name] == nil {
            let variants = locator.variants(of: name, skin: skin.name)
            guard !variants.isEmpty else { continue }
            do throws(ValueParseError) {
                skin.images[name] = Dynamic(try ImageFileLocator.load(variants, renderingMode: .automatic))
                skin.bundleImageKeys.insert(name)
            } catch {
                errors.append(SkinError(keyPath: [skin.name, "Image", name], message: error.message))
            }
        }
    }

    /// A value names a file when it is one word ending in a file extension (`top.png`, `logo.txt`).
    static func imageFileName(_ text: String) -> String? {
        guard !text.contains(where: { $0.isWhitespace }), let dot = text.lastIndex(of: "."),
            dot != text.startIndex, text[text.index(after: dot)...].allSatisfy({ $0.isLetter || $0.isNumber }),
            text.index(after: dot) != text.endIndex
        else { return nil }
        return text
    }

    /// Images are text art: `top.png` is looked up as `top.txt` (a stand-in drawn for the terminal).
    static func textArtName(_ fileName: String) -> String {
        guard !fileName.lowercased().hasSuffix(".txt"), let dot = fileName.lastIndex(of: ".") else { return fileName }
        // Two Strings: `Substring + String` goes through a generic operator whose dynamic cast scans every conformance.
        return String(fileName[..<dot]) + ".txt"
    }

    private func findImageFile(_ fileName: String, skin: String) -> String? {
        guard let baseDirectory else { return nil }
        let name = Self.textArtName(fileName)
        for folder in ImageFileLocator(baseDirectory: baseDirectory, listings: listings).folders(for: skin)
        where listings.contains(name, in: folder) {
            return ImageFileLocator.path(name, in: folder)
        }
        return nil
    }

    private func decodeStyle(_ node: SkinNode, defines: [String: String], memo: inout ParseMemo) throws(ValueParseError) -> StyleValue {
        switch node {
        case .bool(let b): return .flag(b)
        case .number(let n): return .number(n)
        case .string(let text):
            switch try parsers.parse(text, defines: defines, memo: &memo) {
            case .color(let color): return .color(Dynamic(color))
            case .number(let n): return .number(n)
            case .string(let s): return .text(s)
            }
        case .dictionary(let table):
            if table["Name"] != nil || table["Size"] != nil {
                return .font(Dynamic(try decodeFont(node)))
            }
            // Variants whose values are dictionaries are fonts: {"light": {"Name": …}, …}.
            if let first = table.values.first, case .dictionary = first {
                return .font(try decodeDynamic(node, what: "font") { (n: SkinNode) throws(ValueParseError) in try decodeFont(n) })
            }
            switch try decodeColor(node, defines: defines, memo: &memo) {
            case .full(let dynamic): return .color(dynamic)
            case .partial(let partial):
                guard let dynamic = partial.completed(from: nil) else { throw ValueParseError("a dynamic color needs 'light' or 'dark'") }
                return .color(dynamic)
            }
        case .array:
            throw ValueParseError("a style value must be a color, font, number, flag or text, found an array")
        }
    }
}
