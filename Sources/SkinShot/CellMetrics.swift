/// The fixed geometry of a cell in SVG and HTML screenshots, in tenths of a pixel so that every
/// coordinate is written the same way on every machine.
///
/// 8.4 × 17 px at font-size 14 px: the advance of DejaVu Sans Mono (0.602 em) and a line height of
/// about 1.2 em, as common terminals draw it. Only a generic monospace stack is named: no web fonts.
enum CellMetrics {
    static let widthTenths = 84
    static let heightTenths = 170
    /// From the top of a cell to the text baseline.
    static let baselineTenths = 130
    static let fontSize = 14
    static let fontFamily = "'DejaVu Sans Mono', 'Liberation Mono', Menlo, Consolas, monospace"
    /// How dim text is drawn (SVG opacity, HTML color alpha `99`).
    static let dimOpacity = "0.6"
}
