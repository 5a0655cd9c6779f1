/// Skin names made from scheme and file names: lower-case words joined by `-` (`Solarized Dark` →
/// `solarized-dark`), made unique with `-2`, `-3`, … within one import or file.
public struct SkinNaming: Sendable {
    private var used: Set<String>

    public init(taken: Set<String> = []) { used = taken }

    /// `slug(name)`, or with the first free `-N` suffix when already used; remembered as used.
    public mutating func unique(_ name: String) -> String {
        let base = Self.slug(name)
        var candidate = base
        var number = 2
        while used.contains(candidate) {
            candidate = "\(base)-\(number)"
            number += 1
        }
        used.insert(candidate)
        return candidate
    }

    /// Lower-case letters and digits, `+` as the word `plus` (`Dracula+` → `dracula-plus`, not
    /// Dracula's name), other runs of characters turned into one `-`.
    public static func slug(_ name: String) -> String {
        var result = ""
        func separate() { if !result.isEmpty, result.last != "-" { result.append("-") } }
        for character in name.lowercased() {
            if character.isLetter || character.isNumber {
                result.append(character)
            } else if character == "+" {
                separate()
                result += "plus-"
            } else {
                separate()
            }
        }
        while result.last == "-" { result.removeLast() }
        return result.isEmpty ? "theme" : result
    }

    /// The file's name without folder and extension (`Night` for `Themes/Night.plist`).
    public static func fileStem(_ file: String?) -> String {
        guard let file else { return "theme" }
        let last = file.split(separator: "/").last.map(String.init) ?? file
        let fileExtension = SkippedFile.fileExtension(last)
        return fileExtension.isEmpty ? last : String(last.dropLast(fileExtension.count + 1))
    }
}
