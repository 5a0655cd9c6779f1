import BenchFigures
import Foundation
import SkinCurses
import SkinKit
import SkinUI

/// Issue 26, the ncurses output and the pty path of a key: key `s` → last byte in a pty against the
/// same redraws replayed through a pty (`termskin-pty` measures both in one run), and the bytes of a
/// skin switch against the tight floor `RedrawByteFloor`.
enum KeyOutputFloors {
    static let sizes = [Size(width: 120, height: 40), Size(width: 200, height: 60)]

    static func measure(quick: Bool) -> [FloorComparison] {
        var comparisons: [FloorComparison] = []
        for size in sizes {
            if let (key, floor) = keyToLastByte(size: size, repeats: quick ? 20 : 60) {
                comparisons.append(
                    FloorComparison(
                        figure: "key `s` → last byte in a pty, \(size.width)×\(size.height)", value: key, unit: "ms",
                        floorName: "the same bytes replayed through a pty", floor: floor, goal: .ratio(3)))
            }
        }
        let library = SkinLibrary.load(paths: FileManager.default.fileExists(atPath: "Skins") ? ["Skins"] : [])
        for size in sizes {
            guard let (written, floor) = switchBytes(library: library, size: size) else { continue }
            comparisons.append(
                FloorComparison(
                    figure: "bytes per skin switch (gallery, ncurses), \(size.width)×\(size.height)", value: written, unit: "bytes",
                    floorName: "tight floor (changed cells: changed SGR parts, moves, characters, repeats)", floor: floor, goal: .ratio(1.3)))
        }
        return comparisons
    }

    /// Medians of key → last byte and of its floor, from the release `termskin-pty` beside this
    /// binary running the release `termskin` beside it on ./Skins; nil (said on stderr) without them.
    static func keyToLastByte(size: Size, repeats: Int) -> (key: Double, floor: Double)? {
        let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let termskin = directory.appendingPathComponent("termskin").path
        let pty = directory.appendingPathComponent("termskin-pty").path
        guard FileManager.default.isExecutableFile(atPath: termskin), FileManager.default.isExecutableFile(atPath: pty) else {
            FileHandle.standardError.write(Data("no termskin and termskin-pty beside this binary: build them in release first\n".utf8))
            return nil
        }
        FileHandle.standardError.write(Data("key s → last byte at \(size.width)x\(size.height), \(repeats) presses and their replay…\n".utf8))
        let arguments = [
            "--runs", "1", "--keys", "s", "--repeats", "\(repeats)", "--terminal", "light", "--json",
            "--size", "\(size.width)x\(size.height)", "--", termskin, "--no-watch",
        ]
        guard let report = PtyReport(pty: pty, arguments: arguments), report.exitedCleanly,
            let key = report.median("keys"), let floor = report.median("keyFloor")
        else {
            FileHandle.standardError.write(Data("termskin-pty failed at \(size.width)x\(size.height)\n".utf8))
            return nil
        }
        return (key, floor)
    }

    /// Bytes the ncurses backend wrote for every skin switch of the gallery in turn (`s`, 256
    /// colors, to a file) and the tight floor of the same switches, summed.
    static func switchBytes(library: SkinLibrary, size: Size) -> (written: Double, floor: Double)? {
        HeadlessScreen.with(size: size) { screen in
            let store = SkinStore(catalog: library.catalog, traits: TraitCollection(userInterfaceStyle: .light, colorDepth: .palette256))
            let session = PreviewSession(store: store)
            var shown = session.render(size: size)
            screen.present(shown)
            var floor = RedrawByteFloor(depth: .palette256)
            var written = 0
            var tight = 0
            for _ in library.catalog.names {
                session.handle(.character("s"))
                let canvas = session.render(size: size)
                screen.present(canvas)
                written += screen.lastPresentByteCount
                tight += floor.bytes(from: shown, to: canvas)
                shown = canvas
            }
            return (Double(written), Double(tight))
        }
    }
}
