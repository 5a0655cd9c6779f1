import SkinKit
import SkinUI

/// The previewer's real work for a key: a `PreviewSession` (whatever gallery it shows) switching
/// skin or trait and rendering the whole screen, as `s` and `d` do. The bound is 1 ms median.
enum GalleryBenchmark {
    static let sizes = [Size(width: 200, height: 60), Size(width: 120, height: 40)]

    /// Medians of a skin switch + render and of a trait switch + render at `size`: wall-clock
    /// milliseconds, and the thread's CPU milliseconds (what the work costs when other processes
    /// share the cores, as on a loaded CI machine).
    static func run(library: SkinLibrary, size: Size, repetitions: Int) -> (skin: Double, trait: Double, skinCPU: Double, traitCPU: Double, skins: Int) {
        let store = SkinStore(catalog: library.catalog, traits: TraitCollection(userInterfaceStyle: .light, colorDepth: .palette256))
        let session = PreviewSession(store: store)
        _ = session.render(size: size)
        // One round of every skin first: caches filled as in a previewer that has been used a moment.
        for _ in library.catalog.names {
            store.selectSkin(offset: 1)
            _ = session.render(size: size)
        }
        var skinTimes: [Double] = []
        var traitTimes: [Double] = []
        var skinCPU: [Double] = []
        var traitCPU: [Double] = []
        for _ in 0..<repetitions {
            var cpu = threadCPUMilliseconds
            skinTimes.append(
                milliseconds {
                    store.selectSkin(offset: 1)
                    _ = session.render(size: size)
                })
            skinCPU.append(threadCPUMilliseconds - cpu)
            cpu = threadCPUMilliseconds
            traitTimes.append(
                milliseconds {
                    session.setStyle(store.traits.effectiveStyle.toggled)
                    _ = session.render(size: size)
                })
            traitCPU.append(threadCPUMilliseconds - cpu)
        }
        return (median(skinTimes), median(traitTimes), median(skinCPU), median(traitCPU), library.catalog.names.count)
    }

    /// CPU time this thread used, in milliseconds.
    static var threadCPUMilliseconds: Double {
        let time = ThreadCPUTime.now().components
        return Double(time.seconds) * 1_000 + Double(time.attoseconds) / 1e15
    }
}
