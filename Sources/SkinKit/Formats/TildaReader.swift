/// tilda's config (`~/.config/tilda/config_0`, no extension; the collection's
/// `*.itermcolors_config_0`), read as tilda reads it (lanoxx/tilda 51bfe3c7: the options of
/// `src/configsys.c`, parsed by libconfuse, and `tilda_term_config_defaults` in
/// `src/tilda_terminal.c`, which hands the colors to VTE; GNOME/vte 1f53b481, `src/vtegtk.cc` and
/// `src/vte.cc`). libconfuse's syntax: `name = value`, `name = {a, b, …}` (`+=` appends), `#` and
/// `//` comments to the end of the line, `/* */` comments, quoted or bare values; an option tilda
/// does not define or an integer `strtol` cannot read makes libconfuse fail, and tilda reports the
/// config at start: an error at its line. Colors: `back_red`/`_green`/`_blue` (the background),
/// `text_*` (the foreground), `cursor_*` and `palette` (48 channels, 16 colors; a missing one is 0,
/// as `cfg_opt_getnint` gives past the end), 16-bit channels; what a file leaves out is tilda's
/// default (black, white, white, its Tango-like palette), with a warning. tilda divides each by
/// 65535 into a `GdkRGBA`, and VTE refuses a component outside 0–1 (`valid_color`): one such
/// value among the background, foreground and palette (and `back_alpha` with
/// `enable_transparency`) makes VTE refuse the whole `vte_terminal_set_colors` call, so the
/// terminal keeps VTE's own colors (foreground `#C0C0C0`, background black, its 16 colors), and
/// one in the cursor keeps VTE's cursor (the cell's colors reversed: none); each with a warning at
/// the value's line. iTerm2-Color-Schemes' generator writes a full channel as 65792
/// (`int(x*256)*257`), so its themes with a `#FF` channel show VTE's colors in tilda. A channel
/// VTE takes is painted as its high byte (cairo's 16- to 8-bit step).
enum TildaReader {
    /// tilda's integer, boolean and string options (`config_opts` in `src/configsys.c`).
    static let integerOptions: Set<String> = [
        "lines", "x_pos", "y_pos", "tab_pos", "backspace_key", "delete_key", "d_set_title", "command_exit", "command_timeout_ms", "scheme",
        "slide_sleep_usec", "animation_orientation", "timer_resolution", "auto_hide_time", "on_last_terminal_exit", "palette_scheme",
        "non_focus_pull_up_behaviour", "cursor_shape", "title_max_length", "scrollbar_pos", "back_red", "back_green", "back_blue",
        "text_red", "text_green", "text_blue", "cursor_red", "cursor_green", "cursor_blue", "width_percentage", "height_percentage",
        "title_behaviour", "back_alpha", "max_width", "max_height", "show_on_monitor_number", "transparency", "min_width", "min_height",
    ]
    static let booleanOptions: Set<String> = [
        "expand_tabs", "show_single_tab", "insert_tab_after_current", "prompt_on_exit", "scroll_history_infinite", "scroll_on_output",
        "notebook_border", "scrollbar", "grab_focus", "above", "notaskbar", "blinks", "scroll_on_key", "bell", "run_command", "pinned",
        "animation", "hidden", "set_as_desktop", "centered_horizontally", "centered_vertically", "enable_transparency",
        "auto_hide_on_focus_lost", "auto_hide_on_mouse_leave", "inherit_working_dir", "command_login_shell", "start_fullscreen",
        "confirm_close_tab", "bold_is_bright", "show_title_tooltip", "control_activates_match", "match_web_uris", "match_file_uris",
        "match_email_addresses", "match_numbers", "use_custom_web_browser", "bold", "title_max_length_flag", "antialias", "double_buffer",
        "scroll_background", "use_image",
    ]
    static let stringOptions: Set<String> = [
        "tilda_config_version", "command", "font", "key", "addtab_key", "fullscreen_key", "toggle_transparency_key", "toggle_searchbar_key",
        "closetab_key", "nexttab_key", "prevtab_key", "movetableft_key", "movetabright_key", "gototab_1_key", "gototab_2_key",
        "gototab_3_key", "gototab_4_key", "gototab_5_key", "gototab_6_key", "gototab_7_key", "gototab_8_key", "gototab_9_key",
        "gototab_10_key", "copy_key", "paste_key", "quit_key", "title", "background_color", "working_dir", "web_browser",
        "increase_font_size_key", "decrease_font_size_key", "normalize_font_size_key", "show_on_monitor", "word_chars", "image",
    ]
    static let colorOptions = ["back", "text", "cursor"].flatMap { part in ["red", "green", "blue"].map { "\(part)_\($0)" } }

