import SkinKit

/// The Color keys and Style properties a skin's own files write (the file that defines it and
/// every file that refines it): a pair finding is the skin's concern only when one of its colors
/// comes from them. Built once per skin.
struct OwnKeys {
    private var colors: Set<String> = []
    private var styles: [String: Set<String>] = [:]

    init(_ written: [Skin]) {
        for skin in written {
            colors.formUnion(skin.colors.keys)
            for (widget, properties) in skin.styles { styles[widget, default: []].formUnion(properties.keys) }
        }
    }

    /// True for a key path `[skin, "Color", key]` or `[skin, "Style", widget, property]` the files write.
    func contains(_ path: [String]) -> Bool {
        switch path.dropFirst().first {
        case "Color": return path.count == 3 && colors.contains(path[2])
        case "Style": return path.count == 4 && styles[path[2]]?.contains(path[3]) == true
        default: return false
        }
    }

    /// False when no origin `PairChecks.origins` can give `source` is written by the files: not its
    /// widget's Style properties, its key, nor the own key `roleMap` sends that key to. Such a
    /// source is never resolved (issue 20: a one-color skin looked up every drawn pair).
    func mayWrite(_ source: DrawnPair.Source, roleMap: [String: String]) -> Bool {
        if let widget = source.widget, let written = styles[widget], source.properties.contains(where: written.contains) { return true }
        if colors.contains(source.key) { return true }
        if let own = roleMap[source.key], colors.contains(own) { return true }
        return false
    }
}
