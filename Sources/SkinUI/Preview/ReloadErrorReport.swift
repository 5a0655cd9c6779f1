import SkinKit

/// The last failed reload's errors as the overlay shows them: wrapped to the screen, laid out once
/// per width and only as far as the screen reaches (issue 20: 100,000 errors were wrapped into
/// 100,000 labels on every frame, 1–2 s a key).
struct ReloadErrorReport {
    /// The line after the errors.
    static let closingLine = "Fix the file and save; the next good save clears this."

    let errors: [SkinError]
    /// The lines laid out so far for `width`, and how many errors they hold.
    private var width = 0
    private var laidOut: [(String, String?)] = []
    private var errorsLaidOut = 0
    /// Errors wrapped so far (all widths): what a test counts.
    private(set) var wrapCount = 0

    init(errors: [SkinError] = []) { self.errors = errors }

    var isEmpty: Bool { errors.isEmpty }

    /// The first `rows` lines of the report at `width` (text, skin color key): the errors wrapped,
    /// then `closingLine` once every error is in.
    mutating func lines(width: Int, rows: Int) -> [(String, String?)] {
        if width != self.width {
            self.width = width
            laidOut = []
            errorsLaidOut = 0
        }
        while laidOut.count < rows, errorsLaidOut < errors.count {
            laidOut += TextWrap.lines(errors[errorsLaidOut].description, width: width).map { ($0, "error") }
            errorsLaidOut += 1
            wrapCount += 1
        }
        var shown = Array(laidOut.prefix(rows))
        if errorsLaidOut == errors.count, shown.count < rows { shown.append((Self.closingLine, "secondaryText")) }
        return shown
    }
}
