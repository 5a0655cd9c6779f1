import Testing

@testable import SkinKit

struct DynamicTests {
    let red = RGBColor(hex: 0xFF0000), blue = RGBColor(hex: 0x0000FF)
    let light = TraitCollection(userInterfaceStyle: .light)
    let dark = TraitCollection(userInterfaceStyle: .dark)

    @Test func variantsResolveByStyleAndContrast() {
        let value = Dynamic(light: red, dark: blue, darkHighContrast: .white)
        #expect(value.resolve(in: light) == red)
        #expect(value.resolve(in: dark) == blue)
        #expect(value.resolve(in: TraitCollection()) == red, "unspecified resolves as light")
        #expect(value.resolveVariant(in: TraitCollection(userInterfaceStyle: .dark, contrast: .high)) == (.white, .darkHighContrast))
        #expect(
            value.resolveVariant(in: TraitCollection(userInterfaceStyle: .light, contrast: .high)) == (red, .light),
            "no light high-contrast variant: the light one")
    }

    @Test func providerIsCalledWithTheTraits() {
        let value = Dynamic<RGBColor> { $0.colorDepth == .palette8 ? .black : .white }
        #expect(value.resolve(in: TraitCollection(colorDepth: .palette8)) == .black)
        #expect(value.resolve(in: TraitCollection(colorDepth: .truecolor)) == .white)
        #expect(value.isDynamic)
        #expect(!Dynamic(red).isDynamic)
    }

    @Test func derivedValuesStayDynamic() {
        let value = Dynamic(light: red, dark: blue)
        let faded = value.withAlpha(0.5)
        #expect(faded.isDynamic)
        #expect(faded.resolve(in: light) == red.withAlpha(0.5))
        #expect(faded.resolve(in: dark) == blue.withAlpha(0.5))
        let mixed = value.blended(with: Dynamic(.white), fraction: 0.5)
        #expect(mixed.resolve(in: dark) == RGBColor(red: 128, green: 128, blue: 255))
        #expect(value.lighter(by: 1).resolve(in: dark) == .white)
        #expect(value.darker(by: 1).resolve(in: light) == .black)
    }

    @Test func traitChangesThatMatterForColor() {
        #expect(light.hasDifferentColorAppearance(comparedTo: dark))
        #expect(!light.hasDifferentColorAppearance(comparedTo: TraitCollection(userInterfaceStyle: .unspecified)))
        #expect(light.hasDifferentColorAppearance(comparedTo: TraitCollection(userInterfaceStyle: .light, contrast: .high)))
        #expect(light.hasDifferentColorAppearance(comparedTo: nil))
        let overridden = light.applying(TraitOverrides(userInterfaceStyle: .dark))
        #expect(overridden.userInterfaceStyle == .dark && overridden.contrast == .normal)
    }
}
