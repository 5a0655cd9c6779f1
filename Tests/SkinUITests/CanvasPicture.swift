import SkinKit

@testable import SkinUI

/// A canvas as a person sees it, for whole-screen expectations in the way Ratatui's tests read:
/// the rows of text, then the same rows with one legend letter per cell naming its colors and
/// attributes, then the legend. A failing comparison prints both pictures whole.
struct CanvasPicture {
    /// A cell's look: blank cells show only their background, so their foreground is left out.
    struct Look: Hashable {
        var foreground: RGBColor?
        var background: RGBColor
        var attributes: TextAttributes

        init(_ foreground: RGBColor?, on background: RGBColor, _ attributes: TextAttributes = []) {
            self.foreground = foreground
            self.background = background
            self.attributes = attributes
        }

        init(of cell: Cell) {
            let blank = cell.character == " " && !cell.attributes.contains(.underline) && !cell.attributes.contains(.reverse)
            self.init(blank ? nil : cell.foreground, on: cell.background, blank ? [] : cell.attributes)
        }

        var description: String {
            let text = foreground.map { "\($0.hexString) on " } ?? "blank on "
            let names = attributes.names
            return text + background.hexString + (names.isEmpty ? "" : " " + names.joined(separator: " "))
        }
    }

    /// Letter → look; cells whose look is not in the legend are drawn as `?` and listed.
    let legend: [Character: Look]

    init(_ legend: [Character: Look]) { self.legend = legend }

    /// The picture of `canvas` (or of `area` of it).
    func draw(_ canvas: Canvas, area: Rect? = nil) -> String {
        let rect = area ?? canvas.bounds
        let letters = Dictionary(legend.map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        var text: [String] = []
        var styles: [String] = []
        var unknown: [Look] = []
        for y in rect.y..<rect.maxY {
            var line = ""
            var style = ""
            for x in rect.x..<rect.maxX {
                let cell = canvas[x, y]
                line += cell.isContinuation ? "" : cell.character
                let look = Look(of: cell)
                if let letter = letters[look] {
                    style.append(letter)
                } else {
                    style.append("?")
                    if !unknown.contains(look) { unknown.append(look) }
                }
            }
            text.append(line)
            styles.append(style)
        }
        let used = legend.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value.description)" }
        return (text + [""] + styles + [""] + used + unknown.map { "?: \($0.description)" }).joined(separator: "\n")
    }
}

/// Renders one widget alone, filling a window of `size`, in the embedded default skin.
enum WidgetStage {
    static func render(_ view: View, size: Size, style: UserInterfaceStyle = .light, store: SkinStore? = nil) -> Canvas {
        let store = store ?? SkinStore(catalog: EmbeddedSkin.catalog().catalog, traits: TraitCollection(userInterfaceStyle: style))
        let window = Window(store: store)
        window.addSubview(view)
        return window.render(size: size)
    }
}

extension WidgetStage {
    /// One widget alone in the default skin (light), as a picture: text, legend letters, legend.
    static func picture(_ view: View, _ width: Int, _ height: Int = 1, _ legend: [Character: CanvasPicture.Look]) -> String {
        CanvasPicture(legend).draw(render(view, size: Size(width: width, height: height)))
    }
}
