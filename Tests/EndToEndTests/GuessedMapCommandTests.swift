import Foundation
import SkinKit
import SkinShot
import SkinUI
import Testing

/// Every real skin file under `Tests/…/Data` (and the CJSkinSwift example) shot with no map: the
/// gallery shows the file's own colors, through a guessed map, and no text run is illegible.
extension CommandLineTests {
    /// A real file, the skin to shoot, and its navigation-bar or page colors (light, dark) the gallery must show one of.
    struct RealSkin: Sendable, CustomStringConvertible {
        let path: String
        let skin: String
        let ownColors: [UInt32]
        var description: String { "\(skin) of \((path as NSString).lastPathComponent)" }
    }

    static let realSkins: [RealSkin] = [
        RealSkin(path: "Examples/CJSkinSwift/CJSkin.plist", skin: "default", ownColors: [0x996666]),
        RealSkin(path: "Examples/CJSkinSwift/CJSkin.plist", skin: "skin1", ownColors: [0x00CED1]),
        RealSkin(path: "Examples/CJSkinSwift/CJSkin.plist", skin: "skin2", ownColors: [0x454545]),
        RealSkin(path: "Tests/SkinKitTests/Data/SwiftTheme/Night.plist", skin: "night", ownColors: [0x01040D, 0x292B38]),
        RealSkin(path: "Tests/SkinKitTests/Data/AssetCatalogs/NetNewsWire/Assets.xcassets", skin: "Assets", ownColors: [0xEBEBED, 0x383838]),
        RealSkin(path: "Tests/SkinKitTests/Data/SwiftTheme/Red.json", skin: "red", ownColors: [0xEB4F38]),
        RealSkin(path: "Tests/SkinKitTests/Data/Themify/TestTheme.plist", skin: "twilight", ownColors: [0x000051, 0x534BAE]),
    ]

    /// Text the default skin itself draws under 3:1 (WCAG exempts inactive controls; a placeholder
    /// and a switch's thumb are not content): the same in every skin, not this check's concern.
    static let exemptForegrounds: Set<String> = ["field.placeholder", "button.disabledTitle", "switch.thumb"]

    /// The cells of the text runs (letters and digits) under 3:1 on their own background.
    static func illegibleRuns(in canvas: Canvas) -> [String] {
        var found: [String] = []
        for y in 0..<canvas.height {
            for x in 0..<canvas.width {
                let cell = canvas[x, y]
                guard cell.character.contains(where: { $0.isLetter || $0.isNumber }) else { continue }
                let ratio = cell.foreground.contrastRatio(with: cell.background)
                guard ratio < 3 else { continue }
                found.append("\(x),\(y) '\(cell.character)' \(cell.foregroundKey ?? "-") on \(cell.backgroundKey ?? "-"): \(ratio)")
            }
        }
        return found
    }

    @Test(arguments: realSkins)
    func aShotWithNoMapShowsTheFilesColorsAndLegibleText(real: RealSkin) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let name = (real.path as NSString).lastPathComponent
        try FileManager.default.copyItem(
            atPath: PackagePaths.root.appendingPathComponent(real.path).path,
            toPath: folder.appendingPathComponent(name).path)
        for trait in ["light", "dark"] {
            let shot = termskin(["shot", "--skins-dir", folder.path, "--skin", real.skin, "--trait", trait, "--size", "100x30", "--format", "svg"])
            #expect(shot.status == 0, "\(shot.error)")
            #expect(shot.error.contains("termskin shot: guessed a map for \(folder.path)/\(name)"), "\(shot.error)")
            let canvas = try ScreenshotFormat.svg.decode(Data(shot.output.utf8))
            let shown = Set((0..<canvas.height).flatMap { y in (0..<canvas.width).map { canvas[$0, y].background } })
            #expect(real.ownColors.contains { shown.contains(RGBColor(hex: $0)) }, "\(real) \(trait): none of the file's colors shown")
            let illegible = Self.illegibleRuns(in: canvas).filter { run in !Self.exemptForegrounds.contains { run.contains(" \($0) on ") } }
            // The default skin's own shot at this trait draws the same widgets' text: what it shows under 3:1 is its own.
            let plain = termskin(["shot", "--trait", trait, "--size", "100x30", "--format", "svg"])
            let own = Set(Self.illegibleRuns(in: try ScreenshotFormat.svg.decode(Data(plain.output.utf8))).map { $0.split(separator: ":")[0] })
            let added = illegible.filter { !own.contains($0.split(separator: ":")[0]) }
            #expect(added.isEmpty, "\(real) \(trait): \(added.joined(separator: "\n"))")
        }
        let unguessed = termskin(["shot", "--skins-dir", folder.path, "--skin", real.skin, "--no-guess", "--size", "100x30", "--format", "txt"])
        #expect(unguessed.status == 0 && !unguessed.error.contains("guessed"), "\(unguessed.error)")
    }

    @Test func listMarksAGuessedMapAndTheMapOptionTurnsItOff() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(
            atPath: PackagePaths.root.appendingPathComponent("Tests/SkinKitTests/Data/SwiftTheme/Night.plist").path,
            toPath: folder.appendingPathComponent("Night.plist").path)
        let list = termskin(["list", "--skins-dir", folder.path])
        let row = list.output.split(separator: "\n").first { $0.hasPrefix("night ") }.map(String.init) ?? ""
        #expect(row.contains(" guessed "), "\(list.output)")
        let map = folder.appendingPathComponent("my.json")
        try Data(#"{ "background": "Global.backgroundColor" }"#.utf8).write(to: map)
        let mapped = termskin(["list", "--skins-dir", folder.path, "--map", map.path])
        #expect(mapped.output.contains("1/8 ") && !mapped.output.contains("guessed"), "\(mapped.output)")
    }
}
