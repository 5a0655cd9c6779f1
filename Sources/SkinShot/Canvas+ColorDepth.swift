import SkinKit
import SkinUI

extension Canvas {
    /// The canvas as an output of `depth` shows it: each color replaced by `ColorQuantizer.displayed`,
    /// so that 256 / 16 / 8-color previews and the terminal backend agree. Characters, attributes
    /// and skin keys are kept.
    public func displayed(at depth: ColorDepth) -> Canvas {
        var quantizer = ColorQuantizer(depth: depth)
        var result = self
        for y in 0..<height {
            for x in 0..<width {
                var cell = self[x, y]
                cell.foreground = quantizer.displayed(cell.foreground)
                cell.background = quantizer.displayed(cell.background)
                result[x, y] = cell
            }
        }
        return result
    }
}
