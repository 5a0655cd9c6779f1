import SkinKit
import SkinUI

/// Exports a canvas as a standalone HTML page: a `<pre>` of spans with inline styles, colors as an
/// output of `profile` shows them (`Canvas.displayed(by:)`).
///
/// Deterministic and self-contained (no scripts, no web fonts, no dates). Each span is an
/// inline-block exactly `N ch` wide and one line high, so backgrounds join up and wide graphemes
/// keep their two columns; a span's `title` names the skin keys that painted it (shown on hover). Dim text is drawn with a `99` alpha on its color; reverse swaps the colors
/// drawn; `data-attrs` names the attributes for `HTMLDecoder`. The page is also well-formed XML.
public struct HTMLExporter: Sendable {
    /// The output the page shows (colors reduced as that output would).
    public var profile: OutputProfile
    public var depth: ColorDepth { profile.depth }
    /// The page title.
    public var title: String

    public init(profile: OutputProfile, title: String = "TermSkin screenshot") {
        self.profile = profile
        self.title = title
    }

    public init(depth: ColorDepth = .truecolor, title: String = "TermSkin screenshot") {
        self.init(profile: OutputProfile(depth: depth), title: title)
    }

    /// The HTML page for `canvas`, ending with a newline.
    public func export(_ canvas: Canvas) -> String {
        let shown = canvas.displayed(by: profile)
        let pageBackground =
            shown.width > 0 && shown.height > 0
            ? Markup.shownColors(shown[0, 0]).background : RGBColor.black
        let lineHeight = Markup.pixels(CellMetrics.heightTenths)
        var rows: [String] = []
        for y in 0..<shown.height {
            rows.append(RowGlyph.runs(shown.glyphs(inRow: y), sameLook: Self.sameSpan).map(span).joined())
        }
        let lines = [
            "<!DOCTYPE html>",
            "<html lang=\"en\">",
            "<head>",
            "<meta charset=\"utf-8\"/>",
            "<meta name=\"generator\" content=\"TermSkin\"/>",
            "<title>\(Markup.escape(title))</title>",
            "<style>",
            "body { margin: 0; padding: 16px; background: \(Markup.hex(pageBackground)); }",
            "pre.termskin { margin: 0; font-family: \(CellMetrics.fontFamily); "
                + "font-size: \(CellMetrics.fontSize)px; line-height: \(lineHeight)px; }",
            "pre.termskin span { display: inline-block; height: \(lineHeight)px; vertical-align: top; }",
            "</style>",
            "</head>",
            "<body>",
            "<pre class=\"termskin\" data-termskin=\"screenshot\" data-cols=\"\(canvas.width)\" "
                + "data-rows=\"\(canvas.height)\" data-depth=\"\(depth.rawValue)\">" + rows.joined(separator: "\n") + "</pre>",
            "</body>",
            "</html>",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// Glyphs share a span when they show the same colors and attributes and come from the same skin keys.
    static func sameSpan(_ a: Cell, _ b: Cell) -> Bool {
        Markup.shownColors(a) == Markup.shownColors(b) && a.attributes == b.attributes && Markup.sameKeys(a, b)
    }

    private func span(_ run: [RowGlyph]) -> String {
        guard let first = run.first else { return "" }
        let cells = run.reduce(0) { $0 + $1.width }
        let attributes = first.cell.attributes
        let colors = Markup.shownColors(first.cell)
        var style = "color:\(Markup.hex(colors.foreground))" + (attributes.contains(.dim) ? "99" : "")
        style += ";background-color:\(Markup.hex(colors.background));width:\(cells)ch"
        if attributes.contains(.bold) { style += ";font-weight:bold" }
        if attributes.contains(.italic) { style += ";font-style:italic" }
        let decorations = [(TextAttributes.underline, "underline"), (.strikethrough, "line-through")]
            .filter { attributes.contains($0.0) }.map(\.1)
        if !decorations.isEmpty { style += ";text-decoration:\(decorations.joined(separator: " "))" }
        var element = "<span style=\"\(style)\""
        if let title = Markup.keysTitle(first.cell) { element += " title=\"\(Markup.escape(title))\"" }
        if !attributes.isEmpty { element += " data-attrs=\"\(Markup.attributeList(attributes))\"" }
        return element + ">" + Markup.escape(run.map(\.character).joined()) + "</span>"
    }
}
