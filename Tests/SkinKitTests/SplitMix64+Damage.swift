import TestSupport

extension SplitMix64 {
    /// Damages `bytes` in one to three places: a byte changed to one of `alphabet`, dropped, or
    /// one of `alphabet` inserted (the damaged-file tests).
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
