import Foundation
import SkinKit
import Testing

@testable import SkinUI

/// The picker as a person sees it, compared whole (text, then one legend letter per cell, then the
/// legend): the card over the left of an 80×24 previewer, in light and in dark.
struct PickerScreenTests {
    typealias Look = CanvasPicture.Look

    static func screen(style: UserInterfaceStyle, keys: [KeyPress]) throws -> Canvas {
        let store = try Fixtures.store(style: style)
        try store.updateSkins(with: ["night": ["Color": ["background": "#101010", "surface": "#202020", "text": "#EEEEEE"]]])
        let session = PreviewSession(store: store)
        session.pickerMemory = PickerMemory(favourites: ["ocean"], recent: ["night"])
        for key in [.character("t")] + keys { session.handle(key) }
        return session.render(size: Size(width: 80, height: 24))
    }

    static func look(_ foreground: UInt32?, _ background: UInt32, _ attributes: TextAttributes = []) -> Look {
        Look(foreground.map { RGBColor(hex: $0) }, on: RGBColor(hex: background), attributes)
    }

    /// Light: the card in default's surface and text, the highlighted row on default's highlight,
    /// each row's strip in its skin's light colors; ocean a favourite (★), night recently used (↻).
    static let lightLegend: [Character: Look] = [
        "_": look(nil, 0xFFFFFF), "b": look(0xC6C6C8, 0xFFFFFF), "T": look(0x6C6C70, 0xFFFFFF, [.bold]),
        "A": look(0x007AFF, 0xFFFFFF, [.bold]), "a": look(0x007AFF, 0xFFFFFF), "s": look(0x6C6C70, 0xFFFFFF),
        "t": look(0x1C1C1E, 0xFFFFFF), "H": look(0x007AFF, 0xD9EBFF, [.bold]), "h": look(nil, 0xD9EBFF),
        "S": look(0x6C6C70, 0xD9EBFF), "N": look(0x1C1C1E, 0xD9EBFF, [.bold]),
        "0": look(nil, 0xF2F2F7), "1": look(nil, 0xE6F4FF), "2": look(nil, 0x003355), "3": look(nil, 0x2AA198),
        "4": look(nil, 0x0077AA), "5": look(nil, 0x34C759), "6": look(nil, 0xD70015), "7": look(nil, 0x6C6C70),
        "8": look(nil, 0x101010), "9": look(nil, 0x202020), "e": look(nil, 0xEEEEEE), "c": look(nil, 0x007AFF),
        "k": look(nil, 0x0066CC), "d": look(nil, 0x1C1C1E),
        "B": look(nil, 0xE5E5EA), "m": look(0x3A3A3C, 0xE5E5EA), "g": look(0x6C6C70, 0xF2F2F7, [.dim]),
    ]

    /// Dark, ocean highlighted (its own favourite row at the top): the card in ocean's dark surface
    /// and accent, the strips in each skin's dark colors.
    static let darkLegend: [Character: Look] = [
        "_": look(nil, 0x073642), "b": look(0x38383A, 0x073642), "T": look(0xAEAEB2, 0x073642, [.bold]),
        "A": look(0x2AA198, 0x073642, [.bold]), "a": look(0x2AA198, 0x073642), "s": look(0xAEAEB2, 0x073642),
        "t": look(0xEEE8D5, 0x073642), "H": look(0x2AA198, 0x084D7B, [.bold]), "M": look(0x2AA198, 0x084D7B),
        "h": look(nil, 0x084D7B), "S": look(0xAEAEB2, 0x084D7B), "N": look(0xEEE8D5, 0x084D7B, [.bold]),
        "0": look(nil, 0x000000), "2": look(nil, 0xEEE8D5), "3": look(nil, 0x2AA198), "4": look(nil, 0x268BD2),
        "5": look(nil, 0x30D158), "6": look(nil, 0xFF453A), "7": look(nil, 0xAEAEB2), "8": look(nil, 0x101010),
        "9": look(nil, 0x202020), "e": look(nil, 0xEEEEEE), "c": look(nil, 0x0A84FF), "k": look(nil, 0x0071E3),
        "d": look(nil, 0xF2F2F7), "w": look(nil, 0x1C1C1E),
        "B": look(nil, 0x2C2C2E), "m": look(0xD1D1D6, 0x2C2C2E), "g": look(0xAEAEB2, 0x000000, [.dim]),
    ]

