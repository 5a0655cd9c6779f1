/// A small cache in front of a dictionary for a loop that asks for a few keys over and over (the
/// backend's styles and color pairs, about 1,300 asks a frame): 256 slots of one entry, chosen by
/// a multiplicative hash of the key, each new entry taking its slot's place. A hit costs a multiply
/// and a compare where a `Dictionary` lookup hashes the key in full (SipHash, about 150
/// instructions).
struct DirectMappedCache<Value> {
    /// The slots are `1 << slotBits`.
    private static var slotBits: Int { 8 }
    private var entries: [(key: UInt64, value: Value)?]

    init() {
        entries = Array(repeating: nil, count: 1 << Self.slotBits)
    }

    /// The value remembered for `key`, if its slot still holds it.
    func value(for key: UInt64) -> Value? {
        guard let entry = entries[Self.slot(of: key)], entry.key == key else { return nil }
        return entry.value
    }

    /// Remembers `value` for `key`, in place of whatever its slot held.
    mutating func remember(_ value: Value, for key: UInt64) {
        entries[Self.slot(of: key)] = (key, value)
    }

    /// Forgets every entry.
    mutating func removeAll() {
        for index in entries.indices { entries[index] = nil }
    }

    private static func slot(of key: UInt64) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - slotBits))
    }
}

extension DirectMappedCache: Sendable where Value: Sendable {}
