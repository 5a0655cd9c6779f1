import Foundation
import SkinShot

/// libFuzzer target: screenshot script text → commands or placed errors.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScriptParser(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    do {
        let script = try ScreenshotScript.parse(text, file: "fuzz.script")
        _ = script.commands.count
    } catch {
        _ = "\(error)"
    }
    return 0
}
