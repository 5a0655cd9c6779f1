// Prints the runs of Sources/SkinKit/Skin/ASCIICompatibilityForms.swift: every non-ASCII scalar
// whose NFKC form (Foundation's, so the toolchain's ICU) is ASCII text, consecutive scalars with
// consecutive one-character forms as one run.
// Usage: swift Scripts/ascii-compatibility-forms.swift   (paste its lines into the file's `runs`)
import Foundation

var runs: [(start: UInt32, count: UInt32, text: String)] = []
for value in UInt32(0x80)...0x10FFFF {
    guard let scalar = Unicode.Scalar(value) else { continue }
    let text = String(Character(scalar))
    let mapped = text.precomposedStringWithCompatibilityMapping
    guard mapped != text, !mapped.isEmpty, mapped.unicodeScalars.allSatisfy(\.isASCII) else { continue }
    if let last = runs.last, last.text.utf8.count == 1, mapped.utf8.count == 1, last.start + last.count == value,
        let first = last.text.utf8.first, mapped.utf8.first == first + UInt8(last.count)
    {
        runs[runs.count - 1].count += 1
    } else {
        runs.append((value, 1, mapped))
    }
}
var line = ""
for run in runs {
    let entry = String(run.start, radix: 16, uppercase: true) + ":\(run.count):"
        + run.text.utf8.map { String(format: "%02X", $0) }.joined()
    if line.count + entry.count + 1 > 108 {
        print("        " + line.trimmingCharacters(in: .whitespaces))
        line = ""
    }
    line += entry + " "
}
print("        " + line.trimmingCharacters(in: .whitespaces))
