/// GIF's variable-length LZW (GIF89a appendix F): color indices in, the code stream's bytes out,
/// codes packed least significant bit first; the table is cleared when it holds 4096 codes.
public struct LZWEncoder {
    /// The smallest code size (2…8): bits of the largest color index, at least 2.
    public let minimumCodeSize: Int

    public init(minimumCodeSize: Int) {
        self.minimumCodeSize = min(8, max(2, minimumCodeSize))
    }

    /// The compressed stream of `indices` (each below `1 << minimumCodeSize`), clear code first
    /// and end-of-information last.
    public func encode(_ indices: [UInt8]) -> [UInt8] {
        var writer = BitWriter()
        let clearCode = 1 << minimumCodeSize
        var codeSize = minimumCodeSize + 1
        var lastCode = clearCode + 1
        // The table as a flat array indexed by (prefix code << 8 | index): each slot holds the
        // table's generation (bumped at every clear) above the code, so a clear costs nothing.
        var table = [UInt32](repeating: 0, count: 4096 << 8)
        var generation: UInt32 = 1
        writer.write(clearCode, bits: codeSize)
        var current = -1
        for index in indices {
            let value = Int(index)
            guard current >= 0 else {
                current = value
                continue
            }
            let key = current << 8 | value
            let slot = table[key]
            if slot >> 16 == generation {
                current = Int(slot & 0xFFFF)
                continue
            }
            writer.write(current, bits: codeSize)
            lastCode += 1
            table[key] = generation << 16 | UInt32(lastCode)
            if lastCode >= 1 << codeSize { codeSize += 1 }
            if lastCode == 4095 {
                writer.write(clearCode, bits: codeSize)
                generation += 1
                codeSize = minimumCodeSize + 1
                lastCode = clearCode + 1
            }
            current = value
        }
        if current >= 0 {
            writer.write(current, bits: codeSize)
            // The decoder adds one more table entry on reading that code, and may grow its code size.
            if lastCode + 1 >= 1 << codeSize && codeSize < 12 { codeSize += 1 }
        }
        writer.write(clearCode + 1, bits: codeSize)
        return writer.finish()
    }

    /// Packs codes least significant bit first.
    private struct BitWriter {
        var bytes: [UInt8] = []
        var buffer = 0
        var count = 0

        mutating func write(_ code: Int, bits: Int) {
            buffer |= code << count
            count += bits
            while count >= 8 {
                bytes.append(UInt8(buffer & 0xFF))
                buffer >>= 8
                count -= 8
            }
        }

        mutating func finish() -> [UInt8] {
            if count > 0 { bytes.append(UInt8(buffer & 0xFF)) }
            return bytes
        }
    }
}
