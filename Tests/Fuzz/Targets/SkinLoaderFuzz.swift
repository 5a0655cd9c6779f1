import Foundation
import SkinKit

/// libFuzzer target: skin file bytes (JSON or property list; or a theme file of another tool,
/// which the loader recognizes by its content) → a resolved skin. The first byte picks the file
/// name the loader is told (`.json` or `.plist`), the rest is the file.
let loader = SkinLoader()
let traitSets = [TraitCollection(userInterfaceStyle: .light), TraitCollection(userInterfaceStyle: .dark, contrast: .high)]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSkinLoader(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    guard count > 0 else { return 0 }
    let name = start[0] & 1 == 0 ? "fuzz.json" : "CJSkin.plist"
    let data = Data(bytes: start + 1, count: count - 1)
    let result = loader.load(data: data, file: name)
    for skin in result.skins {
        for traits in traitSets {
            for color in skin.colors.values { _ = color.resolve(in: traits) }
            for font in skin.fonts.values { _ = font.resolve(in: traits) }
            for image in skin.images.values { _ = image.resolve(in: traits) }
        }
    }
    for error in result.errors { _ = error.description }
    return 0
}
