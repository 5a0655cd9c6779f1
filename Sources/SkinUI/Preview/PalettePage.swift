import SkinKit

/// The Palette page: every key of the current skin whatever its names — colors grouped by prefix
/// with light / dark / light HC / dark HC swatches, hex values, origin and WCAG contrast against the
/// skin's background; fonts in their terminal style; images drawn. Scrolls, filters with `/`.
public final class PalettePage: View {
    /// Rows scrolled past the top of the list.
    public private(set) var scrollOffset = 0
    /// The filter typed after `/`; keys containing it are listed.
    public private(set) var filter = ""
    /// True while keys typed go to the filter.
    public private(set) var isEditingFilter = false
    /// The session's status text, drawn in the status line.
    public var statusText = ""
    /// The page switcher row: the previewer's pages, the current one selected.
    public let tabBar = PageSwitcher(items: [])

    /// Rows above and below the list: title and column header; page switcher, status and hint.
    static let rowsAbove = 2
    static let rowsBelow = 3
    /// Columns of the color rows: key, four 2-cell swatches, four 10-column value slots.
    static let keyColumn = 1, swatchColumn = 24, valueWidth = 10
    /// Where the values start: column 37 at 80 columns; wider terminals give the origin the room.
    var valueColumn: Int { max(37, frame.width - 4 * Self.valueWidth - 3) }

    /// The keys only this page has; the previewer's own come from the key table (`PreviewCommand`).
    static let pageHint = " / filter  ↑↓ PgUp PgDn scroll "

    /// The hint line at `width`: this page's keys, then as many of the key table's hints as fit.
    static func hint(width: Int) -> String {
        pageHint + PreviewCommand.hintLine(width: max(0, width - DisplayWidth.of(pageHint)))
    }

    /// The content of the store as last drawn (rebuilt when the store changes), the lines of the
    /// last filter, and the macro chains walked for the rows drawn so far.
    private weak var builtStore: SkinStore?
    private var built: (changeCount: Int, content: PaletteContent, filter: String, lines: [Line])?
    private var chains = MacroChains(defines: [:])

    /// The most steps of a macro chain an origin shows: each takes at least 7 columns (`d(a) → `),
    /// so more than the widest canvas holds.
    static let chainSteps = Size.maximum.width / 7 + 1

    public override init() {
        super.init()
        height = .fill
        addSubview(tabBar)
    }

    public override func layoutSubviews() {
        tabBar.frame = Rect(x: frame.x, y: frame.maxY - Self.rowsBelow, width: frame.width, height: 1)
    }

    // MARK: Keys

    /// Handles keys the page owns (filter typing, scrolling); false lets the session handle the key.
    public func handle(_ key: KeyPress) -> Bool {
        if isEditingFilter {
            switch key {
            case .character(let c):
                filter.append(c)
                scrollOffset = 0
            case .backspace, .delete: if !filter.isEmpty { filter.removeLast() }
            case .enter: isEditingFilter = false
            case .escape:
                filter = ""
                isEditingFilter = false
            default: return false
            }
            return true
        }
        switch key {
        case .character("/"):
            isEditingFilter = true
            filter = ""
            scrollOffset = 0
        case .escape where !filter.isEmpty: filter = ""
        case .down: scrollOffset += 1
        case .up: scrollOffset = max(0, scrollOffset - 1)
        case .pageDown: scrollOffset += max(1, listHeight - 1)
        case .pageUp: scrollOffset = max(0, scrollOffset - max(1, listHeight - 1))
        case .home: scrollOffset = 0
        case .end: scrollOffset = Int.max / 2
        default: return false
        }
        return true
    }

    private var listHeight: Int { max(0, frame.height - Self.rowsAbove - Self.rowsBelow) }

    /// The page's content and lines for `store` and the filter: built once per store change and
    /// filter, not on each frame or key (20,000 keys made every key wait).
    func prepared(store: SkinStore) -> (content: PaletteContent, lines: [Line]) {
        if let built, builtStore === store, built.changeCount == store.changeCount {
            if built.filter == filter { return (built.content, built.lines) }
            let lines = Self.lines(of: built.content.filtered(by: filter))
            self.built = (built.changeCount, built.content, filter, lines)
            return (built.content, lines)
        }
        let content = PaletteContent(store: store)
        let lines = Self.lines(of: content.filtered(by: filter))
        builtStore = store
        built = (store.changeCount, content, filter, lines)
        chains = MacroChains(defines: content.defines, maxSteps: Self.chainSteps)
        return (content, lines)
    }

