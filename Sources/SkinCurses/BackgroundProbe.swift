import SkinKit

/// Whether the terminal's background is light or dark: the terminal's answer to OSC 11 (asked by
/// `CursesScreen.queryBackground` without holding the first frame), else `COLORFGBG`, else light.
/// An explicit choice by the user always wins over all three. These are the parsers.
public enum BackgroundProbe {
    /// The OSC 11 query, DECRQM for mode 2031 (light/dark reports), and the DA1 request that follows
    /// them as a sentinel (every terminal answers DA1).
    static let query = Array("\u{1B}]11;?\u{1B}\\".utf8) + AppearanceReports.request + Array("\u{1B}[c".utf8)

    /// The background color in an OSC 11 reply, `ESC ] 11 ; rgb:RRRR/GGGG/BBBB` ended by BEL or
    /// ST (`ESC \`), with 1–4 hex digits per channel (`rgba:` with a fourth channel is accepted);
    /// other bytes around the reply (a DA1 answer, typed keys) are skipped. Nil when there is none.
    public static func parseOSC11Reply(_ bytes: [UInt8]) -> RGBColor? {
        let introducer = Array("\u{1B}]11;".utf8)
        var start = 0
        while let found = firstIndex(of: introducer, in: bytes, from: start) {
            let payloadStart = found + introducer.count
            if let end = terminatorIndex(in: bytes, from: payloadStart),
                let color = parseColorSpec(String(decoding: bytes[payloadStart..<end], as: UTF8.self))
            {
                return color
            }
            start = found + 1
        }
        return nil
    }

    /// `parseOSC11Reply` on the UTF-8 bytes of `reply`.
    public static func parseOSC11Reply(_ reply: String) -> RGBColor? {
        parseOSC11Reply(Array(reply.utf8))
    }

    /// The style `COLORFGBG` implies, from its last field, the background palette index:
    /// `"15;0"` (light text on black) → dark, `"0;15"` → light, `"15;default;0"` → dark.
    /// Indices 0–6 and 8 count as dark (rxvt's and Vim's rule); 16–255 by their xterm color.
    /// Nil when the field is missing, `default`, or not an index.
    public static func parseCOLORFGBG(_ value: String) -> UserInterfaceStyle? {
        guard let last = value.split(separator: ";", omittingEmptySubsequences: false).last,
            let index = Int(last.filter { $0 != " " }), (0...255).contains(index)
        else { return nil }
        if index < 16 { return (0...6).contains(index) || index == 8 ? .dark : .light }
        return TerminalPalette.xterm256[index].isDark ? .dark : .light
    }

    /// True when `bytes` hold a complete DA1 reply (`ESC [ ? … c`), the sentinel that ends a query.
    static func containsDA1Reply(_ bytes: [UInt8]) -> Bool {
        let introducer = Array("\u{1B}[?".utf8)
        var start = 0
        while let found = firstIndex(of: introducer, in: bytes, from: start) {
            var index = found + introducer.count
            while index < bytes.count, bytes[index] == UInt8(ascii: ";") || (48...57).contains(bytes[index]) {
                index += 1
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: "c") { return true }
            start = found + 1
        }
        return false
    }

    // MARK: Parsing helpers

    /// `rgb:R/G/B` or `rgba:R/G/B/A`, each channel 1–4 hex digits scaled to 8 bits.
    static func parseColorSpec(_ text: String) -> RGBColor? {
        let lower = text.lowercased()
        let channels: [Substring]
        if lower.hasPrefix("rgb:") {
            channels = lower.dropFirst(4).split(separator: "/", omittingEmptySubsequences: false)
            guard channels.count == 3 else { return nil }
        } else if lower.hasPrefix("rgba:") {
            channels = lower.dropFirst(5).split(separator: "/", omittingEmptySubsequences: false)
            guard channels.count == 4 else { return nil }
        } else {
            return nil
        }
        var values: [UInt8] = []
        for channel in channels.prefix(3) {
            guard (1...4).contains(channel.count), channel.allSatisfy(\.isHexDigit),
                let raw = Int(channel, radix: 16)
            else { return nil }
            let maximum = (1 << (4 * channel.count)) - 1
            values.append(UInt8((Double(raw) * 255 / Double(maximum)).rounded()))
        }
        return RGBColor(red: values[0], green: values[1], blue: values[2])
    }

    /// The index of BEL, or of the ESC of ST (`ESC \`), or of an 8-bit ST, at or after `start`.
    private static func terminatorIndex(in bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        while index < bytes.count {
            switch bytes[index] {
            case 0x07, 0x9C: return index
            case 0x1B: return index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\\") ? index : nil
            default: index += 1
            }
        }
        return nil
    }

    private static func firstIndex(of needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard !needle.isEmpty, bytes.count >= needle.count, start <= bytes.count - needle.count else { return nil }
        for index in start...(bytes.count - needle.count) where bytes[index..<index + needle.count].elementsEqual(needle) {
            return index
        }
        return nil
    }
}
