import Testing

@testable import SkinCurses

/// The cache in front of the backend's style and pair tables: a value comes back only for its own
/// key, a key whose slot was taken by another is simply not found, and `removeAll` forgets all.
struct DirectMappedCacheTests {
    @Test func aValueComesBackForItsOwnKeyOnly() {
        var cache = DirectMappedCache<Int32>()
        #expect(cache.value(for: 7) == nil)
        cache.remember(70, for: 7)
        cache.remember(-1, for: UInt64.max)
        #expect(cache.value(for: 7) == 70)
        #expect(cache.value(for: UInt64.max) == -1)
        #expect(cache.value(for: 8) == nil)
        cache.removeAll()
        #expect(cache.value(for: 7) == nil)
        #expect(cache.value(for: UInt64.max) == nil)
    }

    @Test func aKeyWhoseSlotWasTakenIsNotFoundNeverAnswersWrongly() {
        var cache = DirectMappedCache<UInt64>()
        // 10,000 keys over 256 slots: many share one. Each answer is the key's own value or none.
        let keys = (0..<10_000).map { UInt64($0) &* 0x1_0000_0001 }
        for key in keys { cache.remember(key &+ 1, for: key) }
        var found = 0
        for key in keys {
            guard let value = cache.value(for: key) else { continue }
            #expect(value == key &+ 1)
            found += 1
        }
        #expect(found > 0 && found <= 256)
        #expect(cache.value(for: keys[keys.count - 1]) == keys[keys.count - 1] &+ 1, "the last one kept its slot")
    }
}