    /// `origin` in words, its macro chain walked once for all the rows that name it.
    private func originText(_ origin: PaletteContent.Origin) -> String {
        PaletteContent.originText(origin, chains: &chains)
    }

    /// Reads of the `Define` table made to put origins into words since the store last changed.
    var chainLookups: Int { chains.lookups }

    // MARK: Inspector

    /// The inspector on this page: the key at the top of the list, its value in each variant and
    /// where it comes from. Lines are (text, skin key of their color).
    public func inspectorLines(store: SkinStore) -> [(String, String?)] {
        let (content, lines) = prepared(store: store)
        let key: String? = lines.dropFirst(scrollOffset).lazy.compactMap { line -> String? in
            switch line {
            case .header: return nil
            case .colorValues(let entry, _, _): return entry.key
            case .colorDetails(let key, _, _), .font(let key, _, _): return key
            case .image(let key, _, _): return key
            case .bitmap(let key, _, _, _, _): return key
            }
        }.first
        guard let key, let entry = content.groups.lazy.flatMap(\.entries).first(where: { $0.key == key }) else {
            return [("no key in view", nil)]
        }
        var result: [(String, String?)] = [(key, "accent")]
        switch entry.kind {
        case .color(let values, _, let contrasts, let origin):
            for ((label, _), (value, ratio)) in zip(TraitCollection.variantTraits, zip(values, contrasts)) {
                result.append(("\(Self.padded(label, to: 9))\(value.hexString)  \(FixedDecimal.text(ratio, places: 1)):1", nil))
            }
            result.append((originText(origin), "secondaryText"))
        case .font(let font, let origin):
            result.append(("\(font.name ?? "system") \(Self.number(font.size))", nil))
            result.append((origin, "secondaryText"))
        case .image(let image, let origin):
            result.append(("\(image.width)×\(image.height) cells", nil))
            result.append((origin, "secondaryText"))
        }
        return result
    }

    // MARK: Drawing

    /// One row of the list.
    enum Line {
        case header(String)
        case colorValues(PaletteContent.Entry, values: [RGBColor], swatches: [RGBColor])
        case colorDetails(key: String, origin: PaletteContent.Origin, contrasts: [Double])
        case font(key: String, SkinFont, origin: String)
        case image(key: String?, line: String, origin: String?)
        /// Row `row` of a pixel image drawn `rows` rows high in half blocks.
        case bitmap(key: String, SkinImage, row: Int, rows: Int, origin: String?)
    }

    /// Rows a pixel image takes in the list (its pixels scaled down to fit).
    static let bitmapRows = 4

    static func lines(of groups: [PaletteContent.Group]) -> [Line] {
        var lines: [Line] = []
        for group in groups where !group.entries.isEmpty {
            lines.append(.header(group.title))
            for entry in group.entries {
                switch entry.kind {
                case .color(let values, let swatches, let contrasts, let origin):
                    lines.append(.colorValues(entry, values: values, swatches: swatches))
                    lines.append(.colorDetails(key: entry.key, origin: origin, contrasts: contrasts))
                case .font(let font, let origin):
                    lines.append(.font(key: entry.key, font, origin: origin))
                case .image(let image, let origin) where image.isBitmap:
                    let rows = min(bitmapRows, image.height)
                    for row in 0..<rows {
                        lines.append(.bitmap(key: entry.key, image, row: row, rows: rows, origin: row == 0 ? origin : nil))
                    }
                case .image(let image, let origin):
                    for (index, art) in image.lines.enumerated() {
                        lines.append(.image(key: index == 0 ? entry.key : nil, line: art, origin: index == 0 ? origin : nil))
                    }
                }
            }
        }
        return lines
    }

