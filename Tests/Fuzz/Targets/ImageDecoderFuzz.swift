import SkinImageCodec

/// libFuzzer target: image file bytes → `ImageDecoder.decode` (libpng / libjpeg-turbo), a bitmap
/// or a placed error, never a crash. A decoded bitmap's size is checked against its dimensions.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzImageDecoder(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: start, count: count))
    do {
        let bitmap = try ImageDecoder.decode(bytes)
        if bitmap.pixels.count != bitmap.width * bitmap.height * 4 || bitmap.width > ImageDecoder.maximumSide
            || bitmap.height > ImageDecoder.maximumSide || bitmap.width * bitmap.height > ImageDecoder.maximumPixels
        {
            fatalError("bitmap of \(bitmap.width)×\(bitmap.height) holds \(bitmap.pixels.count) bytes")
        }
    } catch {
        _ = error.message
    }
    return 0
}
