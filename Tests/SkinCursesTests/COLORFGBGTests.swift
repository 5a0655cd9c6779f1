import SkinKit
import Testing

@testable import SkinCurses

struct COLORFGBGTests {
    @Test(arguments: [
        ("15;0", UserInterfaceStyle.dark), ("0;15", .light), ("15;default;0", .dark), ("0;default;15", .light),
        ("7;8", .dark), ("0;7", .light), ("15;4", .dark), ("0;11", .light), ("15;234", .dark), ("0;255", .light),
    ])
    func lastFieldIsTheBackground(value: String, expected: UserInterfaceStyle) {
        #expect(BackgroundProbe.parseCOLORFGBG(value) == expected)
    }

    @Test(arguments: ["", "15;default", "15;", "abc", "15;256", "15;-1"])
    func unusableValuesGiveNil(value: String) {
        #expect(BackgroundProbe.parseCOLORFGBG(value) == nil)
    }
}
