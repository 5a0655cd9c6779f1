/// PuTTY's saved sessions: a session file of Unix PuTTY (`~/.putty/sessions/NAME`, `Key=Value`
/// lines) or a Windows registry export (`.reg`, sections `[…\SimonTatham\PuTTY\Sessions\NAME]`
/// with `"Key"="Value"` lines; regedit writes it in UTF-16), one scheme a session that sets a
/// colour. PuTTY's 22 colours are read as PuTTY reads them (`load_open_settings` in its
/// `settings.c`, github/putty 7003b439): `ColourN=R,G,B` in 0–255; 0 is the foreground, 2 the
/// background, 5 the cursor, 6 + 2i ANSI color i and 7 + 2i its bold (bright) one. What a session
/// leaves out is PuTTY's own, with a warning. Session names are written `%XX`-escaped
/// (`Default%20Settings`) and read back.
enum PuTTYReader {
    /// PuTTY's defaults for `Colour0` … `Colour21`.
    static let defaultColours: [UInt32] = [
        0xBBBBBB, 0xFFFFFF, 0x000000, 0x555555, 0x000000, 0x00FF00, 0x000000, 0x555555, 0xBB0000, 0xFF5555, 0x00BB00,
        0x55FF55, 0xBBBB00, 0xFFFF55, 0x0000BB, 0x5555FF, 0xBB00BB, 0xFF55FF, 0x00BBBB, 0x55FFFF, 0xBBBBBB, 0xFFFFFF,
    ]
    static let sessionsKey = "\\SimonTatham\\PuTTY\\Sessions\\"

    /// One session's `ColourN` values with their lines.
    struct Session {
        var name: String?
        var colours: [Int: (value: String, line: Int)] = [:]
    }

    /// True for a registry export of PuTTY sessions, or a session file that sets a colour.
    static func matches(_ text: String) -> Bool {
        let head = LeadingLines.of(text, count: 200).map { String($0).trimmingSpaces }
        if let first = head.first(where: { !$0.isEmpty }), first.hasPrefix("Windows Registry Editor") || first == "REGEDIT4" {
            return head.contains { $0.hasPrefix("[") && $0.contains(sessionsKey) }
        }
        return head.contains { colourIndex(in: $0) != nil } && head.allSatisfy { $0.isEmpty || $0.contains("=") }
    }

    /// `N` of a `ColourN=` (or `"ColourN"=`) line, for N in 0–21.
    private static func colourIndex(in line: String) -> Int? {
        guard let entry = entry(line), entry.key.hasPrefix("Colour"), let index = Int(entry.key.dropFirst(6)),
            defaultColours.indices.contains(index)
        else { return nil }
        return index
    }

    /// `Key=Value`, or `"Key"="Value"` as a registry export writes it (quotes and `\\` taken off).
    private static func entry(_ line: String) -> (key: String, value: String)? {
        guard let equals = line.firstIndex(of: "=") else { return nil }
        func unquoted(_ text: Substring) -> String {
            let trimmed = String(text).trimmingSpaces
            guard trimmed.count >= 2, trimmed.hasPrefix("\""), trimmed.hasSuffix("\"") else { return trimmed }
            return String(trimmed.dropFirst().dropLast()).replacing("\\\\", with: "\\")
        }
        return (unquoted(line[..<equals]), unquoted(line[line.index(after: equals)...]))
    }

    static func sessions(_ text: String) -> [Session] {
        var sessions: [Session] = []
        var current = Session()
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(rawLine).trimmingSpaces
            if line.hasPrefix("["), line.hasSuffix("]") {
                if !current.colours.isEmpty { sessions.append(current) }
                let path = line.dropFirst().dropLast()
                let name = path.firstRange(of: sessionsKey).map { String(path[$0.upperBound...]) }
                current = Session(name: name.map(unescaped))
                continue
            }
            if let colour = colourIndex(in: line), let entry = entry(line) { current.colours[colour] = (entry.value, index + 1) }
        }
        if !current.colours.isEmpty { sessions.append(current) }
        return sessions
    }

    /// The sessions of `text`; a Unix session file's one (no section) is named by `file`, which
    /// PuTTY names as it escapes the session's name (`my%20server`).
    static func read(_ text: String, file: String? = nil) throws(SkinError) -> [TerminalScheme] {
        let found = sessions(text)
        guard !found.isEmpty else { throw SkinError(message: "no PuTTY session here sets a colour (Colour0 … Colour21)") }
        var schemes = try found.map { (session) throws(SkinError) in try scheme(session) }
        for index in schemes.indices where schemes[index].name == nil {
            schemes[index].name = file.map { unescaped(SkinNaming.fileStem($0)) }
        }
        return schemes
    }

    private static func scheme(_ session: Session) throws(SkinError) -> TerminalScheme {
        let keyPath = session.name.map { [$0] } ?? []
        var colours: [RGBColor] = []
        var missing: [String] = []
        for (index, fallback) in defaultColours.enumerated() {
            guard let (value, line) = session.colours[index] else {
                missing.append("Colour\(index)")
                colours.append(RGBColor(hex: fallback))
                continue
            }
            let parts = value.split(separator: ",", omittingEmptySubsequences: false).map { UInt8(String($0).trimmingSpaces) }
            guard parts.count == 3, let red = parts[0], let green = parts[1], let blue = parts[2] else {
                throw SkinError(keyPath: keyPath + ["Colour\(index)"], line: line, message: "'\(value)' is not a colour PuTTY reads (R,G,B in 0–255)")
            }
            colours.append(RGBColor(red: red, green: green, blue: blue))
        }
        var warnings: [SkinError] = []
        if !missing.isEmpty {
            warnings.append(
                SkinError(keyPath: keyPath, message: SchemeColorText.leftOut("colours \(missing.joined(separator: ", "))", taking: "PuTTY's own", as: "PuTTY")))
        }
        let normal: [RGBColor] = stride(from: 6, to: 22, by: 2).map { colours[$0] }
        let bold: [RGBColor] = stride(from: 7, to: 22, by: 2).map { colours[$0] }
        let ansi = normal + bold
        return TerminalScheme(
            name: session.name, background: colours[2], foreground: colours[0], cursor: colours[5], ansi: ansi, warnings: warnings)
    }

    /// A session name as PuTTY escapes it (`%20` for a space, `%XX` for any byte it must).
    static func unescaped(_ name: String) -> String {
        var bytes: [UInt8] = []
        var utf8 = Array(name.utf8)[...]
        while let byte = utf8.popFirst() {
            if byte == UInt8(ascii: "%"), utf8.count >= 2, let value = UInt8(String(decoding: utf8.prefix(2), as: UTF8.self), radix: 16) {
                bytes.append(value)
                utf8 = utf8.dropFirst(2)
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
