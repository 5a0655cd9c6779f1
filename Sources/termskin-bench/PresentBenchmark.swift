import Foundation
import SkinCurses
import SkinKit
import SkinUI

/// What the previewer does for `s` and `d` up to the terminal: a skin or trait switch, the render,
/// and the ncurses backend writing the frame (to a file, so no terminal is needed). The CPU part
/// of key-to-last-byte, apart from waking up and the pty.
enum PresentBenchmark {
    /// Medians of key → frame written, in wall-clock and thread-CPU milliseconds, and the bytes of
    /// the median frame; nil when no headless ncurses screen could be opened.
    /// `presentCPU` is the backend's part alone (`CursesScreen.present`: the frame diff, styling,
    /// ncurses' `doupdate` and the write). `formats` is what ncurses formatted a frame, on average
    /// (parameterized terminfo strings: `setaf`, `setab`, `sgr`, moves) and how many the memo answered
    /// (`TerminfoFormatMemo`; 0 in a debug build, where ncurses is not routed through it).
    static func run(
        library: SkinLibrary, size: Size, repetitions: Int
    ) -> (wall: Double, cpu: Double, presentCPU: Double, bytes: Int, formats: (asked: Int, answered: Int))? {
        HeadlessScreen.with(size: size) { screen in
            let store = SkinStore(catalog: library.catalog, traits: TraitCollection(userInterfaceStyle: .light, colorDepth: .palette256))
            let session = PreviewSession(store: store)
            screen.present(session.render(size: size))
            // A round of every skin in both styles first, as in a previewer used for a moment.
            var presses = 0
            for _ in 0..<(2 * library.catalog.names.count) { press(&presses, session: session, screen: screen, size: size) }
            var wall: [Double] = []
            var cpu: [Double] = []
            var presentCPU: [Double] = []
            var bytes: [Int] = []
            let formatsBefore = TerminfoFormatMemo.counts
            for _ in 0..<repetitions {
                let startCPU = GalleryBenchmark.threadCPUMilliseconds
                var presentStart = 0.0
                wall.append(
                    milliseconds {
                        press(&presses, session: session, screen: screen, size: size) { presentStart = GalleryBenchmark.threadCPUMilliseconds }
                    })
                let end = GalleryBenchmark.threadCPUMilliseconds
                cpu.append(end - startCPU)
                presentCPU.append(end - presentStart)
                bytes.append(screen.lastPresentByteCount)
            }
            let formatsAfter = TerminfoFormatMemo.counts
            let formats = (
                asked: (formatsAfter.asked - formatsBefore.asked) / repetitions,
                answered: (formatsAfter.answered - formatsBefore.answered) / repetitions
            )
            return (median(wall), median(cpu), median(presentCPU), bytes.sorted()[bytes.count / 2], formats)
        }
    }

    /// `s` then `d` on alternate presses, as `termskin-pty --keys sd` does.
    private static func press(
        _ count: inout Int, session: PreviewSession, screen: CursesScreen, size: Size,
        beforePresent: () -> Void = {}
    ) {
        session.handle(count % 2 == 0 ? .character("s") : .character("d"))
        count += 1
        let canvas = session.render(size: size)
        beforePresent()
        screen.present(canvas)
    }
}
