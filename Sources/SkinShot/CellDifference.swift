import SkinKit
import SkinUI

/// One cell that looks different in the expected and the actual canvas.
public struct CellDifference: Hashable, Sendable, CustomStringConvertible {
    /// Column, from 0 at the left.
    public let x: Int
    /// Row, from 0 at the top.
    public let y: Int
    /// The cell in the golden file.
    public let expected: Cell
    /// The cell rendered now.
    public let actual: Cell
    /// False when the cells came from a format without colors: the description names characters only.
    public let showsColor: Bool

    public init(x: Int, y: Int, expected: Cell, actual: Cell, showsColor: Bool = true) {
        self.x = x
        self.y = y
        self.expected = expected
        self.actual = actual
        self.showsColor = showsColor
    }

    /// What differs, in a fixed order: `character`, `foreground`, `background`, `attributes`.
    public var aspects: [String] {
        var result: [String] = []
        if expected.character != actual.character { result.append("character") }
        if expected.foreground != actual.foreground { result.append("foreground") }
        if expected.background != actual.background { result.append("background") }
        if expected.attributes != actual.attributes { result.append("attributes") }
        return result
    }

    /// `(3,1) expected "e" #000000 on #FFFFFF [bold], actual "x" #000000 on #FFFFFF [-] (character, attributes)`.
    public var description: String {
        guard showsColor else {
            return "(\(x),\(y)) expected \(Self.describeCharacter(expected)), actual \(Self.describeCharacter(actual))"
        }
        return "(\(x),\(y)) expected \(Self.describe(expected)), actual \(Self.describe(actual)) (\(aspects.joined(separator: ", ")))"
    }

    /// A cell as `"c" #RRGGBB on #RRGGBB [attributes]`; a continuation is `(wide, right half)`.
    public static func describe(_ cell: Cell) -> String {
        let character = describeCharacter(cell)
        let attributes = cell.attributes.isEmpty ? "-" : cell.attributes.names.joined(separator: " ")
        return "\(character) \(Markup.hex(cell.foreground)) on \(Markup.hex(cell.background)) [\(attributes)]"
    }

    /// A cell's character in quotes; a continuation is `(wide, right half)`.
    static func describeCharacter(_ cell: Cell) -> String {
        cell.isContinuation ? "(wide, right half)" : quoted(cell.character)
    }

    /// The text in double quotes, with `"`, `\` and control characters escaped.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            default:
                if scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value) {
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
