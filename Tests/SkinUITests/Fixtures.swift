import SkinKit

@testable import SkinUI

/// Stores and canvases for SkinUI tests.
enum Fixtures {
    /// The embedded default skin plus `ocean`, which changes the keys the gallery uses most.
    static func store(style: UserInterfaceStyle = .light) throws -> SkinStore {
        let store = SkinStore(catalog: EmbeddedSkin.catalog().catalog, traits: TraitCollection(userInterfaceStyle: style))
        try store.updateSkins(with: [
            "ocean": [
                "Color": [
                    "navBar.background": ["light": "#D0E8FF", "dark": "#002B36"],
                    "surface": ["light": "#E6F4FF", "dark": "#073642"],
                    "text": ["light": "#003355", "dark": "#EEE8D5"],
                    "button.background": ["light": "#0077AA", "dark": "#268BD2"],
                    "accent": "#2AA198",
                ]
            ]
        ])
        return store
    }

    /// The first cell in `rect` whose character is `character`.
    static func find(_ character: String, in canvas: Canvas, within rect: Rect) -> (x: Int, y: Int)? {
        for y in rect.y..<rect.maxY { for x in rect.x..<rect.maxX where canvas[x, y].character == character { return (x, y) } }
        return nil
    }

    /// How many cells of `view`'s frame look different in two canvases.
    static func differences(of view: View, _ a: Canvas, _ b: Canvas) -> Int {
        zip(cells(of: view, in: a), cells(of: view, in: b)).filter { !$0.looksSame(as: $1) }.count
    }

    /// The cells of a view's frame.
    static func cells(of view: View, in canvas: Canvas) -> [Cell] {
        var result: [Cell] = []
        for y in view.frame.y..<view.frame.maxY { for x in view.frame.x..<view.frame.maxX { result.append(canvas[x, y]) } }
        return result
    }
}
