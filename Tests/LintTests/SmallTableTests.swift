import Testing

@testable import Lint

/// `SmallTable` finds what was added, in order, before and after it starts hashing.
struct SmallTableTests {
    @Test func findsEveryValueAcrossTheSearchedLimit() {
        var table = SmallTable<String, Int>()
        let count = 3 * SmallTable<String, Int>.searchedLimit
        for number in 0..<count {
            #expect(table["k\(number)"] == nil)
            #expect(table.append(number * 10, for: "k\(number)") == number)
            // Every key added so far is still found, at its place.
            for earlier in stride(from: 0, through: number, by: 7) { #expect(table["k\(earlier)"] == earlier * 10) }
        }
        let position = table.position(of: "k5")
        #expect(position == 5)
        table[position: 5] += 1
        #expect(table["k5"] == 51)
        #expect(table.all == (0..<count).map { $0 == 5 ? 51 : $0 * 10 })
        #expect(table["missing"] == nil)
    }
}
