import FoundationEssentials

/// The color schemes bundled with TermSkin (`SkinCollection+Data.swift`, generated from
/// tinted-theming/schemes by `Scripts/make-collection.py`; `LICENSES.md` lists them): chosen by
/// name or in the picker, listed by `list --collection`, never stepped through by `s`. Compiled
/// into the binary, so it is there wherever `termskin` runs.
public struct SkinCollection: Sendable {
    /// One scheme, or a light/dark pair of two schemes shown as one dynamic skin.
    public struct Entry: Sendable {
        public enum Kind: Sendable {
            case scheme(TerminalScheme)
            /// A pair's light and dark scheme names.
            case pair(light: String, dark: String)
        }
        public var name: String
        /// The scheme's own name (`Solarized Light`); a pair's is its two names joined.
        public var title: String
        public var author: String
        /// Repository, commit and file the scheme came from.
        public var source: String
        public var variant: SkinVariant
        public var kind: Kind
    }

    /// Every entry, by name.
    public let entries: [Entry]
    private let positions: [String: Int]

    /// The collection built into the binary (parsed once, on first use).
    public static let bundled = SkinCollection(schemeLines: schemeLines, pairLines: pairLines)

    /// Parses the collection's lines; a line that does not read is left out (the data is generated
    /// and tested, so that would be a bug in the generator).
    init(schemeLines: String, pairLines: String) {
        var entries: [Entry] = []
        var positions: [String: Int] = [:]
        for line in schemeLines.split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 6 else { continue }
            let hexes = fields[5].split(separator: " ")
            var palette: [String: String] = [:]
            for (index, hex) in hexes.enumerated() { palette[SchemeSkinTable.base16Key(index)] = String(hex) }
            guard let scheme = try? Base16Reader.scheme(name: fields[2], palette: palette) else { continue }
            let variant = SkinVariant(rawValue: fields[1]) ?? (scheme.isDark ? .dark : .light)
            positions[fields[0]] = entries.count
            entries.append(Entry(name: fields[0], title: fields[2], author: fields[3], source: fields[4], variant: variant, kind: .scheme(scheme)))
        }
        for line in pairLines.split(separator: "\n") {
            let fields = line.split(separator: "\t").map(String.init)
            guard fields.count == 3, let light = positions[fields[1]], let dark = positions[fields[2]] else { continue }
            let (l, d) = (entries[light], entries[dark])
            let author = l.author == d.author ? l.author : "\(l.author); \(d.author)"
            positions[fields[0]] = entries.count
            entries.append(
                Entry(
                    name: fields[0], title: "\(l.title) / \(d.title)", author: author, source: "\(l.source) + \(d.source)",
                    variant: .lightAndDark, kind: .pair(light: fields[1], dark: fields[2])))
        }
        self.entries = entries.sorted { $0.name < $1.name }
        self.positions = Dictionary(uniqueKeysWithValues: self.entries.enumerated().map { ($0.element.name, $0.offset) })
    }

    /// The entry named `name`, if the collection has it.
    public func entry(named name: String) -> Entry? { positions[name].map { entries[$0] } }

    /// The skin of an entry: a scheme's colors through `SchemeSkinTable`, a pair's light scheme in
    /// light mode and its dark scheme in dark mode.
    public func skin(named name: String) -> Skin? {
        guard let entry = entry(named: name) else { return nil }
        switch entry.kind {
        case .scheme(let scheme):
            return SchemeSkinTable.skin(named: name, from: scheme, source: .collection(entry.source))
        case .pair(let light, let dark):
            guard case .scheme(let l)? = self.entry(named: light)?.kind, case .scheme(let d)? = self.entry(named: dark)?.kind else { return nil }
            return SchemeSkinTable.skin(named: name, light: l, dark: d, source: .collection(entry.source))
        }
    }

    /// The entries as choices, in name order.
    public var choices: [SkinChoice] {
        entries.map { SkinChoice(name: $0.name, source: $0.source, title: $0.title, author: $0.author, isCollection: true, variant: $0.variant) }
    }
}
