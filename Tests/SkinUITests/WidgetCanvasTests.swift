import SkinKit
import Testing

@testable import SkinUI

/// Every widget in every state, drawn alone in the embedded default skin (light), compared whole:
/// text, then one legend letter per cell, then the legend.
struct WidgetCanvasTests {
    typealias Look = CanvasPicture.Look
    static let page = RGBColor(hex: 0xF2F2F7)
    static let ink = RGBColor(hex: 0x1C1C1E)
    static let blue = RGBColor(hex: 0x007AFF)

    private func picture(_ view: View, _ width: Int, _ height: Int = 1, _ legend: [Character: Look]) -> String {
        WidgetStage.picture(view, width, height, legend)
    }

    @Test func buttonInEachState() {
        let normal = Button("OK")
        #expect(
            picture(normal, 8, 1, ["B": Look(nil, on: RGBColor(hex: 0x0066CC)), "b": Look(.white, on: RGBColor(hex: 0x0066CC), [.bold])]) == """
                   OK   \n
                BBBbbBBB

                B: blank on #0066CC
                b: #FFFFFF on #0066CC bold
                """)
        let held = Button("OK")
        held.isHighlighted = true
        #expect(
            picture(held, 8, 1, ["H": Look(nil, on: RGBColor(hex: 0x0051A8)), "h": Look(.white, on: RGBColor(hex: 0x0051A8), [.bold])]) == """
                   OK   \n
                HHHhhHHH

                H: blank on #0051A8
                h: #FFFFFF on #0051A8 bold
                """)
        let off = Button("OK")
        off.isEnabled = false
        #expect(
            picture(off, 8, 1, ["D": Look(nil, on: RGBColor(hex: 0xE5E5EA)), "d": Look(RGBColor(hex: 0xAEAEB2), on: RGBColor(hex: 0xE5E5EA), [.bold])]) == """
                   OK   \n
                DDDddDDD

                D: blank on #E5E5EA
                d: #AEAEB2 on #E5E5EA bold
                """)
        let focused = Button("OK")
        focused.isFocused = true
        #expect(
            picture(
                focused, 8, 1,
                [
                    "B": Look(nil, on: RGBColor(hex: 0x0066CC)), "b": Look(.white, on: RGBColor(hex: 0x0066CC), [.bold]),
                    "f": Look(RGBColor(hex: 0xFF9500), on: RGBColor(hex: 0x0066CC), [.bold]),
                ]) == """
                    ▶  OK  ◀

                    fBBbbBBf

                    B: blank on #0066CC
                    b: #FFFFFF on #0066CC bold
                    f: #FF9500 on #0066CC bold
                    """)
    }

    @Test func switchOnAndOff() {
        let legend: [Character: Look] = [
            "_": Look(nil, on: Self.page), "t": Look(Self.ink, on: Self.page),
            "G": Look(nil, on: RGBColor(hex: 0x34C759)), "g": Look(.white, on: RGBColor(hex: 0x34C759)),
            "O": Look(nil, on: RGBColor(hex: 0xE9E9EB)), "o": Look(.white, on: RGBColor(hex: 0xE9E9EB)),
            "i": Look(.white, on: RGBColor(hex: 0x34C759), [.bold]),
            "d": Look(Self.ink, on: RGBColor(hex: 0xE9E9EB), [.dim]),
        ]
        let legendText = """
            G: blank on #34C759
            O: blank on #E9E9EB
            _: blank on #F2F2F7
            d: #1C1C1E on #E9E9EB dim
            g: #FFFFFF on #34C759
            i: #FFFFFF on #34C759 bold
            o: #FFFFFF on #E9E9EB
            t: #1C1C1E on #F2F2F7
            """
        // The track's I/O label tells on from off where colors cannot (mono, 8 colors).
        #expect(picture(Switch("Wi-Fi", isOn: true), 12, 1, legend) == "Wi-Fi    I ●\n\nttttt___GiGg\n\n" + legendText)
        #expect(picture(Switch("Wi-Fi", isOn: false), 12, 1, legend) == "Wi-Fi   ● O \n\nttttt___oOdO\n\n" + legendText)
    }

    @Test func sliderAndProgress() {
        #expect(
            picture(
                Slider(value: 0.5), 9, 1,
                [
                    "f": Look(Self.blue, on: Self.page), "k": Look(RGBColor(hex: 0x8E8E93), on: Self.page, [.bold]),
                    "r": Look(RGBColor(hex: 0xD1D1D6), on: Self.page),
                ]) == """
                    ━━━━●────

                    ffffkrrrr

                    f: #007AFF on #F2F2F7
                    k: #8E8E93 on #F2F2F7 bold
                    r: #D1D1D6 on #F2F2F7
                    """)
        // A heavy line where filled and a light one where not: apart in any colors.
        #expect(
            picture(
                ProgressBar(progress: 0.5), 12, 1,
                [
                    "F": Look(Self.blue, on: Self.page), "T": Look(RGBColor(hex: 0xE5E5EA), on: Self.page),
                    "_": Look(nil, on: Self.page), "p": Look(RGBColor(hex: 0x6C6C70), on: Self.page),
                ]) == """
                    ━━━━──── 50%

                    FFFFTTTT_ppp

                    F: #007AFF on #F2F2F7
                    T: #E5E5EA on #F2F2F7
                    _: blank on #F2F2F7
                    p: #6C6C70 on #F2F2F7
                    """)
    }

    @Test func segmentedControlAndTextField() {
        #expect(
            picture(
                SegmentedControl(segments: ["A", "B"], selectedIndex: 1), 8, 1,
                [
                    "S": Look(nil, on: RGBColor(hex: 0xE3E3E8)), "s": Look(Self.ink, on: RGBColor(hex: 0xE3E3E8)),
                    "W": Look(nil, on: .white), "w": Look(Self.ink, on: .white, [.bold]),
                ]) == """
                     A   B  \n
                    SsSSWwWW

                    S: blank on #E3E3E8
                    W: blank on #FFFFFF
                    s: #1C1C1E on #E3E3E8
                    w: #1C1C1E on #FFFFFF bold
                    """)
        let legend: [Character: Look] = [
            "|": Look(RGBColor(hex: 0xC6C6C8), on: .white), "W": Look(nil, on: .white),
            "p": Look(RGBColor(hex: 0xA1A1A6), on: .white, [.italic]), "t": Look(Self.ink, on: .white),
        ]
        let legendText = "W: blank on #FFFFFF\np: #A1A1A6 on #FFFFFF italic\nt: #1C1C1E on #FFFFFF\n|: #C6C6C8 on #FFFFFF"
        #expect(picture(TextField(placeholder: "Find"), 8, 1, legend) == "▏Find  ▕\n\n|ppppWW|\n\n" + legendText)
        #expect(picture(TextField(text: "hi", placeholder: "Find"), 8, 1, legend) == "▏hi    ▕\n\n|ttWWWW|\n\n" + legendText)
    }

    @Test func labelImageAndCard() {
        #expect(
            picture(Label("Hi"), 4, 1, ["_": Look(nil, on: Self.page), "t": Look(Self.ink, on: Self.page)])
                == "Hi  \n\ntt__\n\n_: blank on #F2F2F7\nt: #1C1C1E on #F2F2F7")
        #expect(
            picture(ImageView(image: .fixed(SkinImage(lines: ["/\\", "\\/"]))), 3, 2, ["_": Look(nil, on: Self.page), "a": Look(Self.blue, on: Self.page)])
                == "/\\ \n\\/ \n\naa_\naa_\n\n_: blank on #F2F2F7\na: #007AFF on #F2F2F7")
        #expect(
            picture(
                Card(title: "T"), 8, 3,
                [
                    "b": Look(RGBColor(hex: 0xC6C6C8), on: .white), "W": Look(nil, on: .white),
                    "t": Look(RGBColor(hex: 0x6C6C70), on: .white, [.bold]),
                ]) == """
                    ╭─ T ──╮
                    │      │
                    ╰──────╯

                    bbWtWbbb
                    bWWWWWWb
                    bbbbbbbb

                    W: blank on #FFFFFF
                    b: #C6C6C8 on #FFFFFF
                    t: #6C6C70 on #FFFFFF bold
                    """)
    }

    @Test func navigationAndTabBars() {
        let bar = RGBColor(hex: 0xF9F9F9)
        #expect(
            picture(
                NavigationBar(title: "Mail"), 12, 1,
                [
                    "N": Look(nil, on: bar), "i": Look(Self.blue, on: bar, [.bold]),
                    "t": Look(Self.ink, on: bar, [.bold]),
                ]) == """
                     ‹  Mail  ⋯ \n
                    NiNNttttNNiN

                    N: blank on #F9F9F9
                    i: #007AFF on #F9F9F9 bold
                    t: #1C1C1E on #F9F9F9 bold
                    """)
        let tabs = TabBar(
            items: [.init(title: "A", image: .fixed(SkinImage(lines: ["*"]))), .init(title: "B", image: .fixed(SkinImage(lines: ["+"])))],
            selectedIndex: 1)
        #expect(
            picture(tabs, 10, 1, ["N": Look(nil, on: bar), "n": Look(RGBColor(hex: 0x8E8E93), on: bar), "s": Look(Self.blue, on: bar, [.bold])]) == """
                 * A  + B \n
                NnNnNNsNsN

                N: blank on #F9F9F9
                n: #8E8E93 on #F9F9F9
                s: #007AFF on #F9F9F9 bold
                """)
    }

    @Test func focusedControlsShowTheirFocusMark() {
        let toggle = Switch("Wi-Fi", isOn: true)
        toggle.isFocused = true
        #expect(
            picture(
                toggle, 12, 1,
                [
                    "_": Look(nil, on: Self.page), "u": Look(Self.ink, on: Self.page, [.underline]),
                    "G": Look(nil, on: RGBColor(hex: 0x34C759)), "g": Look(.white, on: RGBColor(hex: 0x34C759)),
                    "i": Look(.white, on: RGBColor(hex: 0x34C759), [.bold]),
                ]) == """
                    Wi-Fi    I ●

                    uuuuu___GiGg

                    G: blank on #34C759
                    _: blank on #F2F2F7
                    g: #FFFFFF on #34C759
                    i: #FFFFFF on #34C759 bold
                    u: #1C1C1E on #F2F2F7 underline
                    """)
        let slider = Slider(value: 0.5)
        slider.isFocused = true
        #expect(
            picture(
                slider, 9, 1,
                [
                    "f": Look(Self.blue, on: Self.page), "k": Look(RGBColor(hex: 0x8E8E93), on: Self.page, [.bold]),
                    "r": Look(RGBColor(hex: 0xD1D1D6), on: Self.page),
                ]) == """
                    ━━━━◆────

                    ffffkrrrr

                    f: #007AFF on #F2F2F7
                    k: #8E8E93 on #F2F2F7 bold
                    r: #D1D1D6 on #F2F2F7
                    """)
        let segments = SegmentedControl(segments: ["A", "B"], selectedIndex: 1)
        segments.isFocused = true
        #expect(
            picture(
                segments, 8, 1,
                [
                    "S": Look(nil, on: RGBColor(hex: 0xE3E3E8)), "s": Look(Self.ink, on: RGBColor(hex: 0xE3E3E8), [.underline]),
                    "W": Look(nil, on: .white), "w": Look(Self.ink, on: .white, [.bold]),
                ]) == """
                     A   B  \n
                    SsSSWwWW

                    S: blank on #E3E3E8
                    W: blank on #FFFFFF
                    s: #1C1C1E on #E3E3E8 underline
                    w: #1C1C1E on #FFFFFF bold
                    """)
        let field = TextField(text: "hi", placeholder: "Find")
        field.isFocused = true
        #expect(
            picture(
                field, 8, 1,
                [
                    "|": Look(RGBColor(hex: 0xC6C6C8), on: .white), "W": Look(nil, on: .white),
                    "t": Look(Self.ink, on: .white),
                ]) == """
                    ▏hi▌   ▕

                    |tttWWW|

                    W: blank on #FFFFFF
                    t: #1C1C1E on #FFFFFF
                    |: #C6C6C8 on #FFFFFF
                    """)
    }
}
