import Foundation
import SkinCurses
import SkinKit
import SkinUI

/// The picker (`t`) with thousands of skins listed: a highlight step as the previewer handles it
/// (↓: the model moves, the store switches skin, the session renders, the ncurses backend writes
/// the frame to a file), and the fuzzy filter per keystroke.
enum PickerBenchmark {
    /// Skins listed: the shipped ones, then copies under made-up names up to this many.
    static let entryCount = 5_000

    /// The library's skins plus renamed copies (each a real skin, so every highlight step changes the page).
    static func catalog(from library: SkinLibrary) -> SkinCatalog {
        var catalog = library.catalog
        let real = library.catalog.names.compactMap { library.catalog[$0] }
        let families = ["base16", "base24", "gogh", "iterm", "kitty"]
        let variants = ["light", "dark", "soft", "hard", "night", "day", "dimmed"]
        var copies: [Skin] = []
        for index in 0..<max(0, entryCount - real.count) {
            var skin = real[index % real.count]
            skin.name = "\(families[index % families.count])-\(skin.name)-\(variants[(index / 7) % variants.count])-\(index)"
            copies.append(skin)
        }
        catalog.add(copies)
        return catalog
    }

    /// Medians of ↓ → frame written (wall and thread CPU milliseconds), and how long opening took;
    /// nil when no headless ncurses screen could be opened.
    static func highlight(catalog: SkinCatalog, size: Size, repetitions: Int) -> (wall: Double, cpu: Double, open: Double, entries: Int)? {
        HeadlessScreen.with(size: size) { screen in
            let store = SkinStore(catalog: catalog, traits: TraitCollection(userInterfaceStyle: .light, colorDepth: .palette256))
            let session = PreviewSession(store: store)
            screen.present(session.render(size: size))
            let open = milliseconds { session.handle(.character("t")) }
            screen.present(session.render(size: size))
            var wall: [Double] = []
            var cpu: [Double] = []
            // Down through the list, then back up, so every step shows another skin.
            for step in 0..<(repetitions + 20) {
                let key: KeyPress = (step / 500) % 2 == 0 ? .down : .up
                let startCPU = GalleryBenchmark.threadCPUMilliseconds
                let time = milliseconds {
                    session.handle(key)
                    screen.present(session.render(size: size))
                }
                if step >= 20 {
                    wall.append(time)
                    cpu.append(GalleryBenchmark.threadCPUMilliseconds - startCPU)
                }
            }
            return (median(wall), median(cpu), open, session.picker?.entries.count ?? 0)
        }
    }

    /// Median, 99th percentile and slowest milliseconds of one keystroke into the filter (typing, then deleting) over `catalog`'s entries,
    /// and how long making the entries took.
    static func filtering(catalog: SkinCatalog, rounds: Int)
        -> (median: Double, p99: Double, slowest: Double, cpuP99: Double, entries: Int, making: Double)
    {
        var entries: [PickerEntry] = []
        let making = milliseconds { entries = PickerEntry.entries(of: catalog) }
        var model = PickerModel(entries: entries)
        var times: [Double] = []
        var cpu: [Double] = []
        func measure(_ body: () -> Void) {
            let start = GalleryBenchmark.threadCPUMilliseconds
            times.append(milliseconds(body))
            cpu.append(GalleryBenchmark.threadCPUMilliseconds - start)
        }
        for _ in 0..<rounds {
            for word in ["solar", "dark", "b16nt", "ocean-d", "zq"] {
                for character in word { measure { model.type(character) } }
                for _ in word { measure { model.deleteBackward() } }
            }
        }
        func p99(_ values: [Double]) -> Double { values.sorted()[min(values.count - 1, values.count * 99 / 100)] }
        return (median(times), p99(times), times.max() ?? 0, p99(cpu), model.entries.count, making)
    }
}
