import Foundation
import Testing

@testable import SkinKit

/// Terminal.app `.terminal` profiles: colors archived as `NSColor`s, read without AppKit. The real
/// files are `Data/TerminalApp/Dracula.terminal` (calibrated colors, from its author) and
/// `Data/Schemes/Dracula.terminal` (device colors, in RealSchemeTests); the color spaces a real
/// profile rarely holds are built here as `NSKeyedArchiver` lays them out.
@Suite struct TerminalAppProfileTests {
    /// A binary property list of a keyed archive holding `color` and `others` (an ICC profile's
    /// `NS.data`, class records); the `$class`/`NSCustomColorSpace` references are placeholders,
    /// as the reader follows no UID.
    func archive(_ color: [String: Any], others: [Any] = []) throws -> Data {
        let root: [String: Any] = [
            "$archiver": "NSKeyedArchiver", "$version": 100_000, "$top": ["root": 1],
            "$objects": ["$null", color] + others + [["$classname": "NSColor", "$classes": ["NSColor", "NSObject"]]],
        ]
        return try PropertyListSerialization.data(fromPropertyList: root, format: .binary, options: 0)
    }

    /// A `.terminal` XML property list with these archived colors and `name`.
    func profile(_ colors: [String: Data], name: String = "Mine") -> String {
        let entries = colors.keys.sorted().map { "<key>\($0)</key>\n<data>\(colors[$0]?.base64EncodedString() ?? "")</data>" }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \(entries.joined(separator: "\n"))
            <key>name</key>
            <string>\(name)</string>
            <key>type</key>
            <string>Window Settings</string>
            </dict>
            </plist>
            """
    }

    func rgb(_ space: Int, _ text: String) -> [String: Any] { ["NSColorSpace": space, "NSRGB": Data((text + "\0").utf8), "$class": 2] }

    /// An ICC profile of `version` (2: a `textDescriptionType` `desc`, 4: `multiLocalizedUnicodeType`)
    /// described as `description`: the header, a tag table of one `desc` tag, the tag.
    func iccProfile(_ description: String, version: Int) -> Data {
        func uint32(_ value: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8((value >> $0) & 0xFF) } }
        var tag: [UInt8]
        if version == 2 {
            tag = Array("desc".utf8) + uint32(0) + uint32(description.utf8.count + 1) + Array(description.utf8) + [0]
        } else {
            let text = description.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
            tag = Array("mluc".utf8) + uint32(0) + uint32(1) + uint32(12) + Array("enUS".utf8) + uint32(text.count) + uint32(28) + text
        }
        var header = [UInt8](repeating: 0, count: 128)
        header[8] = UInt8(version)
        let table = uint32(1) + Array("desc".utf8) + uint32(144) + uint32(tag.count)
        return Data(header + table + tag)
    }

    /// A color in a custom color space: its `NSComponents`, `NSRGB` the calibrated numbers AppKit adds.
    func custom(components: String, calibrated: String, profile: Data) throws -> Data {
        var color = rgb(1, calibrated)
        color["NSComponents"] = Data(components.utf8)
        color["NSCustomColorSpace"] = 2
        return try archive(color, others: [["NSICC": 3, "$class": 4], ["NS.data": profile, "$class": 5]])
    }

    func read(_ text: String) throws(SkinError) -> TerminalScheme { try ThemeText.scheme(text, file: "Mine.terminal", as: .terminalApp) }

    /// The author's Dracula: calibrated (Generic RGB) numbers converted (its green, `0.3137 0.9804
    /// 0.4824`, is not Dracula's #50FA7B on screen), device ones as they are (bright white), the
    /// missing white taken as Terminal.app's own with a warning, `name` naming it.
    @Test func theAuthorsDraculaReadsWithItsCalibratedColors() throws {
        let path = RealSchemeTests.folder.deletingLastPathComponent().appendingPathComponent("TerminalApp/Dracula.terminal").path
        let data = try #require(FileManager.default.contents(atPath: path))
        guard case .schemes(.terminalApp, let schemes) = try ThemeFileReader.content(of: data, file: path), let dracula = schemes.first else {
            Issue.record("not read as a Terminal.app profile")
            return
        }
        #expect(dracula.name == "Dracula")
        #expect(dracula.background.hexString == "#282A36")
        #expect(dracula.foreground.hexString == "#FFFFFF")
        #expect(dracula.ansi[2].hexString == "#63FB8E")
        #expect(dracula.ansi[15].hexString == "#F8F8F2")
        #expect(dracula.ansi[7].hexString == "#CBCCCD")
        #expect(
            dracula.warnings.map(\.description) == [
                "ANSIWhiteColor: missing color 'ANSIWhiteColor': Terminal.app's own #CBCCCD taken, as Terminal.app does"
            ])
    }

    /// Every color space a profile writes: device RGB as it is, calibrated RGB and white converted
    /// from Generic RGB, device white, sRGB components as they are, Display P3 components
    /// converted (v2 and v4 profiles), another profile's color through its calibrated numbers.
    @Test func everyColorSpaceIsReadAsAppKitWritesIt() throws {
        let text = profile([
            "BackgroundColor": try archive(rgb(2, "0.1 0.2 0.3")),
            "TextColor": try archive(["NSColorSpace": 4, "NSWhite": Data("0.5\0".utf8)]),
            "ANSIBlackColor": try archive(["NSColorSpace": 3, "NSWhite": Data("0.5 1\0".utf8)]),
            "ANSIRedColor": try archive(rgb(1, "0.5 0.25 0.75")),
            "ANSIGreenColor": try custom(components: "0.2 0.4 0.6 1", calibrated: "0 0 0", profile: iccProfile("sRGB IEC61966-2.1", version: 2)),
            "ANSIYellowColor": try custom(components: "0.8 0.4 0.2 1", calibrated: "0 0 0", profile: iccProfile("Display P3", version: 4)),
            "ANSIBlueColor": try custom(components: "0.8 0.4 0.2 1", calibrated: "0 0 0", profile: iccProfile("Display P3", version: 2)),
            "ANSIMagentaColor": try custom(components: "0.9 0.9 0.9 1", calibrated: "0.5 0.25 0.75", profile: iccProfile("Color LCD", version: 4)),
        ])
        let scheme = try read(text)
        #expect(scheme.name == "Mine")
        #expect(scheme.background.hexString == "#1A334D")
        #expect(scheme.foreground.hexString == "#808080")
        #expect(scheme.ansi[0].hexString == "#929292")
        #expect(scheme.ansi[1].hexString == "#9251CB")
        #expect(scheme.ansi[2].hexString == "#336699")
        #expect(scheme.ansi[3].hexString == "#DB5E1F")
        #expect(scheme.ansi[4].hexString == "#DB5E1F")
        #expect(scheme.ansi[5].hexString == "#9251CB")
        #expect(scheme.cursor == nil)
        #expect(scheme.warnings.count == 10)
    }

    /// A color AppKit cannot hand over as RGB, or data that is no archive, is an error at its key's line.
    @Test(arguments: [
        (
            ["NSColorSpace": 5, "NSCMYK": Data("0 0 0 1\0".utf8)] as [String: any Sendable],
            "an NSColor in color space 5, which is not read (RGB: 1, 2; gray: 3, 4)"
        ),
        (["NSColorSpace": 2, "NSRGB": Data("0.1 zero 0.3\0".utf8)], "NSRGB '0.1 zero 0.3' is not 3 numbers in 0–1 (and an alpha)"),
        (["NSColorSpace": 2], "an NSColor in color space 2 without its NSRGB"),
    ])
    func aColorNotReadIsAnErrorAtItsLine(color: [String: any Sendable], message: String) throws {
        let text = profile(["BackgroundColor": try archive(rgb(2, "0 0 0")), "TextColor": try archive(color)])
        #expect(ThemeText.problem(text, file: "Mine.terminal") == "Mine.terminal:7: TextColor: \(message)")
    }

    @Test func dataThatIsNoArchiveIsAnError() {
        let text = profile(["BackgroundColor": Data("0 0 0".utf8)])
        #expect(
            ThemeText.problem(text, file: "Mine.terminal")
                == "Mine.terminal:5: BackgroundColor: not an archived color (expected an NSKeyedArchiver archive of an NSColor)")
    }

    @Test func aProfileWithoutColorsIsAnError() {
        let problem = ThemeText.problem(profile([:]), file: "Plain.terminal")
        #expect(problem.hasPrefix("Plain.terminal: a Terminal.app profile that sets no color (none of ANSIBlackColor, "), "\(problem)")
    }

    /// A folder scan reads `.terminal` files; one that is not a profile is an error there.
    @Test func aFolderScanReadsTerminalFiles() throws {
        let folder = try TemporaryFolder()
        try folder.write("Night.terminal", profile(["BackgroundColor": try archive(rgb(2, "0 0 0"))], name: "Night Shift"))
        try folder.write("Broken.terminal", "not a profile\n")
        let result = SkinLoader().load(path: folder.url.path)
        #expect(result.skins.map(\.name) == ["night-shift"])
        #expect(result.errors.map(\.description) == ["\(folder.url.path)/Broken.terminal: \(ThemeFormat.triedFormatsMessage)"])
    }
}
