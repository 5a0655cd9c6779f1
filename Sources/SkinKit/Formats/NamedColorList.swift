/// A list of named colors as the color name tables keep theirs (`RRGGBB name` a line) read into a
/// table by lowercased name.
enum NamedColorList {
    static func table(_ list: String) -> [String: UInt32] {
        var table: [String: UInt32] = [:]
        for line in list.split(separator: "\n") {
            guard let space = line.firstIndex(of: " "), let value = UInt32(line[..<space], radix: 16) else { continue }
            table[String(line[line.index(after: space)...]).lowercased()] = value
        }
        return table
    }
}
