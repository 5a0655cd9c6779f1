import Foundation
import SkinKit
import SkinShot
import SkinUI

/// Release-mode benchmarks: `swift run -c release termskin-bench`. Prints medians of skin and trait
/// switches of the gallery and with N subscribed widgets, and the bytes the ncurses backend writes for a skin switch.
let arguments = CommandLine.arguments.dropFirst()
let quick = arguments.contains("--quick")
/// `--gallery`: only the gallery case (for re-measuring after gallery changes, and for profiling).
let galleryOnly = arguments.contains("--gallery")
/// `--picker`: only the picker's cases.
let pickerOnly = arguments.contains("--picker")
/// `--present`: only keys s and d through the ncurses backend (for profiling the key path).
let presentOnly = arguments.contains("--present")

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}

func milliseconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
}

/// `--floors-only WORD`: only the floor benchmarks whose name contains WORD (start-up, switches, key, lint).
if arguments.contains("--floors") || arguments.contains("--floors-only") {
    let word = arguments.firstIndex(of: "--floors-only").map { arguments.index(after: $0) }
    let only = word.flatMap { $0 < arguments.endIndex ? arguments[$0] : nil }
    FloorBenchmarks.run(quick: quick, only: only)
    exit(0)
}

if arguments.contains("--startup") {
    print("Start-up with 10, 1,000 and 5,000 skin files in --skins-dir (issue 23: the 5,000 case within 1.3× the 10 case)")
    StartupBenchmark.run(repetitions: quick ? 11 : 31)
    exit(0)
}

let library = SkinLibrary.load(paths: FileManager.default.fileExists(atPath: "Skins") ? ["Skins"] : [])
print("termskin-bench — skins: \(library.catalog.names.joined(separator: ", "))")
print("")
if !presentOnly {
    print("The picker (t) with \(PickerBenchmark.entryCount) skins listed (the shipped ones and renamed copies); the issue's bounds: 5 ms, 2 ms")
    let pickerCatalog = PickerBenchmark.catalog(from: library)
    for size in GalleryBenchmark.sizes {
        guard let result = PickerBenchmark.highlight(catalog: pickerCatalog, size: size, repetitions: quick ? 51 : 1_001) else {
            print("  could not open a headless ncurses screen")
            break
        }
        print(
            String(
                format: "  %3dx%-3d  highlight ↓ → frame written %7.3f ms (CPU %.3f) (medians, %d entries; opening the picker %.1f ms)",
                size.width, size.height, result.wall, result.cpu, result.entries, result.open))
    }
    let filter = PickerBenchmark.filtering(catalog: pickerCatalog, rounds: quick ? 3 : 20)
    print(
        String(
            format: "  filter one keystroke over %d names: %7.3f ms median, %.3f ms 99th percentile (CPU %.3f), %.3f ms slowest (entries made in %.1f ms)",
            filter.entries, filter.median, filter.p99, filter.cpuP99, filter.slowest, filter.making))
    print("")
    if pickerOnly { exit(0) }
    print("The gallery (PreviewSession, 256 colors as in xterm-256color): skin switch + render, trait switch + render; the issue's bound: 1 ms median")
    for size in GalleryBenchmark.sizes {
        let result = GalleryBenchmark.run(library: library, size: size, repetitions: quick ? 21 : 201)
        print(
            String(
                format: "  %3dx%-3d  skin switch %7.3f ms (CPU %.3f)   trait switch %7.3f ms (CPU %.3f)   (medians, %d skins in turn)",
                size.width, size.height, result.skin, result.skinCPU, result.trait, result.traitCPU, result.skins))
    }
    print("")
}
print("Keys s and d in turn as the previewer handles them: switch + render + ncurses writing the frame (to a file, xterm-256color)")
for size in GalleryBenchmark.sizes {
    guard let result = PresentBenchmark.run(library: library, size: size, repetitions: quick ? 21 : 201) else {
        print("  could not open a headless ncurses screen")
        break
    }
    print(
        String(
            format: "  %3dx%-3d  key → frame written %7.3f ms (CPU %.3f, of which the ncurses backend %.3f), %d bytes (medians);"
                + " ncurses formatted %d parameterized strings a frame, %d from the memo",
            size.width, size.height, result.wall, result.cpu, result.presentCPU, result.bytes, result.formats.asked,
            result.formats.answered))
}
if galleryOnly || presentOnly { exit(0) }
print("")
print("Skin and trait switch with N subscribed widgets in a scrolling page (resolve + relayout + render 120x40)")
print("A view's refreshSkin runs before it is next laid out or drawn, so rows out of sight cost a layout step.")
print("        N    skin switch   trait switch")
var skinSwitchTimes: [Int: Double] = [:]
for count in quick ? [100, 1_000] : [100, 1_000, 10_000, 100_000] {
    let (skinTimes, traitTimes) = SubscribedRowsBenchmark.run(library: library, count: count, runs: count >= 100_000 ? 11 : 31)
    let skin = median(skinTimes)
    let trait = median(traitTimes)
    skinSwitchTimes[count] = skin
    print(String(format: "%9d %11.3f ms %11.3f ms", count, skin, trait))
}
let counts = skinSwitchTimes.keys.sorted()
for (low, high) in zip(counts, counts.dropFirst()) {
    if let a = skinSwitchTimes[low], let b = skinSwitchTimes[high] {
        print(String(format: "  added cost per widget from N=%d to N=%d: %.1f ns", low, high, (b - a) / Double(high - low) * 1_000_000))
    }
}

