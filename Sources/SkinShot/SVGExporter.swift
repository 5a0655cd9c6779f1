import SkinKit
import SkinUI

/// Exports a canvas as an SVG picture of a terminal: a monospace grid of 8.4 × 17 px cells at
/// font-size 14, colors as the output of `profile` shows them (`Canvas.displayed(by:)`).
///
/// Deterministic: no ids, no dates, no fonts to fetch, coordinates from integer arithmetic. Bold,
/// italic, underline and strikethrough become font-weight, font-style and text-decoration; dim is
/// drawn at 0.6 opacity; reverse swaps the colors drawn. Every text run has a `textLength`, so the
/// columns line up whatever monospace font the viewer picks.
public struct SVGExporter: Sendable {
    /// The output the picture shows (colors reduced as that output would).
    public var profile: OutputProfile
    public var depth: ColorDepth { profile.depth }

    public init(profile: OutputProfile) {
        self.profile = profile
    }

    public init(depth: ColorDepth = .truecolor) {
        self.init(profile: OutputProfile(depth: depth))
    }

    /// The SVG document for `canvas`, ending with a newline.
    public func export(_ canvas: Canvas) -> String {
        let shown = canvas.displayed(by: profile)
        let layer = SVGCellLayer(canvas: shown)
        let width = Markup.pixels(canvas.width * CellMetrics.widthTenths)
        let height = Markup.pixels(canvas.height * CellMetrics.heightTenths)
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"\(width)\" height=\"\(height)\" "
                + "viewBox=\"0 0 \(width) \(height)\" font-family=\"\(CellMetrics.fontFamily)\" "
                + "font-size=\"\(CellMetrics.fontSize)\" xml:space=\"preserve\" "
                + "data-termskin=\"screenshot\" data-cols=\"\(canvas.width)\" data-rows=\"\(canvas.height)\" "
                + "data-depth=\"\(depth.rawValue)\"" + (profile.vision == .normal ? "" : " data-vision=\"\(profile.vision.rawValue)\"") + ">",
            "<g class=\"background\" shape-rendering=\"crispEdges\">",
        ]
        lines += layer.backgroundElements()
        lines.append("</g>")
        lines.append("<g class=\"text\">")
        lines += layer.textElements()
        lines.append("</g>")
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }
}
