/// The two ways the terminal color notations spell three channels, each channel read by the
/// notation's own rule (Ghostty scales hex digits, Xlib keeps them as high bits): three equal runs
/// of 1–4 hex digits (`#RGB` … `#RRRRGGGGBBBB`) and three `/`-separated parts (`rgb:R/G/B`).
enum ColorChannels {
    /// `digits` cut into three equal runs of 1–4, each read by `channel`.
    static func runs(_ digits: Substring, _ channel: (Substring) -> UInt8?) -> RGBColor? {
        let width = digits.count / 3
        guard (1...4).contains(width), digits.count == width * 3 else { return nil }
        var start = digits.startIndex
        var channels: [UInt8] = []
        for _ in 0..<3 {
            let end = digits.index(start, offsetBy: width)
            guard let read = channel(digits[start..<end]) else { return nil }
            channels.append(read)
            start = end
        }
        return RGBColor(red: channels[0], green: channels[1], blue: channels[2])
    }

    /// `text` split at `/` into exactly three parts, each read by `channel`.
    static func parts(_ text: Substring, _ channel: (Substring) -> UInt8?) -> RGBColor? {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 3 else { return nil }
        var channels: [UInt8] = []
        for part in parts {
            guard let read = channel(part) else { return nil }
            channels.append(read)
        }
        return RGBColor(red: channels[0], green: channels[1], blue: channels[2])
    }
}
