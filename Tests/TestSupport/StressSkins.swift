import Foundation

/// The large and hostile skin files of issue 14, made in code (the same bytes for the loader's
/// tests and lint's), so that no 10 MB file sits in the repository.
public enum StressSkins {
    /// 10,000 keys that all name the head of a 256-long macro chain (the fuzzer's hang); with
    /// `heads` over 1, key `k<i>` names step `i % heads` of the chain instead.
    public static func macroFanOut(keys: Int = 10_000, chain: Int = 256, heads: Int = 1) -> String {
        var defines: [String] = (0..<(chain - 1)).map { "\"f\($0)\": \"d(f\($0 + 1))\"" }
        defines.append("\"f\(chain - 1)\": \"#102030\"")
        let colors = (0..<keys).map { "\"k\($0)\": \"d(f\($0 % max(1, heads)))\"" }
        return "{\"fan\": {\"Define\": {\n\(defines.joined(separator: ",\n"))\n},\n\"Color\": {\n\(colors.joined(separator: ",\n"))\n}}}"
    }

    /// Four skins of 90,000 plain colors each (`color00000` … `color89999`): just under the 10 MB limit.
    public static func tenMegabyteSkin() -> Data { colorSkins(skins: 4, colors: 90_000) }

    /// `skins` skins of `colors` plain colors each, one key a line (`colors` up to 100,000): ~29 bytes a color.
    public static func colorSkins(skins: Int, colors: Int) -> Data {
        func padded(_ text: String, _ width: Int) -> String { String(repeating: "0", count: max(0, width - text.count)) + text }
        var text = "{\n"
        for skin in 0..<skins {
            if skin > 0 { text += ",\n" }
            let lines = (0..<colors).map { index in
                "    \"color\(padded(String(index), 5))\": \"#\(padded(String((index * 2_654_435_761) & 0xFFFFFF, radix: 16, uppercase: true), 6))\""
            }
            text += "  \"skin\(skin)\": { \"Color\": {\n\(lines.joined(separator: ",\n"))\n  } }"
        }
        return Data((text + "\n}\n").utf8)
    }

    /// `count` skins of one color each (`s00000` … setting `key`): 99,999 make a 4 MB file, inside
    /// every limit, whose cost is per skin rather than per byte (issue 20, item 6).
    public static func manySmallSkins(count: Int = 99_999, key: String = "text") -> Data {
        var text = "{\n"
        text.reserveCapacity(count * 40)
        for index in 0..<count {
            let name = String(index)
            text += "\"s" + String(repeating: "0", count: max(0, 5 - name.count)) + name + "\": {\"Color\": {\"" + key + "\": \"#"
            text += String((index * 2_654_435_761) & 0xFFFFFF, radix: 16, uppercase: true).leftPadded(to: 6) + "\"}}"
            text += index + 1 < count ? ",\n" : "\n"
        }
        return Data((text + "}\n").utf8)
    }

    /// The wall time of `body`, the best of `runs` (the loader and lint use both cores on large files,
    /// so one thread's CPU time would leave out half their work).
    public static func bestWallTime(runs: Int = 3, _ body: () throws -> Void) rethrows -> Duration {
        var best = Duration.seconds(Int64.max)
        let clock = ContinuousClock()
        for _ in 0..<runs { best = min(best, try clock.measure(body)) }
        return best
    }

    /// The wall times of `work` and of `baseline`, each the best of `runs`, run by turns so that both
    /// meet the same load (the tests run beside each other, CI beside other jobs).
    public static func wallTimes(runs: Int = 2, _ work: () throws -> Void, against baseline: () throws -> Void) rethrows
        -> (work: Duration, baseline: Duration)
    {
        var best = (work: Duration.seconds(Int64.max), baseline: Duration.seconds(Int64.max))
        let clock = ContinuousClock()
        for _ in 0..<runs {
            best.work = min(best.work, try clock.measure(work))
            best.baseline = min(best.baseline, try clock.measure(baseline))
        }
        return best
    }
}

extension String {
    /// The string with `0`s in front up to `width` characters.
    fileprivate func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
