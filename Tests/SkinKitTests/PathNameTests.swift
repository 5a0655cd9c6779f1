import Foundation
import Testing

@testable import SkinKit

/// `PathName` gives what Foundation's `NSString` path methods give on Linux, which the code used
/// before it moved to FoundationEssentials.
struct PathNameTests {
    static let paths = [
        "", "/", "//", "a", "/a", "a/", "/a/", "a//b", "a/b/", "/a/b/c.txt", "Skins/x.zip", "x.tar.gz",
        ".hidden", "/.hidden", "a/.hidden", "..", "a/..", ".", "a.", "a..", "/a/b.c/", "~/x", "a//b//",
        "/Skins/Night.xcassets/", "dir.d/file", "é/ü.plist", "a/b/../c.json",
    ]

    @Test(arguments: paths)
    func componentsAndExtensionsAsNSString(_ path: String) {
        let ns = path as NSString
        #expect(PathName.lastComponent(path) == ns.lastPathComponent)
        // Foundation traps on a one-character component ("a", "//a" fixed to "/a" is fine): its
        // `_startOfLastPathComponent` requires two characters. Those are asserted below.
        if PathName.fixingSlashes(path).count > 1 {
            #expect(PathName.deletingLastComponent(path) == ns.deletingLastPathComponent)
        }
        #expect(PathName.pathExtension(path) == ns.pathExtension)
        #expect(PathName.deletingExtension(path) == ns.deletingPathExtension)
    }

    @Test func oneCharacterPathsLoseTheirOnlyComponent() {
        #expect(PathName.deletingLastComponent("a") == "")
        #expect(PathName.deletingLastComponent("a/") == "")
        #expect(PathName.deletingLastComponent(".") == "")
        #expect(PathName.deletingLastComponent("/") == "/")
        #expect(PathName.deletingLastComponent("") == "")
    }

    @Test(arguments: paths)
    func joiningAsNSString(_ base: String) {
        for component in ["", "b", "/b", "b/", "c.json", "."] {
            #expect(PathName.joined(base, component) == (base as NSString).appendingPathComponent(component))
        }
    }
}
