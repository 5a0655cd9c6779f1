import SkinKit
import SkinUI

extension CanvasDiff {
    /// An SVG page that shows the expected and the actual screen side by side with the changed cells
    /// outlined, and a third panel where changed cells are filled (red) over a faded actual screen
    /// and cells only one screen has are filled (orange); the first `limit` differing cells are listed
    /// below. Deterministic, like the screenshots.
    public func document(name: String = "screenshot", limit: Int = 10) -> String {
        let margin = 160
        let gap = 240
        let caption = 240
        let lineTenths = CellMetrics.heightTenths
        let changesSize = Size(width: max(expected.width, actual.width), height: max(expected.height, actual.height))
        let panelWidths = [expected.width, actual.width, changesSize.width].map { $0 * CellMetrics.widthTenths }
        let panelX = [margin, margin + panelWidths[0] + gap, margin + panelWidths[0] + gap + panelWidths[1] + gap]
        let panelY = margin + caption
        let panelsBottom = panelY + changesSize.height * CellMetrics.heightTenths

        let listed = Array(differences.prefix(max(0, limit)))
        var notes = listed.map(\.description)
        if listed.count < differences.count { notes.append("… and \(differences.count - listed.count) more") }
        if !sizesMatch { notes.insert("size differs: expected \(expected.size), actual \(actual.size)", at: 0) }
        if isMatch { notes = ["screens match"] }
        let notesTop = panelsBottom + gap
        let textWidth = (notes.map(\.count).max() ?? 0) * CellMetrics.widthTenths
        let width = max(panelX[2] + panelWidths[2], margin + textWidth) + margin
        let height = notesTop + notes.count * lineTenths + margin

        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"\(Markup.pixels(width))\" "
                + "height=\"\(Markup.pixels(height))\" viewBox=\"0 0 \(Markup.pixels(width)) \(Markup.pixels(height))\" "
                + "font-family=\"\(CellMetrics.fontFamily)\" font-size=\"\(CellMetrics.fontSize)\" xml:space=\"preserve\">",
            "<title>\(Markup.escape(name)): \(differences.count) differing cells</title>",
            "<rect width=\"100%\" height=\"100%\" fill=\"#1B1B1F\"/>",
        ]
        let captions = [
            "expected \(expected.size)", "actual \(actual.size)",
            "changes: \(Self.count(differences.count, "cell"))",
        ]
        for (index, text) in captions.enumerated() {
            lines.append(
                "<text x=\"\(Markup.pixels(panelX[index]))\" y=\"\(Markup.pixels(margin + 170))\" "
                    + "fill=\"#D0D0D0\" font-weight=\"bold\">\(Markup.escape(text))</text>")
        }
        lines += panel(expected, x: panelX[0], y: panelY)
        lines += outlines(in: expected, x: panelX[0], y: panelY)
        lines += panel(actual, x: panelX[1], y: panelY)
        lines += outlines(in: actual, x: panelX[1], y: panelY)
        lines += changesPanel(size: changesSize, x: panelX[2], y: panelY)
        for (index, note) in notes.enumerated() {
            lines.append(
                "<text x=\"\(Markup.pixels(margin))\" y=\"\(Markup.pixels(notesTop + index * lineTenths + CellMetrics.baselineTenths))\" "
                    + "fill=\"#D0D0D0\">\(Markup.escape(note))</text>")
        }
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }

    private func panel(_ canvas: Canvas, x: Int, y: Int) -> [String] {
        let layer = SVGCellLayer(canvas: canvas, originX: x, originY: y)
        return ["<g shape-rendering=\"crispEdges\">"] + layer.backgroundElements() + ["</g>", "<g>"]
            + layer.textElements() + ["</g>"]
    }

    /// Red outlines around the runs of changed cells, and a dashed orange outline around the part
    /// of `canvas` outside the compared area.
    private func outlines(in canvas: Canvas, x: Int, y: Int) -> [String] {
        var lines = ["<g fill=\"none\" stroke-width=\"2\">"]
        for run in changedRuns() {
            lines.append(
                rect(
                    x: x, y: y, column: run.x, row: run.y, columns: run.count, rows: 1,
                    attributes: "stroke=\"#FF2D55\""))
        }
        for area in extraAreas(of: canvas) {
            lines.append(
                rect(
                    x: x, y: y, column: area.x, row: area.y, columns: area.width, rows: area.height,
                    attributes: "stroke=\"#FF9500\" stroke-dasharray=\"4 3\""))
        }
        lines.append("</g>")
        return lines
    }

    private func changesPanel(size: Size, x: Int, y: Int) -> [String] {
        var lines = [
            rect(
                x: x, y: y, column: 0, row: 0, columns: size.width, rows: size.height,
                attributes: "fill=\"#2A2A2E\"")
        ]
        lines.append("<g opacity=\"0.3\">")
        lines += SVGCellLayer(canvas: actual, originX: x, originY: y).textElements()
        lines.append("</g>")
        lines.append("<g shape-rendering=\"crispEdges\" opacity=\"0.85\">")
        for run in changedRuns() {
            lines.append(
                rect(
                    x: x, y: y, column: run.x, row: run.y, columns: run.count, rows: 1,
                    attributes: "fill=\"#FF2D55\""))
        }
        for area in extraAreas(of: expected) + extraAreas(of: actual) {
            lines.append(
                rect(
                    x: x, y: y, column: area.x, row: area.y, columns: area.width, rows: area.height,
                    attributes: "fill=\"#FF9500\""))
        }
        lines.append("</g>")
        return lines
    }

    private func rect(x: Int, y: Int, column: Int, row: Int, columns: Int, rows: Int, attributes: String) -> String {
        "<rect x=\"\(Markup.pixels(x + column * CellMetrics.widthTenths))\" "
            + "y=\"\(Markup.pixels(y + row * CellMetrics.heightTenths))\" "
            + "width=\"\(Markup.pixels(columns * CellMetrics.widthTenths))\" "
            + "height=\"\(Markup.pixels(rows * CellMetrics.heightTenths))\" \(attributes)/>"
    }

    /// Changed cells merged into horizontal runs: (first column, row, cell count).
    private func changedRuns() -> [(x: Int, y: Int, count: Int)] {
        var runs: [(x: Int, y: Int, count: Int)] = []
        for difference in differences {
            if let last = runs.last, last.y == difference.y, last.x + last.count == difference.x {
                runs[runs.count - 1].count += 1
            } else {
                runs.append((difference.x, difference.y, 1))
            }
        }
        return runs
    }

    /// The parts of `canvas` outside the compared area: a strip on the right and one at the bottom.
    private func extraAreas(of canvas: Canvas) -> [Rect] {
        let common = comparedSize
        var areas: [Rect] = []
        if canvas.width > common.width {
            areas.append(Rect(x: common.width, y: 0, width: canvas.width - common.width, height: min(canvas.height, common.height)))
        }
        if canvas.height > common.height {
            areas.append(Rect(x: 0, y: common.height, width: canvas.width, height: canvas.height - common.height))
        }
        return areas
    }
}
