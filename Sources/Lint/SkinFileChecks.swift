import SkinKit

/// Checks of one skin as one file wrote it: Style names, keys nobody reads, transparent colors and
/// a skin that changes nothing. Each finding is placed at the line of its key in that file.
struct SkinFileChecks {
    let vocabulary: WidgetVocabulary
    /// `vocabulary`'s keys, prepared once for all the skins of a run.
    let names: VocabularyNames
    let base: Skin
    let file: String
    let locator: SourceLocator

    func findings(for skin: Skin, readThroughMap: Set<String> = []) -> [LintFinding] {
        styleFindings(skin) + mapFindings(skin) + unreadKeyFindings(skin, readThroughMap: readThroughMap) + transparentFindings(skin)
            + overridesNothingFindings(skin)
    }

    private func finding(_ code: LintCode, _ keyPath: [String], _ message: String, suggestion: String? = nil) -> LintFinding {
        LintFinding(code: code, file: file, line: locator.line(of: keyPath), keyPath: keyPath, message: message, suggestion: suggestion)
    }

    private func styleFindings(_ skin: Skin) -> [LintFinding] {
        var result: [LintFinding] = []
        for (widget, properties) in skin.styles.sorted(by: { $0.key < $1.key }) {
            guard let known = vocabulary.styleProperties[widget] else {
                let closest = ClosestName.to(widget, among: vocabulary.styleProperties.keys)
                result.append(
                    finding(
                        .unknownStyleType, [skin.name, "Style", widget],
                        "unknown widget type '\(widget)' in Style",
                        suggestion: closest.map { "did you mean '\($0)'?" }
                            ?? "types: \(vocabulary.styleProperties.keys.sorted().joined(separator: ", "))"))
                continue
            }
            for property in properties.keys.sorted() where !known.contains(property) {
                let closest = ClosestName.to(property, among: known)
                result.append(
                    finding(
                        .unknownStyleProperty, [skin.name, "Style", widget, property],
                        "\(widget) has no property '\(property)'",
                        suggestion: closest.map { "did you mean '\($0)'?" }
                            ?? "\(widget) properties: \(known.sorted().joined(separator: ", "))"))
            }
        }
        return result
    }

    /// `Map` entries whose widget key no widget reads (a typo such as `navbar.background`).
    private func mapFindings(_ skin: Skin) -> [LintFinding] {
        guard !skin.roleMap.isEmpty else { return [] }
        return skin.roleMap.keys.sorted().filter { !names.allKeys.contains($0) }.map { key in
            finding(
                .unknownMapKey, [skin.name, RoleMap.sectionName, key], "the Map names '\(key)', which no widget reads",
                suggestion: names.closestKey.to(key).map { "did you mean '\($0)'?" } ?? "widget keys are listed in the README (Keys the widgets read)")
        }
    }

    /// Unread keys of one section listed one by one up to this count; past it they are one finding
    /// (an app's skin of thousands of its own names is one fact, not thousands of lines).
    static let unreadKeysListedOneByOne = 20

