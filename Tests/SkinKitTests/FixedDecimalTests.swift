import Foundation
import SkinKit
import Testing

/// Ratios, distances and components are formatted without Foundation (`FixedDecimal`): the text
/// must be the one `String(format:)` gives, ties and all, or lint's findings and screens would change.
struct FixedDecimalTests {
    @Test func formatsAsPrintfDoes() {
        // Exact ties (k/8, k/16, k/32 are exact in binary: printf rounds them half to even), values
        // just off a tie, the ends of the range, and 20,000 contrast ratios and distances.
        var values: [Double] = (0..<2_000).map { Double($0) / 8 } + (0..<2_000).map { Double($0) / 32 }
        values += [
            1.005, 2.675, 4.495, 4.5, 4.505, 1.0, 21.0, 0.05, 0.0625, 0.125, 0.375, 999_999.995, 0.007, 1e-9, 0, 1_234_567.891,
            -0.0, -0.001, -2.675, 0.0005, 0.0015, 0x1p-11, 0x1p-12, 0x1p52, 0x1p53 + 2, 9.007e15, 1e18, 0x1p63 - 1024, .leastNonzeroMagnitude,
            .leastNormalMagnitude / 3,
        ]
        var seed: UInt64 = 0x2545_F491_4F6C_DD1D
        for _ in 0..<20_000 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let unit = Double(seed >> 11) / Double(1 << 53)
            values.append(1 + 20 * unit)
            values.append(100 * unit)
        }
        var differences: [String] = []
        for value in values {
            for places in [1, 2, 3] {
                let expected = String(format: "%.\(places)f", value)
                let found = FixedDecimal.text(value, places: places)
                if found != expected { differences.append("\(value) %.\(places)f: \(found) ≠ \(expected)") }
            }
        }
        #expect(differences.isEmpty, "\(differences.prefix(10))")
    }

    @Test func writesNonFiniteValuesAsPrintfDoes() {
        for value in [Double.infinity, -Double.infinity, Double.nan] {
            #expect(FixedDecimal.text(value, places: 2) == String(format: "%.2f", value))
        }
    }
}
