/// The backslash escapes of a shell's `printf` format and `echo -e` argument (POSIX `printf`,
/// bash's and dash's builtins), decoded without running the command: `\NNN` (1–3 octal digits;
/// `echo` writes it `\0NNN`), `\xHH` (1–2 hex digits), `\e` and `\E` (ESC), `\a` (BEL), `\b`, `\f`,
/// `\n`, `\r`, `\t`, `\v`, `\\`, and in a `printf` format `%%`; an escape they do not know is written
/// as it stands, as they write it. Any other `%` conversion needs the command's arguments and is refused.
enum PrintfEscapes {
    /// The text a `printf` format (`echo: false`) or an `echo -e` argument (`echo: true`) writes;
    /// the refusal when it is not read here.
    static func decode(_ text: String, echo: Bool) -> Result<String, Refusal> {
        var scalars = String.UnicodeScalarView()
        let source = Array(text.unicodeScalars)
        var index = 0
        func digits(_ limit: Int, radix: UInt32) -> UInt32? {
            var value: UInt32?
            var count = 0
            while count < limit, index < source.count, let digit = Character(source[index]).hexDigitValue, UInt32(digit) < radix {
                value = (value ?? 0) * radix + UInt32(digit)
                index += 1
                count += 1
            }
            return value
        }
        while index < source.count {
            let scalar = source[index]
            index += 1
            if scalar == "%", !echo {
                guard index < source.count, source[index] == "%" else { return .failure(Refusal(what: "a % conversion (it needs printf's arguments)")) }
                index += 1
                scalars.append("%")
                continue
            }
            guard scalar == "\\", index < source.count else {
                scalars.append(scalar)
                continue
            }
            let escape = source[index]
            index += 1
            switch escape {
            case "a": scalars.append("\u{07}")
            case "b": scalars.append("\u{08}")
            case "e", "E": scalars.append("\u{1B}")
            case "f": scalars.append("\u{0C}")
            case "n": scalars.append("\n")
            case "r": scalars.append("\r")
            case "t": scalars.append("\t")
            case "v": scalars.append("\u{0B}")
            case "\\": scalars.append("\\")
            case "x":
                guard let value = digits(2, radix: 16), let read = Unicode.Scalar(value) else { return .failure(Refusal(what: "'\\x' without hex digits")) }
                scalars.append(read)
            case "0"..."7" where !echo || escape == "0":
                if !echo { index -= 1 }
                guard let read = Unicode.Scalar((digits(3, radix: 8) ?? 0) & 0xFF) else { return .failure(Refusal(what: "an octal escape")) }
                scalars.append(read)
            default:
                scalars.append("\\")
                scalars.append(escape)
            }
        }
        return .success(String(scalars))
    }

    /// Why a text is not decoded: what in it is not read.
    struct Refusal: Error {
        var what: String
    }
}
