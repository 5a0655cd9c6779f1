import SkinKit
import SkinUI

extension CanvasDiff {
    /// A readable report for a person fixing a failing golden: a headline, any size mismatch, the
    /// first `limit` differing cells (expected vs actual character, colors, attributes), and the rows
    /// around them (`contextRows` above and below) with `-` expected / `+` actual lines and a `^`
    /// under every changed column, then a summary count. Deterministic.
    public func report(name: String = "screenshot", limit: Int = 20, contextRows: Int = 1) -> String {
        let compared = comparedSize
        if isMatch { return "\(name): matches (\(expected.size))\n" }
        var lines: [String] = []
        let rows = differingRows
        lines.append(
            "\(name): \(Self.count(differences.count, "cell")) \(differences.count == 1 ? "differs" : "differ") in \(Self.count(rows.count, "row")) "
                + "(compared \(compared))")
        if !sizesMatch { lines.append(sizeLine()) }
        let listed = Array(differences.prefix(max(0, limit)))
        if !listed.isEmpty {
            lines.append(
                listed.count == differences.count
                    ? "differing cells:" : "first \(listed.count) of \(differences.count) differing cells:")
            lines += listed.map { "  \($0)" }
        }
        for range in contextRanges(around: listed.map(\.y), contextRows: contextRows) {
            lines.append("")
            lines.append(range.count == 1 ? "row \(range.lowerBound):" : "rows \(range.lowerBound)-\(range.upperBound - 1):")
            for y in range { lines += rowLines(y) }
        }
        lines.append("")
        var summary = "summary: \(Self.count(differences.count, "differing cell")) in \(Self.count(rows.count, "row"))"
        if listed.count < differences.count { summary += ", first \(listed.count) listed" }
        if !sizesMatch { summary += "; size differs (expected \(expected.size), actual \(actual.size))" }
        lines.append(summary)
        // Cells decoded from a golden file may hold control characters: show them escaped.
        return ControlCharacters.escaped(lines.joined(separator: "\n"), keepingNewlines: true) + "\n"
    }

    private func sizeLine() -> String {
        var changes: [String] = []
        let dw = actual.width - expected.width
        let dh = actual.height - expected.height
        if dw != 0 { changes.append("\(abs(dw)) \(dw > 0 ? "more" : "fewer") column\(abs(dw) == 1 ? "" : "s")") }
        if dh != 0 { changes.append("\(abs(dh)) \(dh > 0 ? "more" : "fewer") row\(abs(dh) == 1 ? "" : "s")") }
        return "size differs: expected \(expected.size), actual \(actual.size) (actual has "
            + changes.joined(separator: " and ") + "); cells are compared in the common \(comparedSize) area"
    }

    /// Rows to show: each listed row with its context, merged where they touch, within both canvases.
    private func contextRanges(around rows: [Int], contextRows: Int) -> [Range<Int>] {
        let limit = max(expected.height, actual.height)
        var ranges: [Range<Int>] = []
        for row in rows {
            let range = max(0, row - contextRows)..<min(limit, row + contextRows + 1)
            if let last = ranges.last, range.lowerBound <= last.upperBound {
                ranges[ranges.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                ranges.append(range)
            }
        }
        return ranges
    }

    private func rowLines(_ y: Int) -> [String] {
        let numberWidth = String(max(expected.height, actual.height) - 1).count
        let number = String(repeating: " ", count: max(0, numberWidth - String(y).count)) + String(y)
        let inExpected = y < expected.height
        let inActual = y < actual.height
        let expectedText = inExpected ? Self.rowText(expected, y) : ""
        let actualText = inActual ? Self.rowText(actual, y) : ""
        let changedColumns = (0..<comparedSize.width).filter { differs(x: $0, y: y) }
        if inExpected && inActual && changedColumns.isEmpty && expectedText == actualText
            && expected.width == actual.width
        {
            return ["    \(number) |\(expectedText)|"]
        }
        var lines: [String] = []
        if inExpected { lines.append("  - \(number) |\(expectedText)|" + (inActual ? "" : "  (only in expected)")) }
        if inActual { lines.append("  + \(number) |\(actualText)|" + (inExpected ? "" : "  (only in actual)")) }
        if let last = changedColumns.last {
            var marker = Array(repeating: Character(" "), count: last + 1)
            for x in changedColumns { marker[x] = "^" }
            // A changed wide grapheme is marked under both of its columns.
            for x in changedColumns
            where x + 1 < comparedSize.width
                && (expected[x + 1, y].isContinuation || actual[x + 1, y].isContinuation)
            {
                if x + 1 >= marker.count { marker.append(" ") }
                marker[x + 1] = "^"
            }
            lines.append(String(repeating: " ", count: 6 + numberWidth) + String(marker))
        }
        return lines
    }

    /// A row's characters as a monospace terminal shows them (a wide grapheme covers two columns).
    static func rowText(_ canvas: Canvas, _ y: Int) -> String {
        canvas.glyphs(inRow: y).map(\.character).joined()
    }

    static func count(_ n: Int, _ noun: String) -> String {
        "\(n) \(noun)\(n == 1 ? "" : "s")"
    }
}
