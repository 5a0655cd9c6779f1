import SkinKit
import Testing

@testable import SkinUI

/// The gallery's app widgets (issue 13) drawn alone in the embedded default skin (light), compared
/// whole: each state is told apart by a glyph as well as a color, so it survives 8 colors and mono.
struct GalleryWidgetCanvasTests {
    typealias Look = CanvasPicture.Look
    static let page = RGBColor(hex: 0xF2F2F7)
    static let ink = RGBColor(hex: 0x1C1C1E)
    static let blue = RGBColor(hex: 0x007AFF)
    static let border = RGBColor(hex: 0xC6C6C8)
    static let gray = RGBColor(hex: 0x6C6C70)

    private func picture(_ view: View, _ width: Int, _ height: Int = 1, _ legend: [Character: Look]) -> String {
        WidgetStage.picture(view, width, height, legend)
    }

    @Test func checkboxOnAndOff() {
        let legend: [Character: Look] = [
            "a": Look(Self.blue, on: Self.page, [.bold]), "b": Look(Self.border, on: Self.page),
            "t": Look(Self.ink, on: Self.page), "_": Look(nil, on: Self.page),
        ]
        #expect(
            picture(Checkbox("Sync", isOn: true), 9, 1, legend) == """
                [✓] Sync 

                aaa_tttt_

                _: blank on #F2F2F7
                a: #007AFF on #F2F2F7 bold
                b: #C6C6C8 on #F2F2F7
                t: #1C1C1E on #F2F2F7
                """)
        #expect(
            picture(Checkbox("Sync", isOn: false), 9, 1, legend) == """
                [ ] Sync 

                b_b_tttt_

                _: blank on #F2F2F7
                a: #007AFF on #F2F2F7 bold
                b: #C6C6C8 on #F2F2F7
                t: #1C1C1E on #F2F2F7
                """)
    }

    @Test func radioGroupMarksTheChosenOption() {
        #expect(
            picture(
                RadioGroup(options: ["A", "B"], selectedIndex: 1), 8, 1,
                [
                    "a": Look(Self.blue, on: Self.page, [.bold]), "b": Look(Self.border, on: Self.page),
                    "t": Look(Self.ink, on: Self.page), "_": Look(nil, on: Self.page),
                ]) == """
                    ○ A  ◉ B

                    b_t__a_t

                    _: blank on #F2F2F7
                    a: #007AFF on #F2F2F7 bold
                    b: #C6C6C8 on #F2F2F7
                    t: #1C1C1E on #F2F2F7
                    """)
    }

    @Test func stepperDimsTheButtonItCannotUse() {
        #expect(
            picture(
                Stepper("Qty", value: 0, range: 0...3), 12, 1,
                [
                    "a": Look(Self.blue, on: Self.page, [.bold]), "b": Look(Self.border, on: Self.page),
                    "d": Look(Self.border, on: Self.page, [.dim]), "t": Look(Self.ink, on: Self.page), "_": Look(nil, on: Self.page),
                ]) == """
                    Qty 0  [−|+]

                    ttt_t__bdbab

                    _: blank on #F2F2F7
                    a: #007AFF on #F2F2F7 bold
                    b: #C6C6C8 on #F2F2F7
                    d: #C6C6C8 on #F2F2F7 dim
                    t: #1C1C1E on #F2F2F7
                    """)
    }

    @Test func badgePageControlAndBanner() {
        let red = RGBColor(hex: 0xD70015)
        #expect(
            picture(Badge(count: 12), 5, 1, ["R": Look(nil, on: red), "r": Look(.white, on: red, [.bold]), "_": Look(nil, on: Self.page)]) == """
                 12  

                RrrR_

                R: blank on #D70015
                _: blank on #F2F2F7
                r: #FFFFFF on #D70015 bold
                """)
        #expect(
            picture(
                PageControl(numberOfPages: 3, currentPage: 0), 7, 1,
                ["a": Look(Self.blue, on: Self.page), "b": Look(Self.border, on: Self.page), "_": Look(nil, on: Self.page)]) == """
                     ● ○ ○ 

                    _a_b_b_

                    _: blank on #F2F2F7
                    a: #007AFF on #F2F2F7
                    b: #C6C6C8 on #F2F2F7
                    """)
        #expect(
            picture(Banner(message: "Failed"), 10, 1, ["R": Look(nil, on: red), "r": Look(.white, on: red, [.bold])]) == """
                 ⚠ Failed \n
                RrRrrrrrrR

                R: blank on #D70015
                r: #FFFFFF on #D70015 bold
                """)
    }

    @Test func aListShowsWholeRowsAndNeverEndsOnASeparator() {
        let list = TableView(sections: [(title: "One", items: [(title: "A", detail: "x"), (title: "B", detail: "")])], selected: "B")
        #expect(list.shownRows(height: 3).count == 2)
        #expect(list.shownRows(height: 1).isEmpty)
        let highlight = RGBColor(hex: 0x007AFF).withAlpha(0.15).composited(over: Self.page)
        #expect(
            picture(
                list, 8, 4,
                [
                    "h": Look(Self.gray, on: Self.page, [.dim]), "t": Look(Self.ink, on: Self.page),
                    "s": Look(RGBColor(hex: 0x3C3C43).withAlpha(0.29).composited(over: Self.page), on: Self.page),
                    "_": Look(nil, on: Self.page), "H": Look(nil, on: highlight),
                    "T": Look(Self.ink, on: highlight, [.bold]), "c": Look(Self.blue, on: highlight, [.bold]),
                    "g": Look(Self.gray, on: Self.page),
                ]) == """
                    ONE     
                     A   x ›
                     ───────
                     B     ✓

                    hhh_____
                    _t___g_g
                    _sssssss
                    HTHHHHHc

                    H: blank on \(highlight.hexString)
                    T: #1C1C1E on \(highlight.hexString) bold
                    _: blank on #F2F2F7
                    c: #007AFF on \(highlight.hexString) bold
                    g: #6C6C70 on #F2F2F7
                    h: #6C6C70 on #F2F2F7 dim
                    s: \(RGBColor(hex: 0x3C3C43).withAlpha(0.29).composited(over: Self.page).hexString) on #F2F2F7
                    t: #1C1C1E on #F2F2F7
                    """)
    }
}