print("")
print("Objects (not views) subscribed with SkinStore.refreshSkin: every closure runs at once on a skin switch")
for count in quick ? [1_000] : [1_000, 100_000] {
    final class Subscriber { var color = RGBColor.black }
    let store = SkinStore(catalog: library.catalog)
    let subscribers = (0..<count).map { _ in Subscriber() }
    for subscriber in subscribers { store.refreshSkin(subscriber) { $0.color = store.resolvedColor("text") } }
    var times: [Double] = []
    for _ in 0..<11 { times.append(milliseconds { store.selectSkin(offset: 1) }) }
    print(String(format: "%9d %11.3f ms  (%.0f ns per subscriber)", count, median(times), median(times) / Double(count) * 1_000_000))
    withExtendedLifetime(subscribers) {}
}

print("")
print("Bytes the ncurses backend writes for one skin switch (gallery 120x40, xterm-256color)")
for (from, to) in [("default", "ocean"), ("ocean", "sunset"), ("sunset", "jade")] where library.catalog[to] != nil {
    guard let result = OutputBytes.measure(library: library, size: Size(width: 120, height: 40), from: from, to: to) else {
        print("  could not open a headless ncurses screen")
        break
    }
    print(
        String(
            format: "  %@ → %@: %6d bytes written, minimum %6d, ratio %.2f", from, to, result.written, result.minimum,
            Double(result.written) / Double(max(1, result.minimum))))
}

print("")
print("100 screenshots from a script (gallery 100x30, skin and trait changes between shots)")
for format in [ScreenshotFormat.txt, .ansi, .svg, .html] {
    var lines = ["size 100x30"]
    for index in 0..<100 {
        lines.append(index % 2 == 0 ? "key s" : "key d")
        lines.append("shot shot-\(index) \(format.rawValue)")
    }
    let runner = ScriptRunner(loadSkins: { library })
    guard let script = try? ScreenshotScript.parse(lines.joined(separator: "\n"), file: "bench.script") else { break }
    var times: [Double] = []
    var bytes = 0
    for _ in 0..<(quick ? 1 : 5) {
        times.append(
            milliseconds {
                let shots = (try? runner.run(script)) ?? []
                bytes = shots.reduce(0) { $0 + $1.data.count }
            })
    }
    print(String(format: "  %@: %7.1f ms for 100 shots (median of %d), %d bytes", format.rawValue, median(times), times.count, bytes))
}

print("")
print("A shot at the maximum size, \(Size.maximum.width)x\(Size.maximum.height) (the bound: 1 s in a text format, 4 s for a PNG)")
for format in ScreenshotFormat.allCases {
    let runner = ScriptRunner(loadSkins: { library })
    guard let script = try? ScreenshotScript.parse("size \(Size.maximum)\ntrait dark\nshot big \(format.rawValue)", file: "big.script") else { break }
    var times: [Double] = []
    var bytes = 0
    for _ in 0..<(quick ? 1 : 3) {
        times.append(milliseconds { bytes = ((try? runner.run(script)) ?? []).first?.data.count ?? 0 })
    }
    print(String(format: "  %@: %7.1f ms (median of %d), %d bytes", format.rawValue, median(times), times.count, bytes))
}

print("")
print("termskin import of \(ImportBenchmark.fileCount) scheme files at once (read, convert, write; the issue's bound: 2 s)")
if let result = ImportBenchmark.run(repetitions: quick ? 1 : 5) {
    print(String(format: "  %7.1f ms (median), %d skins written, %d errors", result.milliseconds, result.written, result.errors))
} else {
    print("  skipped: run from the package folder (reads \(ImportBenchmark.dataFolder))")
}

print("")
print("Start-up with 10, 1,000 and 5,000 skin files in --skins-dir (issue 23: the 5,000 case within 1.3× the 10 case)")
StartupBenchmark.run(repetitions: quick ? 11 : 31)