    /// The light picture: `t` on default (light), ocean a favourite and night recently used lead the list.
    @Test func pickerInLight() throws {
        let canvas = try Self.screen(style: .light, keys: [])
        #expect(
            CanvasPicture(Self.lightLegend).draw(canvas, area: Self.card) == """
                ╭─ Skins ──────────────────────────────╮
                │ ⌕ ▏type to filter                4/4 │
                │ [all] light  dark         sort: list │
                │ ──────────────────────────────────── │
                │  ★ ◐ ocean    run-time upd…          │
                │  ↻ ● night    run-time upd…          │
                │ ›  ◐ default  embedded               │
                │    ◐ ios      embedded               │
                │                                      │
                │                                      │
                │                                      │
                │                                      │
                │                                      │
                │                                      │
                │                                      │
                │                                      │
                │                                      │
                │                                      │
                │                                      │
                │                                      │
                │                                      │
                ╰──────────────────────────────────────╯
                 skin: default · light · normal contrast
                 type to filter  ↑↓ preview  Tab light/d

                bb_TTTTT_bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb
                b_A_assss_ss_ssssss________________sss_b
                b_AAAAA_sssss__ssss_________sssss_ssss_b
                b_bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb_b
                b__a_s_ttttt____ssssssss_ssss_01234567_b
                b__s_s_ttttt____ssssssss_ssss_89eck567_b
                b_HhhShNNNNNNNhhSSSSSSSShhhhhh0_dck567_b
                b____s_ttt______ssssssss______0_dck567_b
                b______________________________________b
                b______________________________________b
                b______________________________________b
                b______________________________________b
                b______________________________________b
                b______________________________________b
                b______________________________________b
                b______________________________________b
                b______________________________________b
                b______________________________________b
                b______________________________________b
                b______________________________________b
                b______________________________________b
                bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb
                BmmmmmBmmmmmmmBmBmmmmmBmBmmmmmmBmmmmmmmm
                0gggg0gg0gggggg00gg0ggggggg00ggg0ggggggg

                0: blank on #F2F2F7
                1: blank on #E6F4FF
                2: blank on #003355
                3: blank on #2AA198
                4: blank on #0077AA
                5: blank on #34C759
                6: blank on #D70015
                7: blank on #6C6C70
                8: blank on #101010
                9: blank on #202020
                A: #007AFF on #FFFFFF bold
                B: blank on #E5E5EA
                H: #007AFF on #D9EBFF bold
                N: #1C1C1E on #D9EBFF bold
                S: #6C6C70 on #D9EBFF
                T: #6C6C70 on #FFFFFF bold
                _: blank on #FFFFFF
                a: #007AFF on #FFFFFF
                b: #C6C6C8 on #FFFFFF
                c: blank on #007AFF
                d: blank on #1C1C1E
                e: blank on #EEEEEE
                g: #6C6C70 on #F2F2F7 dim
                h: blank on #D9EBFF
                k: blank on #0066CC
                m: #3A3A3C on #E5E5EA
                s: #6C6C70 on #FFFFFF
                t: #1C1C1E on #FFFFFF
                """)
    }

    /// The dark picture: ↑↑ highlights ocean, and the card and the page wear it at once.
    @Test func pickerInDarkAfterMovingUp() throws {
        let canvas = try Self.screen(style: .dark, keys: [.up, .up])
        #expect(
            CanvasPicture(Self.darkLegend).draw(canvas, area: Self.card) == """
                ╭─ Skins ──────────────────────────────╮
                │ ⌕ ▏type to filter                4/4 │
                │ [all] light  dark         sort: list │
                │ ──────────────────────────────────── │
                │ ›★ ◐ ocean    run-time upd…          │
                │  ↻ ● night    run-time upd…          │
                │    ◐ default  embedded               │
                │    ◐ ios      embedded               │
                │                                      │
                │                                      │
                │                                      │
                │                                      │
                │                                      │
                │                                      │
                │                                      │
                │                                      │
                │                                      │
                │                                      │
                │                                      │
                │                                      │
                │                                      │
                ╰──────────────────────────────────────╯
                 skin: ocean · dark · normal contrast · 
                 type to filter  ↑↓ preview  Tab light/d

                bb_TTTTT_bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb
                b_A_assss_ss_ssssss________________sss_b
                b_AAAAA_sssss__ssss_________sssss_ssss_b
                b_bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb_b
                b_HMhShNNNNNhhhhSSSSSSSShSSSSh0_234567_b
                b__s_s_ttttt____ssssssss_ssss_89eck567_b
                b____s_ttttttt__ssssssss______0wdck567_b
                b____s_ttt______ssssssss______0wdck567_b
                b______________________________________b
                b______________________________________b
                b______________________________________b
                b______________________________________b
                b______________________________________b
                b______________________________________b
                b______________________________________b
                b______________________________________b
                b______________________________________b
                b______________________________________b
                b______________________________________b
                b______________________________________b
                b______________________________________b
                bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb
                BmmmmmBmmmmmBmBmmmmBmBmmmmmmBmmmmmmmmBmB
                0gggg0gg0gggggg00gg0ggggggg00ggg0ggggggg

                0: blank on #000000
                2: blank on #EEE8D5
                3: blank on #2AA198
                4: blank on #268BD2
                5: blank on #30D158
                6: blank on #FF453A
                7: blank on #AEAEB2
                8: blank on #101010
                9: blank on #202020
                A: #2AA198 on #073642 bold
                B: blank on #2C2C2E
                H: #2AA198 on #084D7B bold
                M: #2AA198 on #084D7B
                N: #EEE8D5 on #084D7B bold
                S: #AEAEB2 on #084D7B
                T: #AEAEB2 on #073642 bold
                _: blank on #073642
                a: #2AA198 on #073642
                b: #38383A on #073642
                c: blank on #0A84FF
                d: blank on #F2F2F7
                e: blank on #EEEEEE
                g: #AEAEB2 on #000000 dim
                h: blank on #084D7B
                k: blank on #0071E3
                m: #D1D1D6 on #2C2C2E
                s: #AEAEB2 on #073642
                t: #EEE8D5 on #073642
                w: blank on #1C1C1E
                """)
    }

    /// The card's columns, top to bottom (the status rows below it included).
    static let card = Rect(x: 0, y: 0, width: PickerPanel.cardWidth(screenWidth: 80), height: 24)
}
