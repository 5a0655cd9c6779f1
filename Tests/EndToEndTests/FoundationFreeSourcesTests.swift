import Foundation
import Testing

/// The modules `termskin` links import FoundationEssentials, never Foundation: Foundation,
/// CoreFoundation and ICU cost a statically linked release binary about 15 MB (issue 26). A file
/// that imports Foundation again compiles and passes every other test, so this reads the sources.
/// (`.ci/run` checks the release binary itself: no symbol of Foundation, CoreFoundation or ICU.)
struct FoundationFreeSourcesTests {
    static let modules = [
        "SkinKit", "SkinImageCodec", "SkinUI", "SkinRaster", "SkinShot", "SkinCurses", "Lint", "termskin",
    ]

    @Test func noModuleOfTheBinaryImportsFoundation() throws {
        var offenders: [String] = []
        var files = 0
        for module in Self.modules {
            let folder = PackagePaths.root.appendingPathComponent("Sources/\(module)")
            let walker = try #require(FileManager.default.enumerator(atPath: folder.path))
            for case let path as String in walker where path.hasSuffix(".swift") {
                files += 1
                let text = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
                for line in text.split(separator: "\n") where Self.importsFoundation(line) {
                    offenders.append("Sources/\(module)/\(path): \(line)")
                }
            }
        }
        #expect(files > 300, "the modules' sources were not found (\(files) files)")
        #expect(offenders.isEmpty, "\(offenders.joined(separator: "\n"))")
    }

    @Test func theCheckSeesEveryFormOfTheImport() {
        for line in ["import Foundation", "@preconcurrency import Foundation", "internal import Foundation", "import Foundation.NSString"] {
            #expect(Self.importsFoundation(Substring(line)), "\(line)")
        }
        for line in ["import FoundationEssentials", "@_spi(SwiftCorelibsFoundation) import FoundationEssentials", "// import Foundation"] {
            #expect(!Self.importsFoundation(Substring(line)), "\(line)")
        }
    }

    static func importsFoundation(_ line: Substring) -> Bool {
        let words = line.split(separator: " ")
        guard let index = words.firstIndex(of: "import"), index + 1 < words.count else { return false }
        if words[..<index].contains(where: { $0.hasPrefix("//") }) || line.hasPrefix("//") { return false }
        let module = words[index + 1]
        return module == "Foundation" || module.hasPrefix("Foundation.")
    }
}
