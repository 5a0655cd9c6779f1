import SkinKit

/// What the contrast, vision and palette checks say about one foreground on one background at one
/// minimum ratio, in the words of the findings (without the appearance's name). It depends on the
/// two colors and the ratio only, so the pairs of a skin that draw the same two colors (8 widget
/// parts draw `text` on `surface`) share one (issue 20: each worked it out, 100,000 skins 20 s).
struct PairVerdict {
    struct Key: Hashable {
        var foreground: RGBColor
        var background: RGBColor
        var minimumRatio: Double
    }

    /// `#FG on #BG is 1.23:1`, when the contrast is below the minimum.
    var lowContrast: String?
    /// `protanopia 4.22:1` for each deficiency that sees the pair below the minimum (only checked
    /// when normal vision passes).
    var visions: [String] = []
    /// `#FG and #BG are both entry 0 at 16/8 colors`, when distinct colors merge on palette terminals.
    var collision: String?

    init(_ key: Key, memo: inout ColorMemo) {
        let (foreground, background) = (key.foreground, key.background)
        let ratio = foreground.contrastRatio(with: background)
        if ratio < key.minimumRatio {
            lowContrast = "\(foreground.hexString) on \(background.hexString) is \(FixedDecimal.text(ratio, places: 2)):1"
        } else {
            for vision in VisionDeficiency.allCases where vision != .normal {
                let seen = memo.simulated(foreground, vision).contrastRatio(with: memo.simulated(background, vision))
                if seen < key.minimumRatio { visions.append("\(vision.rawValue) \(FixedDecimal.text(seen, places: 2)):1") }
            }
        }
        guard foreground.hexValue != background.hexValue else { return }
        // Whether the foreground's nearest entry is the background's (asked, not searched for).
        let merged = LintTraits.paletteDepths.filter { depth in
            guard let backgroundIndex = memo.nearestIndex(to: background, depth: depth) else {
                return memo.nearestIndex(to: foreground, depth: depth) == nil
            }
            return memo.isNearest(backgroundIndex, to: foreground, depth: depth)
        }
        if let first = merged.first {
            let index = memo.nearestIndex(to: background, depth: first).map(String.init) ?? "?"
            collision = "\(foreground.hexString) and \(background.hexString) are both entry \(index) at \(merged.map(\.label).joined(separator: "/")) colors"
        }
    }
}
