/// FreeBSD's vt(4) console palette: `kern.vt.color.N.rgb` tunables in `/boot/loader.conf` syntax
/// (iTerm2-Color-Schemes' `freebsd_vt/*.conf`), read as the kernel reads them (`vt_palette_init`
/// and `vt_parse_rgb_triplet` in `sys/dev/vt/colors/vt_termcolors.c`, freebsd/freebsd-src 9a4b94ad):
/// lines `name="value"` or `name=value` (`#` comments, blank lines; other tunables passed over),
/// the value cut at 31 characters as `TUNABLE_STR_FETCH` fetches it into 32 bytes; `#rrggbb`
/// (exactly six hex digits) or `r, g, b` (decimal 0–255, separated by commas and spaces). The kernel
/// keeps each channel as a whole percentage (`r*100/255`) and paints `255*pct/100` on an 8-bit
/// framebuffer (`vt_generate_cons_palette`'s `COLOR_FORMAT_RGB` with 0xFF masks, as efifb's), so that is the color taken: `#FF5555` is painted `#FF5454`. Only colors 0–15 exist
/// (a higher N is never fetched: passed over with a warning). A value the kernel cannot parse keeps
/// its default silently: here with a warning at its line; a color left out is vt's default
/// (`color_def`), with a warning. The console's text is color 7 on color 0 (teken's default
/// attributes; `teken.fg_color`/`teken.bg_color` are not read), so those are the foreground and
/// background; vt has no cursor or selection color (both drawn reversed).
enum FreeBSDVTReader {
    /// `color_def`: vt's default percentages for colors 0–15.
    static let defaultPercentages: [(UInt8, UInt8, UInt8)] = [
        (0, 0, 0), (50, 0, 0), (0, 50, 0), (77, 63, 0), (20, 40, 64), (50, 0, 50), (0, 50, 50), (75, 75, 75),
        (18, 20, 21), (100, 0, 0), (0, 100, 0), (100, 100, 0), (45, 62, 81), (100, 0, 100), (0, 100, 100), (100, 100, 100),
    ]
    static let prefix = "kern.vt.color."

    /// True when a line of the head sets a `kern.vt.color.` tunable.
    static func matches(_ text: String) -> Bool {
        LeadingLines.of(text, count: 400).contains { $0.drop { $0 == " " || $0 == "\t" }.hasPrefix(prefix) }
    }

    /// A tunable line's name and value (quotes taken off), or nil for a blank or comment line.
    static func tunable(_ line: Substring) -> (name: String, value: String)? {
        let start = line.drop { $0 == " " || $0 == "\t" }
        guard !start.isEmpty, !start.hasPrefix("#"), let equals = start.firstIndex(of: "=") else { return nil }
        let name = String(start[..<equals]).trimmingSpaces
        var value = start[start.index(after: equals)...].drop { $0 == " " || $0 == "\t" }
        if value.first == "\"" {
            value = value.dropFirst()
            value = value.prefix { $0 != "\"" }
        } else {
            value = value.prefix { $0 != "#" && $0 != " " && $0 != "\t" }
        }
        return (name, String(value))
    }

    static func read(_ text: String) throws(SkinError) -> TerminalScheme {
        var percentages = defaultPercentages
        var given = Set<Int>()
        var warnings: [SkinError] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard let (name, value) = tunable(line), name.hasPrefix(prefix), name.hasSuffix(".rgb") else { continue }
            let number = name.dropFirst(prefix.count).dropLast(4)
            guard let slot = Int(number), number.allSatisfy(\.isNumber), slot < 16 else {
                warnings.append(SkinError(keyPath: [name], line: index + 1, message: "vt has colors 0–15 only: '\(name)' is never read"))
                continue
            }
            guard let (r, g, b) = triplet(String(value.prefix(31))) else {
                warnings.append(
                    SkinError(
                        keyPath: [name], line: index + 1,
                        message: "'\(value)' is not a color vt reads (#rrggbb or r,g,b in 0–255): vt keeps its own, silently"))
                continue
            }
            percentages[slot] = (UInt8(Int(r) * 100 / 255), UInt8(Int(g) * 100 / 255), UInt8(Int(b) * 100 / 255))
            given.insert(slot)
        }
        let ansi = percentages.map(painted)
        for slot in 0..<16 where !given.contains(slot) {
            warnings.append(
                SkinError(keyPath: ["\(prefix)\(slot).rgb"], message: SchemeColorText.leftOut(key: "\(prefix)\(slot).rgb", color: ansi[slot], terminal: "vt")))
        }
        return TerminalScheme(name: nil, background: ansi[0], foreground: ansi[7], ansi: ansi, warnings: warnings)
    }

    /// The color vt paints for percentages on an 8-bit framebuffer (`CF` in `vt_generate_cons_palette`).
    static func painted(_ percentage: (UInt8, UInt8, UInt8)) -> RGBColor {
        func channel(_ value: UInt8) -> UInt8 { UInt8(255 * Int(value) / 100) }
        return RGBColor(red: channel(percentage.0), green: channel(percentage.1), blue: channel(percentage.2))
    }

    /// `vt_parse_rgb_triplet`: `#rrggbb`, or three decimal numbers 0–255 separated by commas and
    /// spaces, trailing spaces allowed; nil for anything else.
    static func triplet(_ text: String) -> (UInt8, UInt8, UInt8)? {
        if text.hasPrefix("#") {
            let digits = text.dropFirst()
            guard digits.count == 6, digits.allSatisfy(\.isHexDigit), let value = UInt32(digits, radix: 16) else { return nil }
            return (UInt8(value >> 16), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF))
        }
        var rest = Substring(text)
        var channels: [UInt8] = []
        for index in 0..<3 {
            let digits = rest.prefix { ("0"..."9").contains($0) }
            guard !digits.isEmpty, let value = Int(digits), value <= 255 else { return nil }
            channels.append(UInt8(value))
            rest = rest.dropFirst(digits.count)
            rest = index < 2 ? rest.drop { $0 == "," || $0 == " " } : rest.drop { $0 == " " }
        }
        guard rest.isEmpty else { return nil }
        return (channels[0], channels[1], channels[2])
    }
}
