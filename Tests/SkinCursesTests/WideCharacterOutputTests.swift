import CWideCharacterOutput
import Glibc
import Testing

/// The `wcrtomb`, `wcwidth` and `wctob` every call in a release build goes through (`--wrap`, for ncurses'
/// output): for every scalar, and for what is no scalar, they give the C library's answer, in a
/// UTF-8 locale and in the C locale.
struct WideCharacterOutputTests {
    /// The values tried: every scalar and surrogate, a few past the last scalar, and negatives.
    private static let characters: [wchar_t] = Array(0...0x11_0010) + [0x7FFF_FFFF, -1, -0x8000]

    /// Runs `body` with the thread's LC_CTYPE set to `name`: the thread's own locale, so other
    /// tests running meanwhile keep theirs.
    private func inLocale(_ name: String, _ body: () -> Void) throws {
        let locale = try #require(newlocale(LC_CTYPE_MASK, name, nil), "no locale \(name)")
        let previous = uselocale(locale)
        defer {
            uselocale(previous)
            freelocale(locale)
        }
        body()
    }

    /// The answer and the bytes written by `encode` for `character` from a state at its start
    /// (or the function's own state when `ownState`).
    private func encoded(
        _ character: wchar_t, ownState: Bool, by encode: (UnsafeMutablePointer<CChar>?, wchar_t, UnsafeMutablePointer<mbstate_t>?) -> Int
    ) -> (Int, [CChar], Int32) {
        var bytes = [CChar](repeating: 0x55, count: 8)
        var state = mbstate_t()
        errno = 0
        let answer = bytes.withUnsafeMutableBufferPointer { buffer in
            ownState ? encode(buffer.baseAddress, character, nil) : encode(buffer.baseAddress, character, &state)
        }
        return (answer, bytes, errno)
    }

    @Test(arguments: ["C.UTF-8", "C"])
    func wcrtombAnswersAsTheCLibraryDoes(locale: String) throws {
        try inLocale(locale) {
            var differences: [String] = []
            for character in Self.characters {
                for ownState in [false, true] {
                    let quick = encoded(character, ownState: ownState) { termskin_quick_wcrtomb($0, $1, $2) }
                    let library = encoded(character, ownState: ownState) { termskin_library_wcrtomb($0, $1, $2) }
                    if quick.0 != library.0 || quick.1 != library.1 || (library.0 == -1 && quick.2 != library.2) {
                        differences.append("U+\(String(character, radix: 16)): \(quick) against \(library)")
                    }
                }
            }
            #expect(differences.prefix(5) == [], "\(differences.count) differences in \(locale)")
        }
    }

    @Test func wcrtombLeavesAStateMidCharacterAndNowhereToWriteToTheCLibrary() throws {
        try inLocale("C.UTF-8") {
            // The state after the first byte of a three-byte character, as mbrtowc leaves it.
            func midCharacter() -> mbstate_t {
                var state = mbstate_t()
                var character: wchar_t = 0
                var lead: CChar = CChar(bitPattern: 0xE2)
                #expect(mbrtowc(&character, &lead, 1, &state) == -2)  // incomplete
                return state
            }
            var quickState = midCharacter()
            var libraryState = midCharacter()
            var quickBytes = [CChar](repeating: 0, count: 8)
            var libraryBytes = [CChar](repeating: 0, count: 8)
            let quick = termskin_quick_wcrtomb(&quickBytes, 0x2500, &quickState)
            let library = termskin_library_wcrtomb(&libraryBytes, 0x2500, &libraryState)
            #expect(quick == library)
            #expect(quickBytes == libraryBytes)
            var quickReset = mbstate_t()
            var libraryReset = mbstate_t()
            #expect(termskin_quick_wcrtomb(nil, 0x2500, &quickReset) == termskin_library_wcrtomb(nil, 0x2500, &libraryReset))
        }
    }

    @Test(arguments: ["C.UTF-8", "C"])
    func wcwidthAnswersAsTheCLibraryDoes(locale: String) throws {
        try inLocale(locale) {
            let differences = Self.characters.filter { termskin_quick_wcwidth($0) != termskin_library_wcwidth($0) }
            #expect(differences.prefix(5) == [], "\(differences.count) differences in \(locale)")
        }
    }

    @Test(arguments: ["C.UTF-8", "C"])
    func wctobAnswersAsTheCLibraryDoes(locale: String) throws {
        try inLocale(locale) {
            let values = Self.characters.map { wint_t(bitPattern: $0) } + [WEOF]
            let differences = values.filter { termskin_quick_wctob($0) != termskin_library_wctob($0) }
            #expect(differences.prefix(5) == [], "\(differences.count) differences in \(locale)")
        }
    }

    @Test func aBoxDrawingLineIsEncodedAsUTF8() throws {
        try inLocale("C.UTF-8") {
            var bytes = [CChar](repeating: 0, count: 8)
            var state = mbstate_t()
            #expect(termskin_quick_wcrtomb(&bytes, 0x2500, &state) == 3)
            #expect(bytes.prefix(3).map { UInt8(bitPattern: $0) } == Array("─".utf8))
            #expect(termskin_quick_wcwidth(0x41) == 1)
            #expect(termskin_quick_wctob(0x2500) == EOF)
            #expect(termskin_quick_wctob(0x41) == 0x41)
        }
    }
}
