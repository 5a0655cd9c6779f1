/// A small deterministic random generator for the damaged-file tests.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE5_E4B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Damages `bytes` in one to three places: a byte changed to one of `alphabet`, dropped, or
    /// one of `alphabet` inserted.
    mutating func damage(_ bytes: inout [UInt8], alphabet: [UInt8]) {
        for _ in 0..<(1 + Int(next() % 3)) {
            let at = Int(next() % UInt64(bytes.count))
            let byte = alphabet[Int(next() % UInt64(alphabet.count))]
            switch next() % 3 {
            case 0: bytes[at] = byte
            case 1: bytes.remove(at: at)
            default: bytes.insert(byte, at: at)
            }
        }
    }
}