    /// tilda's default `palette` (48 channels).
    static let defaultPalette: [Int] = [
        0x2e2e, 0x3434, 0x3636, 0xcccc, 0x0000, 0x0000, 0x4e4e, 0x9a9a, 0x0606, 0xc4c4, 0xa0a0, 0x0000,
        0x3434, 0x6565, 0xa4a4, 0x7575, 0x5050, 0x7b7b, 0x0606, 0x9820, 0x9a9a, 0xd3d3, 0xd7d7, 0xcfcf,
        0x5555, 0x5757, 0x5353, 0xefef, 0x2929, 0x2929, 0x8a8a, 0xe2e2, 0x3434, 0xfcfc, 0xe9e9, 0x4f4f,
        0x7272, 0x9f9f, 0xcfcf, 0xadad, 0x7f7f, 0xa8a8, 0x3434, 0xe2e2, 0xe2e2, 0xeeee, 0xeeee, 0xecec,
    ]
    /// VTE's own 16 colors, foreground and background (`Terminal::set_colors` with none given).
    static let vteColors: [UInt32] = [
        0x000000, 0xC00000, 0x00C000, 0xC0C000, 0x0000C0, 0xC000C0, 0x00C0C0, 0xC0C0C0,
        0x3F3F3F, 0xFF3F3F, 0x3FFF3F, 0xFFFF3F, 0x3F3FFF, 0xFF3FFF, 0x3FFFFF, 0xFFFFFF,
    ]
    static let vteForeground: UInt32 = 0xC0C0C0
    static let vteBackground: UInt32 = 0x000000

    /// A 16-bit channel: its option, value and line (nil for tilda's default).
    typealias Channel = (name: String, value: Int, line: Int?)

    /// One option as libconfuse read it: its values (one, or a list's) and the line of each.
    struct Option {
        var values: [(text: String, line: Int)]
        var line: Int
    }