    /// Keys of Color, Font and Image that no widget reads, directly or through a role map. A near
    /// miss of a known key is most likely a typo: each gets its own finding with "did you mean".
    /// The rest are the app's own names: each says how to map it (the map file next to the skin
    /// file, a Map section, `--map`, `map suggest`), grouped into one finding when there are many.
    func unreadKeyFindings(_ skin: Skin, readThroughMap: Set<String>) -> [LintFinding] {
        // Worked out only for a skin with unread keys (most of 100,000 small skins have none).
        var mapHint: String {
            "\(PathName.lastComponent(RoleMap.companionPath(of: file))), a Map section or --map (`termskin map suggest \(file)` proposes a map)"
        }
        let sections: [(String, [String])] = [
            ("Color", Array(skin.colors.keys)),
            ("Font", Array(skin.fonts.keys)),
            ("Image", skin.images.keys.filter { !skin.bundleImageKeys.contains($0) }),
        ]
        var result: [LintFinding] = []
        for (section, keys) in sections {
            guard let (known, closestKnown) = names.sections[section] else { continue }
            var memo = ClosestName.Memo()
            var ownNames: [String] = []
            for key in keys where !known.contains(key) && !readThroughMap.contains(key) {
                if let closest = closestKnown.to(key, memo: &memo) {
                    result.append(
                        finding(
                            .unreadKey, [skin.name, section, key], "no widget reads the \(section) key '\(key)'",
                            suggestion: "did you mean '\(closest)'?"))
                } else {
                    ownNames.append(key)
                }
            }
            if ownNames.count <= Self.unreadKeysListedOneByOne {
                for key in ownNames.sorted() {
                    result.append(
                        finding(
                            .unreadKey, [skin.name, section, key], "no widget reads the \(section) key '\(key)'",
                            suggestion: "map it: \"<widget key>\": \"\(key)\" in " + mapHint))
                }
            } else {
                let first = Self.smallest(3, of: ownNames)
                let examples = first.map { "'\($0)'" }.joined(separator: ", ")
                result.append(
                    finding(
                        .unreadKey, [skin.name, section],
                        "no widget reads \(Self.grouped(ownNames.count)) \(section) keys of this skin: \(examples) and \(Self.grouped(ownNames.count - first.count)) more",
                        suggestion: "map them (\"<widget key>\": \"<your key>\") in " + mapHint))
            }
        }
        return result
    }

    /// `90000` as `90,000`.
    static func grouped(_ number: Int) -> String {
        let digits = Array(String(number))
        return String(
            digits.enumerated().flatMap { index, digit in
                index > 0 && (digits.count - index) % 3 == 0 ? [",", digit] : [digit]
            })
    }

    /// The `count` smallest of `names`, in order, without sorting them all.
    static func smallest(_ count: Int, of names: [String]) -> [String] {
        var kept: [String] = []
        for name in names where kept.count < count || name < kept[kept.count - 1] {
            let position = kept.firstIndex { name < $0 } ?? kept.count
            kept.insert(name, at: position)
            if kept.count > count { kept.removeLast() }
        }
        return kept
    }

    private func transparentFindings(_ skin: Skin) -> [LintFinding] {
        // Keys in the table's order, only the (few) findings sorted: sorting every color of a
        // large skin cost more than checking them.
        var found: [(key: String, invisible: [String])] = []
        let anyTraits = TraitCollection()
        for (key, color) in skin.colors {
            // A color without variants is the same in every appearance: one resolve is enough.
            if !color.isDynamic {
                if color.resolve(in: anyTraits).alpha <= 0 { found.append((key, LintTraits.all.map(\.name))) }
                continue
            }
            let invisible = LintTraits.all.filter { color.resolve(in: $0.traits).alpha <= 0 }.map(\.name)
            if !invisible.isEmpty { found.append((key, invisible)) }
        }
        var result: [LintFinding] = []
        for (key, invisible) in found.sorted(by: { $0.key < $1.key }) {
            result.append(
                finding(
                    .transparentColor, [skin.name, "Color", key],
                    "'\(key)' is fully transparent in \(invisible.joined(separator: ", ")): what it paints is invisible",
                    suggestion:
                        "give it an alpha above 0 (8-digit bare hex is alpha first, #AARRGGBB; write c(#RRGGBBAA) for alpha last), or remove the key to use the default skin's"
                ))
        }
        return result
    }

    private func overridesNothingFindings(_ skin: Skin) -> [LintFinding] {
        guard skin.name != Skin.defaultName, skin.styles.isEmpty else { return [] }
        let sameColors = skin.colors.allSatisfy { key, color in
            guard let own = base.colors[key] else { return false }
            return LintTraits.all.allSatisfy { color.resolve(in: $0.traits) == own.resolve(in: $0.traits) }
        }
        let sameFonts = skin.fonts.allSatisfy { base.fonts[$0.key] == $0.value }
        let sameImages = skin.images.allSatisfy { base.images[$0.key] == $0.value }
        guard sameColors, sameFonts, sameImages else { return [] }
        return [
            finding(
                .overridesNothing, [skin.name],
                "skin '\(skin.name)' changes nothing: every entry equals the default skin's",
                suggestion: "set the colors, fonts or images that make this skin different")
        ]
    }
}
