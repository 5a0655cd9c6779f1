import SkinKit

/// The Color keys and Style properties a skin's own files write (the file that defines it and
/// every file that refines it): a pair finding is the skin's concern only when one of its colors
/// comes from them. It reads the skins' own tables (shared, not copied: a skin of 90,000 colors
/// cost a set of 90,000 keys).
struct OwnKeys {
    private let colorTables: [[String: Dynamic<RGBColor>]]
    private let styleTables: [[String: [String: StyleValue]]]

    init(_ written: [Skin]) {
        colorTables = written.map(\.colors).filter { !$0.isEmpty }
        styleTables = written.map(\.styles).filter { !$0.isEmpty }
    }

    /// The Color keys the files write when they are few (at most `fewKeys`) and no Style property
    /// is written; nil otherwise.
    var fewColorKeys: [String]? {
        guard styleTables.isEmpty, colorTables.reduce(0, { $0 + $1.count }) <= Self.fewKeys else { return nil }
        return colorTables.flatMap(\.keys)
    }

    static let fewKeys = 16

    private func writesColor(_ key: String) -> Bool { colorTables.contains { $0[key] != nil } }

    private func writesStyle(_ widget: String, _ property: String) -> Bool { styleTables.contains { $0[widget]?[property] != nil } }

    /// True for a key path `[skin, "Color", key]` or `[skin, "Style", widget, property]` the files write.
    func contains(_ path: [String]) -> Bool {
        switch path.dropFirst().first {
        case "Color": return path.count == 3 && writesColor(path[2])
        case "Style": return path.count == 4 && writesStyle(path[2], path[3])
        default: return false
        }
    }

    /// False when no origin `PairChecks.origins` can give `source` is written by the files: not its
    /// widget's Style properties, its key, nor the own key `roleMap` sends that key to. Such a
    /// source is never resolved (issue 20: a one-color skin looked up every drawn pair).
    func mayWrite(_ source: DrawnPair.Source, roleMap: [String: String]) -> Bool {
        if let widget = source.widget, source.properties.contains(where: { property in styleTables.contains { $0[widget]?[property] != nil } }) { return true }
        if writesColor(source.key) { return true }
        if let own = roleMap[source.key], writesColor(own) { return true }
        return false
    }
}
