/// Writes a tree of Swift values (`[String: Any]`, `[Any]`, `String`, `Int` and the other integer
/// types, `Double`, `Float`, `Bool`, `JSONNull`) as JSON text, byte for byte as Foundation's
/// `JSONSerialization.data(withJSONObject:options:)` writes it on Linux, without Foundation.
///
/// What it copies from Foundation's writer (swift-corelibs-foundation's `JSONWriter`):
/// - pretty printing indents by two spaces, writes `"key" : value` and `,` at the end of a line, and
///   writes an empty array as `[\n\n]` and an empty object as `{\n\n}` (each with the closing
///   bracket indented);
/// - strings escape `"`, `\`, `/` (unless `withoutEscapingSlashes`), `\b \f \n \r \t`, the other
///   control characters below U+0020 as lowercase `\u00xx`, and write everything else (U+007F and
///   non-ASCII included) as UTF-8;
/// - a floating-point number is its Swift `description` less a trailing `.0` (`1`, `0.1`, `1e-07`,
///   `1e+21`, `-0`); an integer is its `description`; a non-finite number is an error;
/// - sorted keys follow `compare(_:options: [.numeric, .caseInsensitive, .forcedOrdering],
///   locale: NSLocale.system)`: CoreFoundation's comparison, which hands the rest of two keys to an
///   ICU root collator at their first difference. That order is reproduced exactly for keys of up
///   to 64 ASCII characters (every key this project writes); a key with other characters falls
///   back on the same rules with its non-ASCII code units after the letters, which need not be
///   ICU's order, and past 64 characters CoreFoundation reads beyond its buffer.
///
/// Unordered keys come in the dictionary's own order, which Foundation's writer does not keep
/// either (it copies the dictionary first).
public enum JSONObjectWriter {
    /// How the text is laid out, as `JSONSerialization.WritingOptions`.
    public struct Options: OptionSet, Sendable {
        /// The option bits.
        public let rawValue: Int

        /// Options from their bits.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// One value a line, indented by two spaces a level.
        public static let prettyPrinted = Options(rawValue: 1 << 0)
        /// Object keys in Foundation's order (see the type's documentation).
        public static let sortedKeys = Options(rawValue: 1 << 1)
        /// `/` written as it is instead of `\/`.
        public static let withoutEscapingSlashes = Options(rawValue: 1 << 2)
    }

    /// A value the writer cannot write: a type outside JSON's, or a number that is not finite.
    public struct InvalidValue: Error, CustomStringConvertible {
        /// What was found.
        public let description: String
    }