    /// True when the head sets a tilda color option (`back_red` … `cursor_blue`, or `palette` to a
    /// `{…}` list, which Ghostty's `palette = N=COLOR` never is) and every option it names is a
    /// snake-case name, as libconfuse's and tilda's are (an unknown one is then tilda's error).
    static func matches(_ text: String) -> Bool {
        var colors = 0
        for line in LeadingLines.of(text, count: 400) {
            let start = line.drop { $0 == " " || $0 == "\t" }
            if start.hasPrefix("[") { return false }
            if start.hasPrefix("#") || start.hasPrefix("//") || !start.contains("=") { continue }
            let name = String(start.prefix { $0 != "=" && $0 != " " && $0 != "\t" && $0 != "+" })
            guard !name.isEmpty, name.allSatisfy({ ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_" }) else { return false }
            let value = start.drop { $0 != "=" }.dropFirst().drop { $0 == " " || $0 == "\t" }
            if colorOptions.contains(name) || (name == "palette" && value.hasPrefix("{")) { colors += 1 }
        }
        return colors > 0
    }

    static func read(_ text: String) throws(SkinError) -> TerminalScheme {
        let options = try parse(text)
        var warnings: [SkinError] = []
        func integer(_ name: String, _ value: (text: String, line: Int)) throws(SkinError) -> Int {
            guard let number = strtol(value.text) else {
                throw SkinError(keyPath: [name], line: value.line, message: "'\(value.text)' is no integer libconfuse reads: tilda reports its config")
            }
            return number
        }
        func channels(_ part: String, default fallback: Int) throws(SkinError) -> [Channel] {
            var read: [Channel] = []
            for channel in ["red", "green", "blue"] {
                let name = "\(part)_\(channel)"
                if let value = options[name]?.values.last {
                    read.append((name, try integer(name, value), value.line))
                } else {
                    read.append((name, fallback, nil))
                }
            }
            if read.allSatisfy({ $0.line == nil }) {
                warnings.append(
                    SkinError(
                        keyPath: ["\(part)_red"],
                        message: SchemeColorText.leftOut("\(part)_red/green/blue", taking: "tilda's own \(color(read.map(\.value)).hexString)", as: "tilda")))
            }
            return read
        }
        let background = try channels("back", default: 0x0000)
        let foreground = try channels("text", default: 0xFFFF)
        let cursor = try channels("cursor", default: 0xFFFF)
        var palette: [Channel]
        if let option = options["palette"] {
            palette = []
            for value in option.values { palette.append(("palette", try integer("palette", value), value.line)) }
            if palette.count < 48 {
                warnings.append(
                    SkinError(
                        keyPath: ["palette"], line: option.line,
                        message: "\(palette.count) values where tilda reads 48: the missing channels are 0, as libconfuse gives past a list's end"))
            }
            palette += Array(repeating: ("palette", 0, option.line), count: max(0, 48 - palette.count))
        } else {
            palette = defaultPalette.map { ("palette", $0, nil) }
            warnings.append(SkinError(keyPath: ["palette"], message: SchemeColorText.leftOut("'palette'", taking: "tilda's own", as: "tilda")))
        }
        var checked = background + foreground + Array(palette.prefix(48))
        if let transparency = options["enable_transparency"]?.values.last, try boolean(transparency, name: "enable_transparency") {
            let alpha = options["back_alpha"]?.values.last
            checked.append(("back_alpha", try alpha.map { (value) throws(SkinError) in try integer("back_alpha", value) } ?? 0xFFFF, alpha?.line))
        }
        func refused(_ values: [Channel], _ kept: String) -> Bool {
            guard let bad = values.first(where: { !(0...0xFFFF).contains($0.value) }) else { return false }
            warnings.append(
                SkinError(
                    keyPath: [bad.name], line: bad.line,
                    message: "tilda hands VTE \(bad.value)/65535, outside 0–1, and VTE refuses it (valid_color): \(kept)"))
            return true
        }
        let vte = refused(checked, "the whole vte_terminal_set_colors call, so VTE's own colors are taken")
        let cursorRefused = refused(cursor, "vte_terminal_set_color_cursor, so VTE's cursor (the cell reversed) is taken")
        let ansi = vte ? vteColors.map { RGBColor(hex: $0) } : (0..<16).map { color(palette[$0 * 3..<$0 * 3 + 3].map(\.value)) }
        return TerminalScheme(
            name: nil, background: vte ? RGBColor(hex: vteBackground) : color(background.map(\.value)),
            foreground: vte ? RGBColor(hex: vteForeground) : color(foreground.map(\.value)), cursor: cursorRefused ? nil : color(cursor.map(\.value)),
            ansi: ansi, warnings: warnings)
    }

    /// Three 16-bit channels as painted on an 8-bit surface: each one's high byte.
    static func color(_ channels: [Int]) -> RGBColor {
        let bytes = channels.map { UInt8(clamping: $0 >> 8) }
        return RGBColor(red: bytes[0], green: bytes[1], blue: bytes[2])
    }

    /// `strtol(text, &end, 0)` reading all of `text`: decimal, `0x` hex or `0` octal, with a sign.
    static func strtol(_ text: String) -> Int? {
        var digits = Substring(text)
        let negative = digits.first == "-"
        if digits.first == "-" || digits.first == "+" { digits = digits.dropFirst() }
        var radix = 10
        if digits.lowercased().hasPrefix("0x") {
            radix = 16
            digits = digits.dropFirst(2)
        } else if digits.hasPrefix("0"), digits.count > 1 {
            radix = 8
            digits = digits.dropFirst()
        }
        guard !digits.isEmpty, let value = Int(digits, radix: radix) else { return nil }
        return negative ? -value : value
    }

    /// A libconfuse boolean: `true`, `yes`, `on` or `false`, `no`, `off`.
    private static func boolean(_ value: (text: String, line: Int), name: String) throws(SkinError) -> Bool {
        switch value.text.lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default: throw SkinError(keyPath: [name], line: value.line, message: "'\(value.text)' is no boolean libconfuse reads: tilda reports its config")
        }
    }

    /// The options of `text` as libconfuse parses them; an unknown option, a list for a single value
    /// or broken syntax is an error at its line.
    static func parse(_ text: String) throws(SkinError) -> [String: Option] {
        var tokens = ConfuseTokens(text: text)
        var options: [String: Option] = [:]
        while let token = try tokens.next() {
            guard !token.isPunctuation else {
                throw SkinError(line: token.line, message: "libconfuse expects an option name, not '\(token.text)': tilda reports its config")
            }
            let name = token.text
            let isList = name == "palette"
            guard isList || integerOptions.contains(name) || booleanOptions.contains(name) || stringOptions.contains(name) else {
                throw SkinError(keyPath: [name], line: token.line, message: "tilda has no option '\(name)': libconfuse fails and tilda reports its config")
            }
            guard let assign = try tokens.next(), assign.isPunctuation, assign.text == "=" || (assign.text == "+=" && isList) else {
                throw SkinError(keyPath: [name], line: token.line, message: "libconfuse expects '=' after '\(name)': tilda reports its config")
            }
            guard let first = try tokens.next() else { throw SkinError(keyPath: [name], line: token.line, message: "no value for '\(name)'") }
            var values: [(text: String, line: Int)] = assign.text == "+=" ? (options[name]?.values ?? defaultPalette.map { (String($0), token.line) }) : []
            if first.isPunctuation && first.text == "{" {
                guard isList else {
                    throw SkinError(keyPath: [name], line: first.line, message: "'\(name)' is no list: libconfuse fails and tilda reports its config")
                }
                var expectValue = true
                while true {
                    guard let item = try tokens.next() else { throw SkinError(keyPath: [name], line: first.line, message: "the list of '\(name)' has no '}'") }
                    if item.isPunctuation && item.text == "}" { break }
                    if item.isPunctuation && item.text == "," && !expectValue {
                        expectValue = true
                        continue
                    }
                    guard !item.isPunctuation, expectValue else {
                        throw SkinError(
                            keyPath: [name], line: item.line, message: "libconfuse expects a value or '}' in the list of '\(name)', not '\(item.text)'")
                    }
                    values.append((item.text, item.line))
                    expectValue = false
                }
            } else {
                guard !first.isPunctuation else {
                    throw SkinError(keyPath: [name], line: first.line, message: "libconfuse expects a value for '\(name)', not '\(first.text)'")
                }
                values.append((first.text, first.line))
            }
            options[name] = Option(values: values, line: token.line)
        }
        return options
    }
}
