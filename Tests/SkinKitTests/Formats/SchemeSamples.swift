import Foundation

@testable import SkinKit

/// One made-up scheme with 20 distinct colors, written by the tests in every terminal format.
enum SchemeSamples {
    static let background = "#101820", foreground = "#E0E4E8", cursor = "#F0C000", selection = "#304050"
    /// ANSI 0–15, all different, so a wrong index shows.
    static let ansi = [
        "#000001", "#C00002", "#00C003", "#C0C004", "#0000C5", "#C000C6", "#00C0C7", "#C0C0C8",
        "#404049", "#FF000A", "#00FF0B", "#FFFF0C", "#0000FD", "#FF00FE", "#00FFF0", "#FFFFF1",
    ]

    static func color(_ hex: String) -> RGBColor { RGBColor(hex: UInt32(hex.dropFirst(), radix: 16) ?? 0) }

    static var iTerm2: String {
        func entry(_ key: String, _ hex: String) -> String {
            let c = color(hex)
            func real(_ v: UInt8) -> String { "<real>\(Double(v) / 255)</real>" }
            return "<key>\(key)</key><dict><key>Blue Component</key>\(real(c.blue))<key>Color Space</key><string>sRGB</string>"
                + "<key>Green Component</key>\(real(c.green))<key>Red Component</key>\(real(c.red))</dict>"
        }
        var body =
            entry("Background Color", background) + entry("Foreground Color", foreground)
            + entry("Cursor Color", cursor) + entry("Selection Color", selection)
        for (index, hex) in ansi.enumerated() { body += entry("Ansi \(index) Color", hex) }
        return #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict>"# + body + "</dict></plist>"
    }

    static var windowsTerminal: String {
        var pairs = [
            "\"name\": \"Sample Scheme\"", "\"background\": \"\(background)\"", "\"foreground\": \"\(foreground)\"",
            "\"cursorColor\": \"\(cursor)\"", "\"selectionBackground\": \"\(selection)\"",
        ]
        for (key, hex) in zip(WindowsTerminalReader.ansiKeys, ansi) { pairs.append("\"\(key)\": \"\(hex)\"") }
        return "{\n  " + pairs.joined(separator: ",\n  ") + "\n}\n"
    }

    static var alacritty: String {
        let names = TerminalScheme.ansiNames
        var text = "# a sample\n[colors.primary]\nbackground = '\(background)'\nforeground = \"\(foreground)\"\n\n"
        text += "[colors.cursor]\ncursor = '\(cursor)'\ntext = 'CellBackground'\n\n[colors.selection]\nbackground = '\(selection)'\n\n"
        text += "[colors.normal]\n" + zip(names, ansi.prefix(8)).map { "\($0) = '\($1)'" }.joined(separator: "\n") + "\n\n"
        text += "[colors.bright]\n" + zip(names, ansi.suffix(8)).map { "\($0) = '\($1)'  # bright" }.joined(separator: "\n") + "\n"
        return text
    }

    static var kitty: String {
        var lines = [
            "## name: Sample Scheme", "background \(background)", "foreground \(foreground)", "cursor \(cursor)",
            "selection_background \(selection)", "# a comment",
        ]
        for (index, hex) in ansi.enumerated() { lines.append("color\(index)   \(hex)") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// base16 ANSI order (base16-shell) read backwards: which baseXX the sample's ANSI colors sit in.
    static var base16Palette: [String: String] {
        var palette: [String: String] = [:]
        for (index, key) in Base16Reader.normal.enumerated() { palette[key] = ansi[index] }
        palette["base00"] = background
        palette["base05"] = foreground
        palette["base02"] = selection
        palette["base03"] = ansi[8]
        palette["base07"] = ansi[15]
        for key in ["base01", "base04", "base06", "base09", "base0F"] { palette[key] = "#123456" }
        return palette
    }

    static var base16Tinted: String {
        "system: \"base16\"\nname: \"Sample Scheme\"\nvariant: \"dark\"\npalette:\n"
            + base16Palette.keys.sorted().map { "  \($0): \"\(base16Palette[$0] ?? "")\"" }.joined(separator: "\n") + "\n"
    }

    static var base16Flat: String {
        "scheme: \"Sample Scheme\"\nauthor: \"tests\"\n"
            + base16Palette.keys.sorted().map { "\($0): \"\(base16Palette[$0]?.dropFirst() ?? "")\"" }.joined(separator: "\n") + "\n"
    }

    static let swiftThemeNight = """
        {
          "Global": { "backgroundColor": "#1A1A1A", "textColor": "#ECF0F1", "barTextColor": "#F39C12FF" },
          "SelectedColor": "#E74C3C",
          "UINavigationBar": { "barTintColor": "#232323", "titleTextAttributes": { "NSColor": "#ECF0F1" } },
          "Images": { "cover": "bg_night" }
        }
        """
}
