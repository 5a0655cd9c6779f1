import CNcurses
import Glibc

/// The C locale ncurses needs to read and write Unicode.
enum TerminalLocale {
    /// Takes the locale from the environment (`setlocale(LC_ALL, "")`); when its character set is not
    /// UTF-8 (LANG unset, `C`, `POSIX`), switches only `LC_CTYPE` to `C.UTF-8`, since canvases are
    /// Unicode and ncurses would otherwise print them as `M-` escapes. Returns true when UTF-8 is in effect.
    @discardableResult
    static func prepare() -> Bool {
        setlocale(LC_ALL, "")
        if isUTF8 { return true }
        setlocale(LC_CTYPE, "C.UTF-8")
        return isUTF8
    }

    static var isUTF8: Bool {
        guard let codeset = nl_langinfo(termskin_codeset_item()) else { return false }
        let name = String(cString: codeset).uppercased()
        return name == "UTF-8" || name == "UTF8"
    }
}
