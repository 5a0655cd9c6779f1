/// A Ghostty `theme` value: one theme, or `light:NAME,dark:NAME` (both, either order), which
/// Ghostty follows as the desktop switches between light and dark.
enum GhosttyThemeChoice: Equatable {
    case single(String)
    case lightDark(light: String, dark: String)

    init(_ entry: GhosttyReader.Entry) throws(SkinError) {
        let parts = entry.value.split(separator: ",").map { String($0).trimmingSpaces }
        let named = parts.compactMap { part -> (String, String)? in
            guard let colon = part.firstIndex(of: ":") else { return nil }
            return (String(part[..<colon]).trimmingSpaces, String(part[part.index(after: colon)...]).trimmingSpaces)
        }
        guard named.contains(where: { $0.0 == "light" || $0.0 == "dark" }) else {
            self = .single(entry.value)
            return
        }
        let light = named.first { $0.0 == "light" }?.1
        let dark = named.first { $0.0 == "dark" }?.1
        guard let light, let dark, !light.isEmpty, !dark.isEmpty, named.count == 2, parts.count == 2 else {
            throw SkinError(
                keyPath: [GhosttyReader.themeKey], line: entry.line,
                message: "'\(entry.value)' names a light or dark theme; Ghostty takes them as light:NAME,dark:NAME, both")
        }
        self = .lightDark(light: light, dark: dark)
    }
}
