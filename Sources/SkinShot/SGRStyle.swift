import SkinKit
import SkinUI

/// The look of a cell as SGR parameters at one color depth, and the shortest change between two looks.
struct SGRStyle: Hashable {
    var attributes: TextAttributes
    /// Foreground parameters (`38;2;r;g;b`, `38;5;n`, `31`…); empty for the terminal's default.
    var foreground: [Int]
    /// Background parameters (`48;2;r;g;b`, `48;5;n`, `41`…); empty for the terminal's default.
    var background: [Int]

    /// The terminal's state after a reset.
    static let plain = SGRStyle(attributes: [], foreground: [], background: [])

    /// Attribute codes in the order they are written.
    static let attributeCodes: [(TextAttributes, Int)] = [
        (.bold, 1), (.dim, 2), (.italic, 3), (.underline, 4), (.reverse, 7), (.strikethrough, 9),
    ]

    init(attributes: TextAttributes, foreground: [Int], background: [Int]) {
        self.attributes = attributes
        self.foreground = foreground
        self.background = background
    }

    /// The style that writes `look` (from `OutputReducer`) at `depth`.
    init(look: ReducedLook, depth: ColorDepth) {
        self.init(
            attributes: look.attributes,
            foreground: Self.colorParameters(look.foreground, isBackground: false, depth: depth),
            background: Self.colorParameters(look.background, isBackground: true, depth: depth))
    }

    /// The parameters that select `color`; empty for the terminal's own color.
    static func colorParameters(_ color: ReducedColor?, isBackground: Bool, depth: ColorDepth) -> [Int] {
        guard let color else { return [] }
        guard let index = color.index else {
            let shown = color.shown
            return [isBackground ? 48 : 38, 2, Int(shown.red), Int(shown.green), Int(shown.blue)]
        }
        if depth == .palette256 { return [isBackground ? 48 : 38, 5, index] }
        let base = index < 8 ? (isBackground ? 40 : 30) : (isBackground ? 100 : 90)
        return [base + index % 8]
    }

    static func codes(for attributes: TextAttributes) -> [Int] {
        attributeCodes.filter { attributes.contains($0.0) }.map(\.1)
    }

    /// The parameters that turn `self` into `next`, or nil when nothing changes. Removing an attribute
    /// or going back to a default color needs a reset (`0`); otherwise only what changed is written.
    func transition(to next: SGRStyle) -> [Int]? {
        guard next != self else { return nil }
        let needsReset =
            !attributes.subtracting(next.attributes).isEmpty
            || (next.foreground.isEmpty && !foreground.isEmpty)
            || (next.background.isEmpty && !background.isEmpty)
        if needsReset {
            return [0] + Self.codes(for: next.attributes) + next.foreground + next.background
        }
        var parameters = Self.codes(for: next.attributes.subtracting(attributes))
        if next.foreground != foreground { parameters += next.foreground }
        if next.background != background { parameters += next.background }
        return parameters
    }

    /// `ESC [ p1 ; p2 … m`.
    static func escape(_ parameters: [Int]) -> String {
        "\u{1B}[" + parameters.map(String.init).joined(separator: ";") + "m"
    }
}
