import Foundation
import Testing

@testable import SkinKit

/// iTerm2 colors in other color spaces, converted to sRGB.
@Suite struct ColorSpaceTests {
    func color(_ r: Double, _ g: Double, _ b: Double, space: String?) throws -> RGBColor {
        var components: [String: Any] = ["Red Component": r, "Green Component": g, "Blue Component": b]
        if let space { components["Color Space"] = space }
        return try ITermColorsReader.color(components, keyPath: ["Ansi 0 Color"])
    }

    @Test func sRGBAndAMissingSpaceAreTakenAsTheyAre() throws {
        #expect(try color(1, 0.5, 0, space: "sRGB").hexString == "#FF8000")
        #expect(try color(1, 0.5, 0, space: nil).hexString == "#FF8000")
    }

    @Test func displayP3IsConvertedAndClippedToSRGB() throws {
        // Grays are the same in both; P3's pure red lies outside sRGB and clips to sRGB red;
        // P3 (0.5, 0.7, 0.3) through the P3-D65 → sRGB matrix is #70B439 (computed independently).
        #expect(try color(0.6, 0.6, 0.6, space: "P3").hexString == "#999999")
        #expect(try color(1, 0, 0, space: "P3").hexString == "#FF0000")
        #expect(try color(0.5, 0.7, 0.3, space: "P3").hexString == "#70B439")
    }

    @Test func genericRGBIsApproximatedAsGamma18() throws {
        // 0.5^1.8 = 0.287 linear, which sRGB encodes as 0.572: #929292.
        #expect(try color(0.5, 0.5, 0.5, space: "Calibrated").hexString == "#929292")
        #expect(try color(1, 1, 1, space: "Generic RGB").hexString == "#FFFFFF")
    }

    @Test func anUnknownSpaceIsAnErrorWithItsKey() {
        let error = #expect(throws: SkinError.self) { try color(1, 1, 1, space: "CMYK") }
        #expect(error?.keyPath == ["Ansi 0 Color", "Color Space"])
    }

    /// Found by the CLI fuzzer: a `<real>NaN</real>` component passed the 0–1 clamp (NaN compares
    /// false) and trapped converting to a channel; an alpha of NaN trapped later, when composited.
    @Test func aNaNOrInfiniteComponentIsAnErrorWithItsKey() {
        for (key, value) in [("Red Component", Double.nan), ("Blue Component", -Double.infinity), ("Alpha Component", Double.nan)] {
            var components: [String: Any] = ["Red Component": 1.0, "Green Component": 0.5, "Blue Component": 0.0]
            components[key] = value
            let error = #expect(throws: SkinError.self) { try ITermColorsReader.color(components, keyPath: ["Ansi 0 Color"]) }
            #expect(error?.keyPath == ["Ansi 0 Color", key])
        }
        #expect(RGBColor(red: 1, green: 2, blue: 3, alpha: .nan).composited(over: .white) == RGBColor(red: 1, green: 2, blue: 3))
    }
}
