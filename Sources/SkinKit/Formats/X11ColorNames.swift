/// X11's color names (`rgb.txt`), as Ghostty reads them in a color value (`background = navy`): the
/// file Ghostty ships (`src/terminal/res/rgb.txt`, ghostty-org/ghostty 3b9c4e0d, MIT; X.Org's list),
/// one `RRGGBB name` a line in its order. Names are matched ignoring ASCII case, as Ghostty does.
enum X11ColorNames {
    /// The color named `name`, or nil.
    static func color(named name: String) -> RGBColor? {
        table[name.lowercased()].map { RGBColor(hex: $0) }
    }

    /// Name, lowercased → 0xRRGGBB (no two names of the list differ only in case).
    private static let table = NamedColorList.table(list)

    /// 782 names.
    private static let list = """
        FFFAFA snow
        F8F8FF ghost white
        F8F8FF GhostWhite
        F5F5F5 white smoke
        F5F5F5 WhiteSmoke
        DCDCDC gainsboro
        FFFAF0 floral white
        FFFAF0 FloralWhite
        FDF5E6 old lace
        FDF5E6 OldLace
        FAF0E6 linen
        FAEBD7 antique white
        FAEBD7 AntiqueWhite
        FFEFD5 papaya whip
        FFEFD5 PapayaWhip
        FFEBCD blanched almond
        FFEBCD BlanchedAlmond
        FFE4C4 bisque
        FFDAB9 peach puff
        FFDAB9 PeachPuff
        FFDEAD navajo white
        FFDEAD NavajoWhite
        FFE4B5 moccasin
        FFF8DC cornsilk
        FFFFF0 ivory
        FFFACD lemon chiffon
        FFFACD LemonChiffon
        FFF5EE seashell
        F0FFF0 honeydew
        F5FFFA mint cream
        F5FFFA MintCream
        F0FFFF azure
        F0F8FF alice blue
        F0F8FF AliceBlue
        E6E6FA lavender
        FFF0F5 lavender blush
        FFF0F5 LavenderBlush
        FFE4E1 misty rose
        FFE4E1 MistyRose
        FFFFFF white
        000000 black
        2F4F4F dark slate gray
        2F4F4F DarkSlateGray
        2F4F4F dark slate grey
        2F4F4F DarkSlateGrey
        696969 dim gray
        696969 DimGray
        696969 dim grey
        696969 DimGrey
        708090 slate gray
        708090 SlateGray
        708090 slate grey
        708090 SlateGrey
        778899 light slate gray
        778899 LightSlateGray
        778899 light slate grey
        778899 LightSlateGrey
        BEBEBE gray
        BEBEBE grey
        BEBEBE x11 gray
        BEBEBE X11Gray
        BEBEBE x11 grey
        BEBEBE X11Grey
        808080 web gray
        808080 WebGray
        808080 web grey
        808080 WebGrey
        D3D3D3 light grey
        D3D3D3 LightGrey
        D3D3D3 light gray
        D3D3D3 LightGray
        191970 midnight blue
        191970 MidnightBlue
        000080 navy
        000080 navy blue
        000080 NavyBlue
        6495ED cornflower blue
        6495ED CornflowerBlue
        483D8B dark slate blue
        483D8B DarkSlateBlue
        6A5ACD slate blue
        6A5ACD SlateBlue
        7B68EE medium slate blue
        7B68EE MediumSlateBlue
        8470FF light slate blue
        8470FF LightSlateBlue
        0000CD medium blue
        0000CD MediumBlue
        4169E1 royal blue
        4169E1 RoyalBlue
        0000FF blue
        1E90FF dodger blue
        1E90FF DodgerBlue
        00BFFF deep sky blue
        00BFFF DeepSkyBlue
        87CEEB sky blue
        87CEEB SkyBlue
        87CEFA light sky blue
        87CEFA LightSkyBlue
        4682B4 steel blue
        4682B4 SteelBlue
        B0C4DE light steel blue
        B0C4DE LightSteelBlue
        ADD8E6 light blue
        ADD8E6 LightBlue
        B0E0E6 powder blue
        B0E0E6 PowderBlue
        AFEEEE pale turquoise
        AFEEEE PaleTurquoise
        00CED1 dark turquoise
        00CED1 DarkTurquoise
        48D1CC medium turquoise
        48D1CC MediumTurquoise
        40E0D0 turquoise
        00FFFF cyan
        00FFFF aqua
        E0FFFF light cyan
        E0FFFF LightCyan
        5F9EA0 cadet blue
        5F9EA0 CadetBlue
        66CDAA medium aquamarine
        66CDAA MediumAquamarine
        7FFFD4 aquamarine
        006400 dark green
        006400 DarkGreen
        556B2F dark olive green
        556B2F DarkOliveGreen
        8FBC8F dark sea green
        8FBC8F DarkSeaGreen
        2E8B57 sea green
        2E8B57 SeaGreen
        3CB371 medium sea green
        3CB371 MediumSeaGreen
        20B2AA light sea green
        20B2AA LightSeaGreen
        98FB98 pale green
        98FB98 PaleGreen
        00FF7F spring green
        00FF7F SpringGreen
        7CFC00 lawn green
        7CFC00 LawnGreen
        00FF00 green
        00FF00 lime
        00FF00 x11 green
        00FF00 X11Green
        008000 web green
        008000 WebGreen
        7FFF00 chartreuse
        00FA9A medium spring green
        00FA9A MediumSpringGreen
        ADFF2F green yellow
        ADFF2F GreenYellow
        32CD32 lime green
        32CD32 LimeGreen
        9ACD32 yellow green
        9ACD32 YellowGreen
        228B22 forest green
        228B22 ForestGreen
        6B8E23 olive drab
        6B8E23 OliveDrab
        BDB76B dark khaki
        BDB76B DarkKhaki
        F0E68C khaki
        EEE8AA pale goldenrod
        EEE8AA PaleGoldenrod
        FAFAD2 light goldenrod yellow
        FAFAD2 LightGoldenrodYellow
        FFFFE0 light yellow
        FFFFE0 LightYellow
        FFFF00 yellow
        FFD700 gold
        EEDD82 light goldenrod
        EEDD82 LightGoldenrod
        DAA520 goldenrod
        B8860B dark goldenrod
        B8860B DarkGoldenrod
        BC8F8F rosy brown
        BC8F8F RosyBrown
        CD5C5C indian red
        CD5C5C IndianRed
        8B4513 saddle brown
        8B4513 SaddleBrown
        A0522D sienna
        CD853F peru
        DEB887 burlywood
        F5F5DC beige
        F5DEB3 wheat
        F4A460 sandy brown
        F4A460 SandyBrown
        D2B48C tan
        D2691E chocolate
        B22222 firebrick
        A52A2A brown
        E9967A dark salmon
        E9967A DarkSalmon
        FA8072 salmon
        FFA07A light salmon
        FFA07A LightSalmon
        FFA500 orange
        FF8C00 dark orange
        FF8C00 DarkOrange
        FF7F50 coral
        F08080 light coral
        F08080 LightCoral
        FF6347 tomato
        FF4500 orange red
        FF4500 OrangeRed
        FF0000 red
        FF69B4 hot pink
        FF69B4 HotPink
        FF1493 deep pink
        FF1493 DeepPink
        FFC0CB pink
        FFB6C1 light pink
        FFB6C1 LightPink
        DB7093 pale violet red
        DB7093 PaleVioletRed
        B03060 maroon
        B03060 x11 maroon
        B03060 X11Maroon
        800000 web maroon
        800000 WebMaroon
        C71585 medium violet red
        C71585 MediumVioletRed
        D02090 violet red
        D02090 VioletRed
        FF00FF magenta
        FF00FF fuchsia
        EE82EE violet
        DDA0DD plum
        DA70D6 orchid
        BA55D3 medium orchid
        BA55D3 MediumOrchid
        9932CC dark orchid
        9932CC DarkOrchid
        9400D3 dark violet
        9400D3 DarkViolet
        8A2BE2 blue violet
        8A2BE2 BlueViolet
        A020F0 purple
        A020F0 x11 purple
        A020F0 X11Purple
        800080 web purple
        800080 WebPurple
        9370DB medium purple
        9370DB MediumPurple
        D8BFD8 thistle
        FFFAFA snow1
        EEE9E9 snow2
        CDC9C9 snow3
        8B8989 snow4
        FFF5EE seashell1
        EEE5DE seashell2
        CDC5BF seashell3
        8B8682 seashell4
        FFEFDB AntiqueWhite1
        EEDFCC AntiqueWhite2
        CDC0B0 AntiqueWhite3
        8B8378 AntiqueWhite4
        FFE4C4 bisque1
        EED5B7 bisque2
        CDB79E bisque3
        8B7D6B bisque4
        FFDAB9 PeachPuff1
        EECBAD PeachPuff2
        CDAF95 PeachPuff3
        8B7765 PeachPuff4
        FFDEAD NavajoWhite1
        EECFA1 NavajoWhite2
        CDB38B NavajoWhite3
        8B795E NavajoWhite4
        FFFACD LemonChiffon1
        EEE9BF LemonChiffon2
        CDC9A5 LemonChiffon3
        8B8970 LemonChiffon4
        FFF8DC cornsilk1
        EEE8CD cornsilk2
        CDC8B1 cornsilk3
        8B8878 cornsilk4
        FFFFF0 ivory1
        EEEEE0 ivory2
        CDCDC1 ivory3
        8B8B83 ivory4
        F0FFF0 honeydew1
        E0EEE0 honeydew2
        C1CDC1 honeydew3
        838B83 honeydew4
        FFF0F5 LavenderBlush1
        EEE0E5 LavenderBlush2
        CDC1C5 LavenderBlush3
        8B8386 LavenderBlush4
        FFE4E1 MistyRose1
        EED5D2 MistyRose2
        CDB7B5 MistyRose3
        8B7D7B MistyRose4
        F0FFFF azure1
        E0EEEE azure2
        C1CDCD azure3
        838B8B azure4
        836FFF SlateBlue1
        7A67EE SlateBlue2
        6959CD SlateBlue3
        473C8B SlateBlue4
        4876FF RoyalBlue1
        436EEE RoyalBlue2
        3A5FCD RoyalBlue3
        27408B RoyalBlue4
        0000FF blue1
        0000EE blue2
        0000CD blue3
        00008B blue4
        1E90FF DodgerBlue1
        1C86EE DodgerBlue2
        1874CD DodgerBlue3
        104E8B DodgerBlue4
        63B8FF SteelBlue1
        5CACEE SteelBlue2
        4F94CD SteelBlue3
        36648B SteelBlue4
        00BFFF DeepSkyBlue1
        00B2EE DeepSkyBlue2
        009ACD DeepSkyBlue3
        00688B DeepSkyBlue4
        87CEFF SkyBlue1
        7EC0EE SkyBlue2
        6CA6CD SkyBlue3
        4A708B SkyBlue4
        B0E2FF LightSkyBlue1
        A4D3EE LightSkyBlue2
        8DB6CD LightSkyBlue3
        607B8B LightSkyBlue4
        C6E2FF SlateGray1
        B9D3EE SlateGray2
        9FB6CD SlateGray3
        6C7B8B SlateGray4
        CAE1FF LightSteelBlue1
        BCD2EE LightSteelBlue2
        A2B5CD LightSteelBlue3
        6E7B8B LightSteelBlue4
        BFEFFF LightBlue1
        B2DFEE LightBlue2
        9AC0CD LightBlue3
        68838B LightBlue4
        E0FFFF LightCyan1
        D1EEEE LightCyan2
        B4CDCD LightCyan3
        7A8B8B LightCyan4
        BBFFFF PaleTurquoise1
        AEEEEE PaleTurquoise2
        96CDCD PaleTurquoise3
        668B8B PaleTurquoise4
        98F5FF CadetBlue1
        8EE5EE CadetBlue2
        7AC5CD CadetBlue3
        53868B CadetBlue4
        00F5FF turquoise1
        00E5EE turquoise2
        00C5CD turquoise3
        00868B turquoise4
        00FFFF cyan1
        00EEEE cyan2
        00CDCD cyan3
        008B8B cyan4
        97FFFF DarkSlateGray1
        8DEEEE DarkSlateGray2
        79CDCD DarkSlateGray3
        528B8B DarkSlateGray4
        7FFFD4 aquamarine1
        76EEC6 aquamarine2
        66CDAA aquamarine3
        458B74 aquamarine4
        C1FFC1 DarkSeaGreen1
        B4EEB4 DarkSeaGreen2
        9BCD9B DarkSeaGreen3
        698B69 DarkSeaGreen4
        54FF9F SeaGreen1
        4EEE94 SeaGreen2
        43CD80 SeaGreen3
        2E8B57 SeaGreen4
        9AFF9A PaleGreen1
        90EE90 PaleGreen2
        7CCD7C PaleGreen3
        548B54 PaleGreen4
        00FF7F SpringGreen1
        00EE76 SpringGreen2
        00CD66 SpringGreen3
        008B45 SpringGreen4
        00FF00 green1
        00EE00 green2
        00CD00 green3
        008B00 green4
        7FFF00 chartreuse1
        76EE00 chartreuse2
        66CD00 chartreuse3
        458B00 chartreuse4
        C0FF3E OliveDrab1
        B3EE3A OliveDrab2
        9ACD32 OliveDrab3
        698B22 OliveDrab4
        CAFF70 DarkOliveGreen1
        BCEE68 DarkOliveGreen2
        A2CD5A DarkOliveGreen3
        6E8B3D DarkOliveGreen4
        FFF68F khaki1
        EEE685 khaki2
        CDC673 khaki3
        8B864E khaki4
        FFEC8B LightGoldenrod1
        EEDC82 LightGoldenrod2
        CDBE70 LightGoldenrod3
        8B814C LightGoldenrod4
        FFFFE0 LightYellow1
        EEEED1 LightYellow2
        CDCDB4 LightYellow3
        8B8B7A LightYellow4
        FFFF00 yellow1
        EEEE00 yellow2
        CDCD00 yellow3
        8B8B00 yellow4
        FFD700 gold1
        EEC900 gold2
        CDAD00 gold3
        8B7500 gold4
        FFC125 goldenrod1
        EEB422 goldenrod2
        CD9B1D goldenrod3
        8B6914 goldenrod4
        FFB90F DarkGoldenrod1
        EEAD0E DarkGoldenrod2
        CD950C DarkGoldenrod3
        8B6508 DarkGoldenrod4
        FFC1C1 RosyBrown1
        EEB4B4 RosyBrown2
        CD9B9B RosyBrown3
        8B6969 RosyBrown4
        FF6A6A IndianRed1
        EE6363 IndianRed2
        CD5555 IndianRed3
        8B3A3A IndianRed4
        FF8247 sienna1
        EE7942 sienna2
        CD6839 sienna3
        8B4726 sienna4
        FFD39B burlywood1
        EEC591 burlywood2
        CDAA7D burlywood3
        8B7355 burlywood4
        FFE7BA wheat1
        EED8AE wheat2
        CDBA96 wheat3
        8B7E66 wheat4
        FFA54F tan1
        EE9A49 tan2
        CD853F tan3
        8B5A2B tan4
        FF7F24 chocolate1
        EE7621 chocolate2
        CD661D chocolate3
        8B4513 chocolate4
        FF3030 firebrick1
        EE2C2C firebrick2
        CD2626 firebrick3
        8B1A1A firebrick4
        FF4040 brown1
        EE3B3B brown2
        CD3333 brown3
        8B2323 brown4
        FF8C69 salmon1
        EE8262 salmon2
        CD7054 salmon3
        8B4C39 salmon4
        FFA07A LightSalmon1
        EE9572 LightSalmon2
        CD8162 LightSalmon3
        8B5742 LightSalmon4
        FFA500 orange1
        EE9A00 orange2
        CD8500 orange3
        8B5A00 orange4
        FF7F00 DarkOrange1
        EE7600 DarkOrange2
        CD6600 DarkOrange3
        8B4500 DarkOrange4
        FF7256 coral1
        EE6A50 coral2
        CD5B45 coral3
        8B3E2F coral4
        FF6347 tomato1
        EE5C42 tomato2
        CD4F39 tomato3
        8B3626 tomato4
        FF4500 OrangeRed1
        EE4000 OrangeRed2
        CD3700 OrangeRed3
        8B2500 OrangeRed4
        FF0000 red1
        EE0000 red2
        CD0000 red3
        8B0000 red4
        FF1493 DeepPink1
        EE1289 DeepPink2
        CD1076 DeepPink3
        8B0A50 DeepPink4
        FF6EB4 HotPink1
        EE6AA7 HotPink2
        CD6090 HotPink3
        8B3A62 HotPink4
        FFB5C5 pink1
        EEA9B8 pink2
        CD919E pink3
        8B636C pink4
        FFAEB9 LightPink1
        EEA2AD LightPink2
        CD8C95 LightPink3
        8B5F65 LightPink4
        FF82AB PaleVioletRed1
        EE799F PaleVioletRed2
        CD6889 PaleVioletRed3
        8B475D PaleVioletRed4
        FF34B3 maroon1
        EE30A7 maroon2
        CD2990 maroon3
        8B1C62 maroon4
        FF3E96 VioletRed1
        EE3A8C VioletRed2
        CD3278 VioletRed3
        8B2252 VioletRed4
        FF00FF magenta1
        EE00EE magenta2
        CD00CD magenta3
        8B008B magenta4
        FF83FA orchid1
        EE7AE9 orchid2
        CD69C9 orchid3
        8B4789 orchid4
        FFBBFF plum1
        EEAEEE plum2
        CD96CD plum3
        8B668B plum4
        E066FF MediumOrchid1
        D15FEE MediumOrchid2
        B452CD MediumOrchid3
        7A378B MediumOrchid4
        BF3EFF DarkOrchid1
        B23AEE DarkOrchid2
        9A32CD DarkOrchid3
        68228B DarkOrchid4
        9B30FF purple1
        912CEE purple2
        7D26CD purple3
        551A8B purple4
        AB82FF MediumPurple1
        9F79EE MediumPurple2
        8968CD MediumPurple3
        5D478B MediumPurple4
        FFE1FF thistle1
        EED2EE thistle2
        CDB5CD thistle3
        8B7B8B thistle4
        000000 gray0
        000000 grey0
        030303 gray1
        030303 grey1
        050505 gray2
        050505 grey2
        080808 gray3
        080808 grey3
        0A0A0A gray4
        0A0A0A grey4
        0D0D0D gray5
        0D0D0D grey5
        0F0F0F gray6
        0F0F0F grey6
        121212 gray7
        121212 grey7
        141414 gray8
        141414 grey8
        171717 gray9
        171717 grey9
        1A1A1A gray10
        1A1A1A grey10
        1C1C1C gray11
        1C1C1C grey11
        1F1F1F gray12
        1F1F1F grey12
        212121 gray13
        212121 grey13
        242424 gray14
        242424 grey14
        262626 gray15
        262626 grey15
        292929 gray16
        292929 grey16
        2B2B2B gray17
        2B2B2B grey17
        2E2E2E gray18
        2E2E2E grey18
        303030 gray19
        303030 grey19
        333333 gray20
        333333 grey20
        363636 gray21
        363636 grey21
        383838 gray22
        383838 grey22
        3B3B3B gray23
        3B3B3B grey23
        3D3D3D gray24
        3D3D3D grey24
        404040 gray25
        404040 grey25
        424242 gray26
        424242 grey26
        454545 gray27
        454545 grey27
        474747 gray28
        474747 grey28
        4A4A4A gray29
        4A4A4A grey29
        4D4D4D gray30
        4D4D4D grey30
        4F4F4F gray31
        4F4F4F grey31
        525252 gray32
        525252 grey32
        545454 gray33
        545454 grey33
        575757 gray34
        575757 grey34
        595959 gray35
        595959 grey35
        5C5C5C gray36
        5C5C5C grey36
        5E5E5E gray37
        5E5E5E grey37
        616161 gray38
        616161 grey38
        636363 gray39
        636363 grey39
        666666 gray40
        666666 grey40
        696969 gray41
        696969 grey41
        6B6B6B gray42
        6B6B6B grey42
        6E6E6E gray43
        6E6E6E grey43
        707070 gray44
        707070 grey44
        737373 gray45
        737373 grey45
        757575 gray46
        757575 grey46
        787878 gray47
        787878 grey47
        7A7A7A gray48
        7A7A7A grey48
        7D7D7D gray49
        7D7D7D grey49
        7F7F7F gray50
        7F7F7F grey50
        828282 gray51
        828282 grey51
        858585 gray52
        858585 grey52
        878787 gray53
        878787 grey53
        8A8A8A gray54
        8A8A8A grey54
        8C8C8C gray55
        8C8C8C grey55
        8F8F8F gray56
        8F8F8F grey56
        919191 gray57
        919191 grey57
        949494 gray58
        949494 grey58
        969696 gray59
        969696 grey59
        999999 gray60
        999999 grey60
        9C9C9C gray61
        9C9C9C grey61
        9E9E9E gray62
        9E9E9E grey62
        A1A1A1 gray63
        A1A1A1 grey63
        A3A3A3 gray64
        A3A3A3 grey64
        A6A6A6 gray65
        A6A6A6 grey65
        A8A8A8 gray66
        A8A8A8 grey66
        ABABAB gray67
        ABABAB grey67
        ADADAD gray68
        ADADAD grey68
        B0B0B0 gray69
        B0B0B0 grey69
        B3B3B3 gray70
        B3B3B3 grey70
        B5B5B5 gray71
        B5B5B5 grey71
        B8B8B8 gray72
        B8B8B8 grey72
        BABABA gray73
        BABABA grey73
        BDBDBD gray74
        BDBDBD grey74
        BFBFBF gray75
        BFBFBF grey75
        C2C2C2 gray76
        C2C2C2 grey76
        C4C4C4 gray77
        C4C4C4 grey77
        C7C7C7 gray78
        C7C7C7 grey78
        C9C9C9 gray79
        C9C9C9 grey79
        CCCCCC gray80
        CCCCCC grey80
        CFCFCF gray81
        CFCFCF grey81
        D1D1D1 gray82
        D1D1D1 grey82
        D4D4D4 gray83
        D4D4D4 grey83
        D6D6D6 gray84
        D6D6D6 grey84
        D9D9D9 gray85
        D9D9D9 grey85
        DBDBDB gray86
        DBDBDB grey86
        DEDEDE gray87
        DEDEDE grey87
        E0E0E0 gray88
        E0E0E0 grey88
        E3E3E3 gray89
        E3E3E3 grey89
        E5E5E5 gray90
        E5E5E5 grey90
        E8E8E8 gray91
        E8E8E8 grey91
        EBEBEB gray92
        EBEBEB grey92
        EDEDED gray93
        EDEDED grey93
        F0F0F0 gray94
        F0F0F0 grey94
        F2F2F2 gray95
        F2F2F2 grey95
        F5F5F5 gray96
        F5F5F5 grey96
        F7F7F7 gray97
        F7F7F7 grey97
        FAFAFA gray98
        FAFAFA grey98
        FCFCFC gray99
        FCFCFC grey99
        FFFFFF gray100
        FFFFFF grey100
        A9A9A9 dark grey
        A9A9A9 DarkGrey
        A9A9A9 dark gray
        A9A9A9 DarkGray
        00008B dark blue
        00008B DarkBlue
        008B8B dark cyan
        008B8B DarkCyan
        8B008B dark magenta
        8B008B DarkMagenta
        8B0000 dark red
        8B0000 DarkRed
        90EE90 light green
        90EE90 LightGreen
        DC143C crimson
        4B0082 indigo
        808000 olive
        663399 rebecca purple
        663399 RebeccaPurple
        C0C0C0 silver
        008080 teal
        """
}