    public override func draw(in canvas: inout Canvas, clip: Rect, context: DrawContext) {
        guard let store = context.store else { return }
        let (content, lines) = prepared(store: store)
        scrollOffset = min(scrollOffset, max(0, lines.count - listHeight))
        let traits = traitCollection
        let color = { (key: String) in ThemedColor.skin(key).resolve(traits: traits, store: store) }
        let text = color("text")
        let secondary = color("secondaryText")
        let accent = color("accent")

        // Title bar.
        let titleRow = Rect(x: frame.x, y: frame.y, width: frame.width, height: 1)
        fill(titleRow, with: color("navBar.background"), in: &canvas, clip: clip)
        var title = " Palette · \(store.currentSkinName) · \(content.colorCount) colors, \(content.fontCount) fonts, \(content.imageCount) images"
        if isEditingFilter || !filter.isEmpty { title = " Palette · filter: \(filter)\(isEditingFilter ? "▏" : "") · Esc clears" }
        if traits.vision != .normal { title += " · swatches: normal | \(traits.vision.rawValue)" }
        drawText(truncated(title, to: frame.width), x: frame.x, y: frame.y, color: color("navBar.title"), extra: [.bold], in: &canvas, clip: clip)
        // Column header.
        let labels = TraitCollection.variantTraits.map(\.label)
        var header = String(repeating: " ", count: Self.swatchColumn - 1) + "L  D  LH DH"
        header += String(repeating: " ", count: max(0, valueColumn - DisplayWidth.of(header)))
        header += labels.map { Self.padded($0, to: Self.valueWidth) }.joined()
        drawText(truncated(" key" + header.dropFirst(4), to: frame.width), x: frame.x, y: frame.y + 1, color: secondary, in: &canvas, clip: clip)

        // The list.
        let top = frame.y + Self.rowsAbove
        for row in 0..<listHeight {
            let index = scrollOffset + row
            guard index < lines.count else { break }
            draw(lines[index], y: top + row, text: text, secondary: secondary, accent: accent, canvas: &canvas, clip: clip)
        }
        if lines.isEmpty {
            drawText("no key contains '\(filter)'", x: frame.x + 1, y: top, color: secondary, in: &canvas, clip: clip)
        }
        if lines.count > listHeight, listHeight > 0 {
            let mark = "\(min(lines.count, scrollOffset + listHeight))/\(lines.count)"
            drawText(mark, x: frame.maxX - DisplayWidth.of(mark) - 1, y: frame.y, color: color("navBar.title"), in: &canvas, clip: clip)
        }

        // Status line and hint line, under the page switcher (a subview).
        let switcherY = frame.maxY - Self.rowsBelow
        fill(Rect(x: frame.x, y: switcherY + 1, width: frame.width, height: 1), with: color("status.background"), in: &canvas, clip: clip)
        drawText(truncated(statusText, to: frame.width), x: frame.x, y: switcherY + 1, color: color("status.text"), in: &canvas, clip: clip)
        drawText(
            truncated(Self.hint(width: frame.width), to: frame.width), x: frame.x, y: switcherY + 2, color: secondary,
            font: store.font("caption").resolve(in: store.traits), in: &canvas, clip: clip)
    }

