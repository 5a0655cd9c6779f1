import Testing

@testable import SkinCurses

struct ColorPairTableTests {
    private typealias Colors = ColorPairTable.Colors

    /// `count` distinct foreground/background combinations, deterministic.
    private func distinctColors(_ count: Int) -> [Colors] {
        (0..<count).map { Colors(foreground: Int32($0 * 7919 % 16_777_216), background: Int32($0)) }
    }

    @Test func capacityLeavesPairZeroForTheTerminalDefault() {
        #expect(ColorPairTable(colorPairs: 64).capacity == 63)
        #expect(ColorPairTable(colorPairs: 65_536).capacity == 65_535)
        #expect(ColorPairTable(colorPairs: 0).capacity == 0)
    }

    @Test(arguments: [64, 256, 1000])
    func neverHandsOutMoreThanItsCapacity(colorPairs: Int) {
        var table = ColorPairTable(colorPairs: colorPairs)
        var handedOut = Set<Int32>()
        var fullAnswers = 0
        for colors in distinctColors(1500) {
            switch table.assign(colors) {
            case .added(let pair):
                #expect((1...Int32(table.capacity)).contains(pair))
                #expect(handedOut.insert(pair).inserted, "pair \(pair) handed out twice")
            case .existing:
                Issue.record("distinct colors must not share a pair")
            case .full:
                fullAnswers += 1
            }
            #expect(table.count <= table.capacity)
        }
        #expect(handedOut.count == min(1500, colorPairs - 1))
        #expect(fullAnswers == 1500 - handedOut.count)
    }

    @Test func repeatedColorsReuseTheirPair() {
        var table = ColorPairTable(colorPairs: 64)
        let colors = distinctColors(40)
        var first: [Colors: Int32] = [:]
        for c in colors {
            guard case .added(let pair) = table.assign(c) else {
                Issue.record("expected a new pair")
                return
            }
            first[c] = pair
        }
        for _ in 0..<5 {
            for c in colors.shuffled() {
                #expect(table.assign(c) == .existing(first[c] ?? -1))
            }
        }
        #expect(table.count == 40)
    }

    @Test func terminalDefaultIsAlwaysPairZero() {
        var table = ColorPairTable(colorPairs: 2)
        #expect(table.assign(.terminalDefault) == .existing(0))
        #expect(table.assign(Colors(foreground: 1, background: 2)) == .added(1))
        #expect(table.assign(Colors(foreground: 3, background: 4)) == .full)
        #expect(table.assign(.terminalDefault) == .existing(0))
    }

    @Test func removeAllStartsOverAtPairOne() {
        var table = ColorPairTable(colorPairs: 4)
        for c in distinctColors(3) { _ = table.assign(c) }
        #expect(table.isFull)
        table.removeAll()
        #expect(table.count == 0)
        #expect(table.assign(Colors(foreground: 9, background: 9)) == .added(1))
    }

    @Test func closestPairPrefersTheSameBackground() {
        var table = ColorPairTable(colorPairs: 3)
        _ = table.assign(Colors(foreground: 1, background: 10))
        _ = table.assign(Colors(foreground: 2, background: 20))
        #expect(table.closestPair(for: Colors(foreground: 5, background: 20)) == 2)
        #expect(table.closestPair(for: Colors(foreground: 1, background: 10)) == 1)
        #expect(table.closestPair(for: Colors(foreground: 5, background: 30)) == 0)
    }
}
