import SkinKit
import Testing

/// The vision simulation against values published by DaltonLens (`daltonlens` 0.1.5 on PyPI:
/// `Simulator_Machado2009` for protanopia and deuteranopia, `Simulator_Brettel1997` for tritanopia,
/// severity 1.0, 8-bit sRGB in and out), computed outside this project. Machado's matrices are the
/// same published ones: channels agree within 2 (rounding). For tritanopia this project uses the C
/// library's precomputed matrices (libDaltonLens), while the Python package computes its planes
/// from its LMS model: they agree within 3 (pure blue: #006288 here, #005F86 there).
struct VisionDeficiencyTests {
    static let inputs: [UInt32] = [0xFF0000, 0x00FF00, 0x0000FF, 0xFFFF00, 0x34C759, 0xFF3B30, 0x808080]
    static let expected: [VisionDeficiency: [UInt32]] = [
        .protanopia: [0x6C5F00, 0xFEE500, 0x0058FE, 0xFEF300, 0xC9B54E, 0x796C2B, 0x808080],
        .deuteranopia: [0xA39000, 0xEED63A, 0x003DFB, 0xFEF931, 0xB8A961, 0xA99725, 0x807F80],
        .tritanopia: [0xFE004E, 0x7BEAFE, 0x005F86, 0xFEEFF2, 0x66B9D4, 0xFE305F, 0x808080],
    ]

    @Test(arguments: [VisionDeficiency.protanopia, .deuteranopia, .tritanopia])
    func matchesDaltonLens(vision: VisionDeficiency) throws {
        let expected = try #require(Self.expected[vision])
        for (input, want) in zip(Self.inputs, expected) {
            let seen = vision.simulate(RGBColor(hex: input))
            let reference = RGBColor(hex: want)
            let channels = [(seen.red, reference.red), (seen.green, reference.green), (seen.blue, reference.blue)]
            let tolerance = vision == .tritanopia ? 3 : 2
            #expect(
                channels.allSatisfy { abs(Int($0.0) - Int($0.1)) <= tolerance },
                "\(vision) of \(RGBColor(hex: input).hexString): \(seen.hexString), DaltonLens \(reference.hexString)")
        }
    }

    @Test func achromatopsiaKeepsOnlyLuminance() {
        for input in Self.inputs.map({ RGBColor(hex: $0) }) {
            let seen = VisionDeficiency.achromatopsia.simulate(input)
            #expect(seen.red == seen.green && seen.green == seen.blue)
            #expect(abs(seen.relativeLuminance - input.relativeLuminance) < 0.01, "luminance is kept")
        }
    }

    @Test func normalVisionAndGraysAreUnchanged() {
        for vision in VisionDeficiency.allCases {
            #expect(vision.simulate(.white) == .white && vision.simulate(.black) == .black, "\(vision)")
        }
        #expect(VisionDeficiency.normal.simulate(RGBColor(hex: 0x34C759)) == RGBColor(hex: 0x34C759))
    }

    @Test func redAndGreenCollapseForDeuteranopesOnly() {
        let red = RGBColor(hex: 0xFF3B30)
        let green = RGBColor(hex: 0x34C759)
        func distance(_ vision: VisionDeficiency) -> Double {
            CIELAB(vision.simulate(red)).deltaE2000(CIELAB(vision.simulate(green)))
        }
        #expect(distance(.normal) > 40)
        #expect(distance(.deuteranopia) < 10)
        #expect(distance(.tritanopia) > 10)
    }
}
