import Glibc

/// `printf` number formats in the C locale whatever `setlocale` chose: termskin takes the user's
/// locale for ncurses, and a German `LC_NUMERIC` writes `0,5` where a property list needs `0.5`.
enum CLocaleFormat {
    /// The C locale's numbers, made once and never freed (only read after that).
    nonisolated(unsafe) private static let numeric = newlocale(Int32(1) << LC_NUMERIC, "C", nil)

    /// `value` as `%.17g` writes it (CF's `<real>`: 17 significant digits, the exact binary value
    /// rounded, an exponent past 17 digits).
    static func general17(_ value: Double) -> String {
        let previous = uselocale(numeric)
        defer { uselocale(previous) }
        var buffer = [CChar](repeating: 0, count: 48)
        let count = withVaList([value]) { arguments in
            buffer.withUnsafeMutableBufferPointer { vsnprintf($0.baseAddress, $0.count, "%.17g", arguments) }
        }
        return String(decoding: buffer.prefix(max(0, min(Int(count), buffer.count - 1))).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
