import FoundationEssentials

/// One `NSColor` as `NSKeyedArchiver` writes it (Terminal.app's profile colors), read into sRGB
/// without AppKit. The archive's objects hold one dictionary with `NSColorSpace`, read as AppKit
/// reads it (GNUstep's `-[NSColor initWithCoder:]` documents the numbers): 1 calibrated RGB and
/// 2 device RGB in `NSRGB` (ASCII `"r g b [a]"`), 3 calibrated white and 4 device white in
/// `NSWhite`. A color in a custom color space (`NSCustomColorSpace`, an ICC profile) carries its
/// own numbers in `NSComponents`: taken as they are for an sRGB profile, converted for Display
/// P3; for any other profile (a display's own) the calibrated `NSRGB` AppKit wrote beside them.
/// Calibrated colors are Apple's Generic RGB, approximated as `ColorSpaceConversion` does;
/// device colors are taken as sRGB.
enum ArchivedColor {
    static func read(_ archive: Data, keyPath: [String]) throws(SkinError) -> RGBColor {
        func failure(_ message: String) -> SkinError { SkinError(keyPath: keyPath, message: message) }
        guard let root = try? PropertyListObjectReader.object(archive) as? [String: Any],
            root["$archiver"] as? String == "NSKeyedArchiver", let objects = root["$objects"] as? [Any]
        else { throw failure("not an archived color (expected an NSKeyedArchiver archive of an NSColor)") }
        let colors = objects.compactMap { $0 as? [String: Any] }.filter { $0["NSColorSpace"] != nil }
        guard colors.count == 1, let color = colors.first, let space = color["NSColorSpace"].flatMap(Self.intValue) else {
            throw failure("not an archived color (expected one NSColor with an NSColorSpace, found \(colors.count))")
        }
        func numbers(_ key: String, count: Int) throws(SkinError) -> [Double] {
            guard let data = color[key] as? Data else { throw failure("an NSColor in color space \(space) without its \(key)") }
            let text = String(decoding: data.prefix { $0 != 0 }, as: UTF8.self)
            let values = text.split(whereSeparator: \.isWhitespace).map { Double($0) }
            guard values.count >= count, values.count <= count + 1, values.allSatisfy({ $0?.isFinite ?? false }) else {
                throw failure("\(key) '\(text.prefix(60))' is not \(count) numbers in 0–1 (and an alpha)")
            }
            return values.compactMap { $0 }.map { min(max($0, 0), 1) }
        }
        var rgb: ColorSpaceConversion.Components
        var alpha = 1.0
        switch space {
        case 1, 2:
            let custom = color["NSCustomColorSpace"] != nil && color["NSComponents"] != nil ? customProfile(objects) : nil
            let values: [Double]
            switch custom {
            case .sRGB: values = try numbers("NSComponents", count: 3)
            case .displayP3:
                let p3 = try numbers("NSComponents", count: 3)
                let converted = ColorSpaceConversion.displayP3ToSRGB((p3[0], p3[1], p3[2]))
                values = [converted.0, converted.1, converted.2] + p3.dropFirst(3)
            case nil: values = try numbers("NSRGB", count: 3)
            }
            rgb = (values[0], values[1], values[2])
            if space == 1, custom == nil { rgb = ColorSpaceConversion.genericRGBToSRGB(rgb) }
            alpha = values.count > 3 ? values[3] : 1
        case 3, 4:
            let values = try numbers("NSWhite", count: 1)
            rgb = (values[0], values[0], values[0])
            if space == 3 { rgb = ColorSpaceConversion.genericRGBToSRGB(rgb) }
            alpha = values.count > 1 ? values[1] : 1
        default:
            throw failure("an NSColor in color space \(space), which is not read (RGB: 1, 2; gray: 3, 4)")
        }
        func byte(_ value: Double) -> UInt8 { UInt8((min(max(value, 0), 1) * 255).rounded()) }
        return RGBColor(red: byte(rgb.0), green: byte(rgb.1), blue: byte(rgb.2), alpha: alpha)
    }

    /// A number as `NSNumber.intValue` gives it (a real truncated, a boolean 0 or 1); nil for a value
    /// that is not a number.
    static func intValue(_ value: Any) -> Int? {
        switch value {
        case let number as Int: number
        case let number as UInt64: Int(truncatingIfNeeded: number)
        case let number as Bool: number ? 1 : 0
        case let number as Double: number > -0x1p63 && number < 0x1p63 ? Int(number) : Int.min
        default: nil
        }
    }

    /// The custom color spaces whose `NSComponents` are read.
    enum Profile { case sRGB, displayP3 }

    /// The color space of the archive's one ICC profile (`NSICC`, kept as `NS.data` or plain
    /// data), when it is one read; nil for none, several or another.
    static func customProfile(_ objects: [Any]) -> Profile? {
        let profiles = objects.compactMap { ($0 as? [String: Any])?["NS.data"] as? Data ?? ($0 as? Data) }
        guard profiles.count == 1, let profile = profiles.first, let description = ICCProfileDescription.of(profile) else { return nil }
        if description.hasPrefix("sRGB") { return .sRGB }
        if description == "Display P3" { return .displayP3 }
        return nil
    }
}
