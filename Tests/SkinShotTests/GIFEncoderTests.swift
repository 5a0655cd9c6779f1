import SkinImageCodec
import Testing

/// Our GIF encoder's LZW, read back by a decoder written from the GIF89a specification here (the
/// end-to-end test reads whole files with Pillow).
struct GIFEncoderTests {
    /// Decodes a GIF LZW stream (codes least significant bit first) into indices.
    static func decode(_ bytes: [UInt8], minimumCodeSize: Int) -> [UInt8]? {
        let clear = 1 << minimumCodeSize
        let end = clear + 1
        var table: [[UInt8]] = []
        func reset() { table = (0..<clear).map { [UInt8($0)] } + [[], []] }
        reset()
        var codeSize = minimumCodeSize + 1
        var bitPosition = 0
        var output: [UInt8] = []
        var previous: [UInt8]?
        while bitPosition + codeSize <= bytes.count * 8 {
            var code = 0
            for bit in 0..<codeSize where bytes[(bitPosition + bit) / 8] >> ((bitPosition + bit) % 8) & 1 == 1 { code |= 1 << bit }
            bitPosition += codeSize
            if code == clear {
                reset()
                codeSize = minimumCodeSize + 1
                previous = nil
                continue
            }
            if code == end { return output }
            let entry: [UInt8]
            if code < table.count { entry = table[code] } else if let previous, code == table.count { entry = previous + [previous[0]] } else { return nil }
            output += entry
            if let previous, table.count < 4096 {
                table.append(previous + [entry[0]])
                if table.count == 1 << codeSize && codeSize < 12 { codeSize += 1 }
            }
            previous = entry
        }
        return nil
    }

    @Test(arguments: [2, 4, 8])
    func lzwRoundTripsThroughTableResets(bits: Int) {
        // A pseudo-random sequence long enough to fill the 4096-code table several times.
        var state: UInt32 = 12_345
        let indices: [UInt8] = (0..<40_000).map { _ in
            state = state &* 1_103_515_245 &+ 12_345
            return UInt8((state >> 16) % UInt32(1 << bits))
        }
        let encoder = LZWEncoder(minimumCodeSize: bits)
        #expect(Self.decode(encoder.encode(indices), minimumCodeSize: encoder.minimumCodeSize) == indices)
        let runs = [UInt8](repeating: 1, count: 30_000) + [UInt8](repeating: 0, count: 5)
        #expect(Self.decode(encoder.encode(runs), minimumCodeSize: encoder.minimumCodeSize) == runs)
        #expect(encoder.encode(runs).count < 1_000, "a long run compresses")
    }

    @Test func framesStoreOnlyTheChangedRectangleAndEqualFramesMerge() {
        var encoder = GIFEncoder(width: 20, height: 10)
        var image = RGBImage(width: 20, height: 10, red: 10, green: 20, blue: 30)
        encoder.add(image, centiseconds: 50)
        image.set(x: 3, y: 4, red: 255, green: 0, blue: 0)
        image.set(x: 6, y: 5, red: 0, green: 255, blue: 0)
        encoder.add(image, centiseconds: 50)
        encoder.add(image, centiseconds: 50)
        #expect(encoder.frameCount == 2, "the third frame equals the second: its delay is added")
        let rect = GIFEncoder.changedRect(from: RGBImage(width: 20, height: 10, red: 10, green: 20, blue: 30), to: image)
        #expect(rect?.0 == 3 && rect?.1 == 4 && rect?.2 == 4 && rect?.3 == 2)
        let bytes = encoder.finish()
        #expect(bytes.starts(with: Array("GIF89a".utf8)) && bytes.last == 0x3B)
        #expect(encoder.approximatedFrames == 0)
    }

    @Test func moreThan256ColorsKeepTheMostFrequentAndApproximateTheRest() {
        var image = RGBImage(width: 300, height: 2)
        for x in 0..<300 { image.set(x: x, y: 0, red: UInt8(x % 256), green: UInt8(x / 256), blue: 0) }
        let (palette, indices, exact) = GIFEncoder.indexed(image)
        #expect(!exact && palette.count == 256 && indices.count == 600)
        #expect(palette.first == 0, "black fills the second row: the most frequent color comes first")
    }
}
