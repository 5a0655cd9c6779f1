import Foundation
import SkinKit

/// Lint's warnings about keys no widget reads (with how to map them) and fully transparent colors.
/// One function each, so the findings framework can take them over as they are.
enum KeyUsageAudit {
    /// One warning per key of a skin that no widget reads, directly or through a role map.
    static func unreadKeyWarnings(for catalog: SkinCatalog, widgetKeys: Set<String> = SkinKeyUsage.embeddedWidgetKeys) -> [String] {
        var warnings: [String] = []
        for name in catalog.names {
            guard let skin = catalog[name] else { continue }
            let usage = SkinKeyUsage(skin: skin, widgetKeys: widgetKeys)
            // The file the skin's keys come from, to name its map file and the suggest command.
            let file = ([skin.source] + skin.refinedBy).reversed().lazy.compactMap { source -> String? in
                if case .file(let path) = source { return path }
                return nil
            }.first
            let mapFile = file.map(RoleMap.companionPath(of:)).map { ($0 as NSString).lastPathComponent } ?? "<file>\(RoleMap.fileSuffix)"
            for key in usage.unread {
                let section = skin.colors[key] != nil ? "Color" : skin.fonts[key] != nil ? "Font" : "Image"
                warnings.append("\(skin.origin): \(name).\(section).\(key): no widget reads this key; map it: "
                    + "\"<widget key>\": \"\(key)\" in \(mapFile), a Map section or --map "
                    + "(`termskin map suggest \(file ?? "FILE")` proposes a map)")
            }
        }
        return warnings
    }

    /// One warning per color with a fully transparent variant (it draws nothing).
    static func transparentColorWarnings(for catalog: SkinCatalog) -> [String] {
        var warnings: [String] = []
        for name in catalog.names {
            guard let skin = catalog[name] else { continue }
            for key in skin.colors.keys.sorted() {
                guard let color = skin.colors[key] else { continue }
                let labels = zip(TraitCollection.variantTraits, color.variantValues).filter { $0.1.alpha == 0 }.map(\.0.label)
                guard !labels.isEmpty else { continue }
                warnings.append("\(skin.origin): \(name).Color.\(key): fully transparent in \(labels.joined(separator: ", ")); "
                    + "8-digit bare hex is alpha first (#AARRGGBB), write c(#RRGGBBAA) for alpha last")
            }
        }
        return warnings
    }
}