    /// The JSON text of `value` (any of the supported values, a container or not).
    public static func text(_ value: Any, options: Options = []) throws -> String {
        var writer = Writer(options: options)
        try writer.write(value)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    /// Whether key `a` goes before key `b` when keys are sorted.
    public static func keyPrecedes(_ a: String, _ b: String) -> Bool {
        KeyOrder.compare(Array(a.utf16), Array(b.utf16)) < 0
    }

    /// The writer proper: bytes appended as Foundation's writer appends its strings.
    private struct Writer {
        let pretty: Bool
        let sortedKeys: Bool
        let escapeSlashes: Bool
        var bytes: [UInt8] = []
        var indent = 0

        init(options: Options) {
            pretty = options.contains(.prettyPrinted)
            sortedKeys = options.contains(.sortedKeys)
            escapeSlashes = !options.contains(.withoutEscapingSlashes)
        }

        mutating func append(_ text: String) { bytes.append(contentsOf: text.utf8) }

        mutating func write(_ value: Any) throws {
            switch value {
            case let string as String: writeString(string)
            case let bool as Bool: append(bool ? "true" : "false")
            case let number as Int: append(number.description)
            case let number as Int8: append(number.description)
            case let number as Int16: append(number.description)
            case let number as Int32: append(number.description)
            case let number as Int64: append(number.description)
            case let number as UInt: append(number.description)
            case let number as UInt8: append(number.description)
            case let number as UInt16: append(number.description)
            case let number as UInt32: append(number.description)
            case let number as UInt64: append(number.description)
            case let array as [Any]: try writeArray(array)
            case let object as [String: Any]: try writeObject(object)
            case let number as Float: try writeFloat(number)
            case let number as Double: try writeFloat(number)
            case is JSONNull: append("null")
            default: throw InvalidValue(description: "a value of type \(type(of: value)) is not JSON")
            }
        }

        mutating func writeString(_ string: String) {
            bytes.append(UInt8(ascii: "\""))
            for scalar in string.unicodeScalars {
                switch scalar {
                case "\"": append("\\\"")
                case "\\": append("\\\\")
                case "/": append(escapeSlashes ? "\\/" : "/")
                case "\u{8}": append("\\b")
                case "\u{c}": append("\\f")
                case "\n": append("\\n")
                case "\r": append("\\r")
                case "\t": append("\\t")
                case "\u{0}"..."\u{1f}":
                    let hex = String(scalar.value, radix: 16)
                    append(hex.count == 1 ? "\\u000" + hex : "\\u00" + hex)
                default: bytes.append(contentsOf: String(scalar).utf8)
                }
            }
            bytes.append(UInt8(ascii: "\""))
        }

        mutating func writeFloat<T: BinaryFloatingPoint & LosslessStringConvertible>(_ number: T) throws {
            guard number.isFinite else { throw InvalidValue(description: "Invalid number value (\(number)) in JSON write") }
            var text = number.description
            if text.hasSuffix(".0") { text.removeLast(2) }
            append(text)
        }

        mutating func writeArray(_ array: [Any]) throws {
            append("[")
            if pretty {
                append("\n")
                indent += 2
            }
            for (index, element) in array.enumerated() {
                if index > 0 { append(pretty ? ",\n" : ",") }
                if pretty { writeIndent() }
                try write(element)
            }
            if pretty {
                append("\n")
                indent -= 2
                writeIndent()
            }
            append("]")
        }

        mutating func writeObject(_ object: [String: Any]) throws {
            append("{")
            if pretty {
                append("\n")
                indent += 2
                if !object.isEmpty { writeIndent() }
            }
            let entries = sortedKeys ? object.sorted { keyPrecedes($0.key, $1.key) } : Array(object)
            for (index, entry) in entries.enumerated() {
                if index > 0 {
                    append(pretty ? ",\n" : ",")
                    if pretty { writeIndent() }
                }
                writeString(entry.key)
                append(pretty ? " : " : ":")
                try write(entry.value)
            }
            if pretty {
                append("\n")
                indent -= 2
                writeIndent()
            }
            append("}")
        }

        mutating func writeIndent() { bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent)) }
    }

    /// CoreFoundation's `CFStringCompareWithOptionsAndLocale` with numeric, case-insensitive and
    /// forced ordering and a locale, on UTF-16 code units, with the ICU root collator it calls
    /// reproduced for ASCII (keys of up to 64 code units).
    private enum KeyOrder {
        /// -1, 0 or 1 as `a` goes before, with or after `b`.
        static func compare(_ a: [UInt16], _ b: [UInt16]) -> Int {
            var i = 0
            var j = 0
            var result = 0
            var numericEquivalence = false
            var forced = (0, 0)
            var localized = (0, 0)
            while i < a.count && j < b.count {
                // Until a difference is forced, capitals are kept, so that case decides a tie.
                let first = result == 0 ? a[i] : lowered(a[i])
                let second = result == 0 ? b[j] : lowered(b[j])
                if isDigit(first) && isDigit(second) {
                    let (start1, start2) = (i, j)
                    var value1: UInt64 = 0
                    var value2: UInt64 = 0
                    while i < a.count, isDigit(a[i]) {
                        value1 = value1 &* 10 &+ UInt64(a[i] - 0x30)
                        i += 1
                    }
                    while j < b.count, isDigit(b[j]) {
                        value2 = value2 &* 10 &+ UInt64(b[j] - 0x30)
                        j += 1
                    }
                    if value1 != value2 { return value1 < value2 ? -1 : 1 }
                    if result == 0 && i - start1 != j - start2 {
                        result = i - start1 < j - start2 ? -1 : 1
                        numericEquivalence = true
                        forced = (start1, start2)
                    }
                    continue
                }
                if first != second {
                    if result == 0 {
                        result = first < second ? -1 : 1
                        forced = localized
                    }
                    return collate(a, from: i, b, from: j)
                }
                i += 1
                j += 1
                localized = (i, j)
            }
            if !numericEquivalence && result != 0 && i == a.count && j == b.count {
                result = collate(a, from: forced.0, b, from: forced.1)
            }
            return i < a.count ? 1 : (j < b.count ? -1 : result)
        }

        /// `_CFCompareStringsWithLocale` from `i` and `j` to the ends, with forced ordering: the
        /// ranges reach back over punctuation to the character before it. (CoreFoundation reads
        /// them from a 64-unit buffer and past it when a key is longer, where no order is defined.)
        static func collate(_ a: [UInt16], from i: Int, _ b: [UInt16], from j: Int) -> Int {
            let start1 = i > 0 ? extendedBackward(a, from: i - 1) : i
            let start2 = j > 0 ? extendedBackward(b, from: j - 1) : j
            return collation(a[start1...], b[start2...]) < 0 ? -1 : 1
        }

        /// `__extendLocationBackward`: back over punctuation to the character before it.
        static func extendedBackward(_ text: [UInt16], from start: Int) -> Int {
            var location = start
            while location > 0 {
                let unit = text[location]
                if !isPunctuation(unit) { break }
                location -= 1
            }
            return location
        }

        /// `__CompareTextDefault`: the order of the primary level; if there is none, of the case
        /// level, then of the code units.
        static func collation(_ a: ArraySlice<UInt16>, _ b: ArraySlice<UInt16>) -> Int {
            let primary = comparePrimary(elements(a), elements(b))
            if primary != 0 { return primary }
            let cases = compareCase(a, b)
            if cases != 0 { return cases }
            return a.lexicographicallyPrecedes(b) ? -1 : (a.elementsEqual(b) ? 0 : 1)
        }

        /// A collation element: a primary weight, a number for a run of digits, and whether it
        /// is a capital.
        struct Element {
            var weight: Int
            var digits: ArraySlice<UInt16> = []
            var isCapital = false
        }

        /// The root collator's primary order of ASCII's printable characters and the five
        /// whitespace controls; digits form numbers between `$` and the letters; other controls
        /// are ignored.
        static let primaryOrder: [UInt16] = Array("\t\n\u{b}\u{c}\r _-,;:!?.'\"()[]{}@*/\\&#%`^+<=>|~$".utf16)
        static let digitsWeight = 100
        static let lettersWeight = 200
        static let otherWeight = 1000

        static func elements(_ text: ArraySlice<UInt16>) -> [Element] {
            var result: [Element] = []
            var index = text.startIndex
            while index < text.endIndex {
                let unit = text[index]
                if isDigit(unit) {
                    var end = index
                    while end < text.endIndex, isDigit(text[end]) { end += 1 }
                    var significant = text[index..<end]
                    while significant.count > 1, significant.first == 0x30 { significant = significant.dropFirst() }
                    result.append(Element(weight: digitsWeight, digits: significant))
                    index = end
                    continue
                }
                index += 1
                if isLetter(unit) {
                    result.append(Element(weight: lettersWeight + Int(lowered(unit)), isCapital: unit < 0x61))
                } else if let position = primaryOrder.firstIndex(of: unit) {
                    result.append(Element(weight: position))
                } else if unit >= 0x80 {
                    result.append(Element(weight: otherWeight + Int(unit)))
                }
            }
            return result
        }

        static func comparePrimary(_ a: [Element], _ b: [Element]) -> Int {
            for (first, second) in zip(a, b) {
                if first.weight != second.weight { return first.weight < second.weight ? -1 : 1 }
                if first.digits.count != second.digits.count { return first.digits.count < second.digits.count ? -1 : 1 }
                if !first.digits.elementsEqual(second.digits) { return first.digits.lexicographicallyPrecedes(second.digits) ? -1 : 1 }
            }
            return a.count == b.count ? 0 : (a.count < b.count ? -1 : 1)
        }

        /// The case level of two strings equal at the primary level: small letters first.
        static func compareCase(_ a: ArraySlice<UInt16>, _ b: ArraySlice<UInt16>) -> Int {
            for (first, second) in zip(elements(a), elements(b)) where first.isCapital != second.isCapital {
                return first.isCapital ? 1 : -1
            }
            return 0
        }

        static func isDigit(_ unit: UInt16) -> Bool { unit >= 0x30 && unit <= 0x39 }
        static func isLetter(_ unit: UInt16) -> Bool { (unit >= 0x41 && unit <= 0x5A) || (unit >= 0x61 && unit <= 0x7A) }
        static func lowered(_ unit: UInt16) -> UInt16 { unit >= 0x41 && unit <= 0x5A ? unit + 0x20 : unit }

        /// ASCII's characters of Unicode's punctuation categories (not the symbols `$+<=>^`|~`).
        static func isPunctuation(_ unit: UInt16) -> Bool {
            switch unit {
            case 0x21...0x23, 0x25...0x2A, 0x2C...0x2F, 0x3A, 0x3B, 0x3F, 0x40, 0x5B...0x5D, 0x5F, 0x7B, 0x7D: return true
            default: return false
            }
        }
    }
}
