import Foundation
import SkinShot

/// libFuzzer target: screenshot bytes → the ANSI, SVG, HTML and plain-text decoders used by
/// golden comparison. The first byte picks the decoder.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDecoders(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    guard count > 0 else { return 0 }
    let data = Data(bytes: start + 1, count: count - 1)
    switch start[0] % 4 {
    case 0: _ = try? ANSIDecoder().decode(data)
    case 1: _ = try? SVGDecoder().decode(data)
    case 2: _ = try? HTMLDecoder().decode(data)
    default: _ = try? PlainTextDecoder().decode(data)
    }
    return 0
}