    private func draw(
        _ line: Line, y: Int, text: Resolved<RGBColor>, secondary: Resolved<RGBColor>, accent: Resolved<RGBColor>,
        canvas: inout Canvas, clip: Rect
    ) {
        let x0 = frame.x
        let keyWidth = Self.swatchColumn - Self.keyColumn - 1
        switch line {
        case .header(let title):
            drawText(truncated("▸ " + title, to: frame.width - 1), x: x0 + Self.keyColumn, y: y, color: accent, extra: [.bold], in: &canvas, clip: clip)
        case .colorValues(let entry, let values, let swatches):
            drawText(truncated(entry.key, to: keyWidth), x: x0 + Self.keyColumn + 1, y: y, color: text, in: &canvas, clip: clip)
            // With a simulated vision each swatch shows the color, then the color as that vision sees it
            // (the page is seen in normal vision then: `outputProfile(_:)`).
            let vision = traitCollection.vision
            for (index, swatch) in swatches.enumerated() {
                let x = x0 + Self.swatchColumn + index * 3
                canvas.fill(Rect(x: x, y: y, width: vision == .normal ? 2 : 1, height: 1), background: swatch, key: entry.key, clip: clip)
                if vision != .normal {
                    canvas.fill(Rect(x: x + 1, y: y, width: 1, height: 1), background: vision.simulate(swatch), key: entry.key, clip: clip)
                }
            }
            for (index, value) in values.enumerated() {
                drawText(value.hexString, x: x0 + valueColumn + index * Self.valueWidth, y: y, color: text, in: &canvas, clip: clip)
            }
        case .colorDetails(_, let origin, let contrasts):
            drawText(
                truncated(originText(origin), to: valueColumn - Self.keyColumn - 4), x: x0 + Self.keyColumn + 3, y: y, color: secondary, in: &canvas, clip: clip
            )
            for (index, ratio) in contrasts.enumerated() {
                let label = FixedDecimal.text(ratio, places: 1) + ":1"
                drawText(label, x: x0 + valueColumn + index * Self.valueWidth, y: y, color: ratio < 3 ? accent : secondary, in: &canvas, clip: clip)
            }
        case .font(let key, let font, let origin):
            drawText(truncated(key, to: keyWidth), x: x0 + Self.keyColumn + 1, y: y, color: text, in: &canvas, clip: clip)
            drawText("Aa 永 Sample", x: x0 + Self.swatchColumn, y: y, color: text, font: font, in: &canvas, clip: clip)
            let detail = "\(font.name ?? "system") \(Self.number(font.size)) · \(origin)"
            drawText(truncated(detail, to: frame.maxX - x0 - valueColumn - 1), x: x0 + valueColumn, y: y, color: secondary, in: &canvas, clip: clip)
        case .image(let key, let art, let origin):
            if let key { drawText(truncated(key, to: keyWidth), x: x0 + Self.keyColumn + 1, y: y, color: text, in: &canvas, clip: clip) }
            drawText(truncated(art, to: valueColumn - Self.swatchColumn - 1), x: x0 + Self.swatchColumn, y: y, color: text, in: &canvas, clip: clip)
            if let origin {
                drawText(truncated(origin, to: frame.maxX - x0 - valueColumn - 1), x: x0 + valueColumn, y: y, color: secondary, in: &canvas, clip: clip)
            }
        case .bitmap(let key, let image, let row, let rows, let origin):
            if row == 0 { drawText(truncated(key, to: keyWidth), x: x0 + Self.keyColumn + 1, y: y, color: text, in: &canvas, clip: clip) }
            // The image scaled into `rows` rows at its own proportions; this line draws one of them.
            let columns = max(1, min(valueColumn - Self.swatchColumn - 1, image.width * rows / max(1, image.height)))
            let area = Rect(x: x0 + Self.swatchColumn, y: y - row, width: columns, height: rows)
            let tint = image.renderingMode == .template ? text.value : nil
            HalfBlockRenderer.draw(
                image, in: area, tint: tint, key: key, canvas: &canvas,
                clip: clip.intersection(Rect(x: area.x, y: y, width: columns, height: 1)))
            if let origin {
                drawText(truncated(origin, to: frame.maxX - x0 - valueColumn - 1), x: x0 + valueColumn, y: y, color: secondary, in: &canvas, clip: clip)
            }
        }
    }

    /// `14` for whole sizes, `14.5` otherwise.
    static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    /// `text` cut or padded with spaces to `width` UTF-16 units, as NSString's
    /// `padding(toLength:withPad: " ", startingAt: 0)` did.
    static func padded(_ text: String, to width: Int) -> String {
        let count = text.utf16.count
        if count >= width { return String(decoding: text.utf16.prefix(width), as: UTF16.self) }
        return text + String(repeating: " ", count: width - count)
    }
}

extension PalettePage: PreviewPage {
    public static let info = PreviewSession.Page(name: "palette", title: "Palette", imageKey: "tab.search")
    public var tabs: TabBar { tabBar }

    /// The filter and scrolling first, then the page switcher's keys; arrows not used here pass on.
    public func handle(pageKey key: KeyPress, inspectorVisible: Bool) -> PageKeyResult? {
        handle(key) ? .handled : switcherKey(key)
    }

    public func pageInspectorLines(store: SkinStore) -> [(String, String?)]? { inspectorLines(store: store) }

    /// With a simulated vision the swatches show it beside each color: the page is seen in normal vision.
    public func outputProfile(_ profile: OutputProfile) -> OutputProfile {
        var normal = profile
        normal.vision = .normal
        return normal
    }
    public func show(status: String) { statusText = status }
}
