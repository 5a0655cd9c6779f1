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
        String(decoding: exportBytes(canvas), as: UTF8.self)
    }

    /// The SVG document's UTF-8 bytes, written into one buffer.
    public func exportBytes(_ canvas: Canvas) -> [UInt8] {
        let shown = canvas.displayed(by: profile)
        let layer = SVGCellLayer(canvas: shown)
        var buffer = MarkupBuffer(capacity: 1_024 + canvas.width * canvas.height * 48)
        buffer.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"")
        buffer.pixels(canvas.width * CellMetrics.widthTenths)
        buffer.append("\" height=\"")
        buffer.pixels(canvas.height * CellMetrics.heightTenths)
        buffer.append("\" viewBox=\"0 0 ")
        buffer.pixels(canvas.width * CellMetrics.widthTenths)
        buffer.append(" ")
        buffer.pixels(canvas.height * CellMetrics.heightTenths)
        buffer.append("\" font-family=\"")
        buffer.append(string: CellMetrics.fontFamily)
        buffer.append("\" font-size=\"")
        buffer.decimal(CellMetrics.fontSize)
        buffer.append("\" xml:space=\"preserve\" data-termskin=\"screenshot\" data-cols=\"")
        buffer.decimal(canvas.width)
        buffer.append("\" data-rows=\"")
        buffer.decimal(canvas.height)
        buffer.append("\" data-depth=\"")
        buffer.append(string: depth.rawValue)
        buffer.append("\"")
        if profile.vision != .normal {
            buffer.append(" data-vision=\"")
            buffer.append(string: profile.vision.rawValue)
            buffer.append("\"")
        }
        buffer.append(">\n<g class=\"background\" shape-rendering=\"crispEdges\">\n")
        var ends: [Int] = []
        layer.writeBackground(into: &buffer, ends: &ends)
        buffer.append("</g>\n<g class=\"text\">\n")
        layer.writeText(into: &buffer, ends: &ends)
        buffer.append("</g>\n</svg>\n")
        return buffer.bytes
    }
}
