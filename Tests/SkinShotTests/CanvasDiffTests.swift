import SkinKit
import SkinShot
import SkinUI
import Testing

@Suite struct CanvasDiffTests {
    @Test func identicalCanvasesMatch() {
        let canvas = SampleCanvas.styled()
        let diff = CanvasDiff(expected: canvas, actual: canvas)
        #expect(diff.isMatch)
        #expect(diff.differences.isEmpty)
    }

    @Test func skinKeysAreNotCompared() {
        let expected = SampleCanvas.styled()
        #expect(CanvasDiff(expected: expected, actual: SampleCanvas.withoutKeys(expected)).isMatch)
    }

    @Test func listsEachDifferingCellWithWhatDiffers() {
        let expected = SampleCanvas.text("abc", width: 4)
        var actual = expected
        actual[1, 0].character = "x"
        actual[3, 0].background = SampleCanvas.red
        actual[2, 0].attributes = .underline
        let diff = CanvasDiff(expected: expected, actual: actual)
        #expect(!diff.isMatch)
        #expect(diff.differences.map { [$0.x, $0.y] } == [[1, 0], [2, 0], [3, 0]])
        #expect(diff.differences.map(\.aspects) == [["character"], ["attributes"], ["background"]])
        #expect(diff.differingRows == [0])
        #expect(diff.differences[0].expected.character == "b")
        #expect(diff.differences[0].actual.character == "x")
    }

    @Test func describesACellDifference() {
        var expected = SampleCanvas.text("ab", width: 2)
        expected[1, 0].attributes = .bold
        var actual = expected
        actual[1, 0].foreground = SampleCanvas.red
        actual[1, 0].character = "\""
        let difference = CanvasDiff(expected: expected, actual: actual).differences[0]
        #expect(
            difference.description
                == "(1,0) expected \"b\" #000000 on #FFFFFF [bold], actual \"\\\"\" #FF0000 on #FFFFFF [bold] (character, foreground)")
    }

    @Test func differentSizesCompareTheCommonArea() {
        let expected = SampleCanvas.text("abc", width: 3, height: 2)
        let actual = SampleCanvas.text("abd", width: 5, height: 1)
        let diff = CanvasDiff(expected: expected, actual: actual)
        #expect(!diff.sizesMatch)
        #expect(!diff.isMatch)
        #expect(diff.comparedSize == Size(width: 3, height: 1))
        #expect(diff.differences.map(\.x) == [2])
    }

    @Test func differsIsFalseOutsideTheComparedArea() {
        let diff = CanvasDiff(expected: SampleCanvas.text("a", width: 1), actual: SampleCanvas.text("b", width: 2))
        #expect(diff.differs(x: 0, y: 0))
        #expect(!diff.differs(x: 1, y: 0))
    }
}
