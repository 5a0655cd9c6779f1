import CTerminfoFormatMemo

/// The memo in front of ncurses' formatting of parameterized terminfo strings (`setaf`, `setab`,
/// `sgr`, `cup`, `hpa`, `vpa`): in a release build ncurses' own calls go through it (the linker's
/// `--wrap=_nc_tiparm`, Package.swift); this is its face for the benchmark and the tests.
public enum TerminfoFormatMemo {
    /// Calls the memo was asked about and calls it answered since the process started.
    public static var counts: (asked: Int, answered: Int) {
        var asked: UInt = 0
        var answered: UInt = 0
        termskin_format_memo_counts(&asked, &answered)
        return (Int(asked), Int(answered))
    }

    /// What was remembered for `format` (by address and content) with `parameters`, if anything.
    static func recall(_ format: UnsafePointer<CChar>, parameters: [Int32]) -> String? {
        var answer = [CChar](repeating: 0, count: 64)
        let found = answer.withUnsafeMutableBufferPointer { buffer in
            termskin_format_memo_recall(format, Int32(parameters.count), parameters, buffer.baseAddress, UInt(buffer.count))
        }
        guard found == 1 else { return nil }
        return String(decoding: answer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Remembers `answer` for `format` with `parameters` (skipped for formats with `%P` or `%g`).
    static func remember(_ format: UnsafePointer<CChar>, parameters: [Int32], answer: String) {
        termskin_format_memo_remember(format, Int32(parameters.count), parameters, answer)
    }
}
