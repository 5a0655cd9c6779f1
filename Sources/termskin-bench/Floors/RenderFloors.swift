import BenchFigures
import Foundation
import SkinKit
import SkinUI

/// In-process switches (issue 26): a trait switch with N subscribed rows in a scrolling page, and
/// the gallery's skin and trait switch + render, each beside a floor measured in the same run.
enum RenderFloors {
    static let rowCount = 100_000

    static func measure(quick: Bool) -> [FloorComparison] {
        let library = SkinLibrary.load(paths: FileManager.default.fileExists(atPath: "Skins") ? ["Skins"] : [])
        var rows = rowsComparisons(library: library, runs: quick ? 11 : 41)
        for size in [Size(width: 120, height: 40), Size(width: 200, height: 60)] {
            rows += galleryComparisons(library: library, size: size, repetitions: quick ? 51 : 401)
        }
        return rows
    }

    /// `SubscribedRowsBenchmark` with `rowCount` rows: a trait switch + render at 120×40.
    /// The floor is the least a switch must do per row: walk the N rows once, giving each its new
    /// traits and telling it (a dynamic call) that they changed.
    private static func rowsComparisons(library: SkinLibrary, runs: Int) -> [FloorComparison] {
        FileHandle.standardError.write("render floors: \(rowCount) rows\n".data(using: .utf8) ?? Data())
        let (skinTimes, traitTimes) = SubscribedRowsBenchmark.run(library: library, count: rowCount, runs: runs)

        let walkers = (0..<rowCount).map { _ in FloorRow() }
        var floorTimes: [Double] = []
        var traits = TraitCollection(userInterfaceStyle: .light)
        for _ in 0..<runs {
            traits.userInterfaceStyle = traits.effectiveStyle.toggled
            let inherited = traits
            floorTimes.append(
                milliseconds {
                    for row in walkers { row.update(inherited: inherited) }
                })
        }
        let changes = walkers.reduce(0) { $0 + $1.changes }
        guard changes == runs * rowCount else { fatalError("the floor walk missed rows") }
        let floorName = "the \(rowCount / 1_000)k rows walked once, each given its traits"
        return [
            FloorComparison(
                figure: "trait switch + render, \(rowCount / 1_000)k subscribed rows, 120×40", value: median(traitTimes),
                unit: "ms", floorName: floorName, floor: median(floorTimes), goal: .atMost(4)),
            // A skin switch changes no row's traits: only the rows in sight need any work, so no floor.
            FloorComparison(
                figure: "skin switch + render, \(rowCount / 1_000)k subscribed rows, 120×40", value: median(skinTimes),
                unit: "ms", floorName: nil, floor: nil, goal: .atMost(4)),
        ]
    }

    /// The gallery's skin switch and trait switch + render (`termskin-bench --gallery`'s figures),
    /// beside writing every cell of the frame once into a new canvas (the least a full redraw does).
    private static func galleryComparisons(library: SkinLibrary, size: Size, repetitions: Int) -> [FloorComparison] {
        FileHandle.standardError.write("render floors: gallery \(size.width)x\(size.height)\n".data(using: .utf8) ?? Data())
        let result = GalleryBenchmark.run(library: library, size: size, repetitions: repetitions)
        let store = SkinStore(catalog: library.catalog, traits: TraitCollection(userInterfaceStyle: .light, colorDepth: .palette256))
        let frame = PreviewSession(store: store).render(size: size)
        var floorTimes: [Double] = []
        var written = 0
        for _ in 0..<repetitions {
            floorTimes.append(
                milliseconds {
                    var copy = Canvas(width: size.width, height: size.height)
                    for y in 0..<size.height {
                        for x in 0..<size.width {
                            let index = y * size.width + x
                            let cell = frame.compactCells[index]
                            copy.setLook(at: index, foreground: cell.foreground, background: cell.background, attributes: cell.attributes)
                        }
                    }
                    written &+= copy.compactCells.count
                })
        }
        guard written == repetitions * size.width * size.height else { fatalError("the floor wrote too few cells") }
        let floorName = "every cell of the frame written once into a new \(size.width)×\(size.height) canvas"
        let floor = median(floorTimes)
        return [
            FloorComparison(
                figure: "gallery skin switch + render, \(size.width)×\(size.height)", value: result.skin, unit: "ms",
                floorName: floorName, floor: floor, goal: .atMost(1)),
            FloorComparison(
                figure: "gallery trait switch + render, \(size.width)×\(size.height)", value: result.trait, unit: "ms",
                floorName: floorName, floor: floor, goal: .atMost(1)),
        ]
    }
}

/// One row of the trait-switch floor: its traits and a count of changes, updated through a call
/// the compiler cannot inline away (a class method, as a view's `traitCollectionDidChange` is).
private class FloorRow {
    var traits = TraitCollection()
    var changes = 0

    @inline(never)
    func update(inherited: TraitCollection) {
        let previous = traits
        traits = inherited
        if traits != previous { didChange() }
    }

    @inline(never)
    func didChange() { changes += 1 }
}
