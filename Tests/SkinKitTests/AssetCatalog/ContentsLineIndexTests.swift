import Foundation
import Testing

@testable import SkinKit

/// Problems in a Contents.json name their line, as skin file problems do (NetNewsWire's
/// secondaryAccentColor as Xcode formats it; the lines read off the file).
@Suite struct ContentsLineIndexTests {
    @Test func linesOfEntriesAndFields() throws {
        let file = RealAssetCatalogTests.catalog("NetNewsWire") + "/secondaryAccentColor.colorset/Contents.json"
        let index = ContentsLineIndex([UInt8](try #require(FileManager.default.contents(atPath: file))))
        #expect(index.line(of: ["colors[0]"]) == 3)
        #expect(index.line(of: ["colors[0]", "color", "components", "red"]) == 10)
        #expect(index.line(of: ["colors[1]", "appearances[0]"]) == 17)
        #expect(index.line(of: ["colors[1]", "color", "components", "blue"]) == 26)
        #expect(index.line(of: ["colors[1]", "idiom"]) == 31)
        // A field that is not there: the line of the deepest part that is.
        #expect(index.line(of: ["colors[1]", "color", "components", "white"]) == 24)
        #expect(index.line(of: ["info", "version"]) == 36)
    }

    @Test func escapesAndOddTextDoNotConfuseIt() {
        let text = "{ \"a\\\"b\" : [ 1, { \"c\" : \"x,y]\" },\n true ], \"d\" : { \"e\" : null } }"
        let index = ContentsLineIndex(Array(text.utf8))
        #expect(index.line(of: ["d", "e"]) == 2)
        #expect(index.line(of: ["a\"b[1]", "c"]) == 1)
        #expect(index.line(of: ["a\"b[2]"]) == 2)
        #expect(ContentsLineIndex(Array("{ \"unterminated".utf8)).line(of: ["x"]) == nil)
    }
}
