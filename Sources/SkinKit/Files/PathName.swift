/// Path arithmetic on strings, as Foundation's `NSString` path methods do it on Linux (its
/// `NSPathUtilities`): FoundationEssentials has none, and a path read from the command line stays a
/// string (not a `URL`) from argument to `open`.
public enum PathName {
    /// `base` and `component` joined by one `/` (NSString's `appendingPathComponent`): either empty
    /// gives the other; a `base` ending in `/` takes `component` as it is.
    public static func joined(_ base: String, _ component: String) -> String {
        if component.isEmpty { return base }
        if base.isEmpty { return component }
        return base.hasSuffix("/") ? base + component : base + "/" + component
    }

    /// The last component (`lastPathComponent`): `/` for `/`, `b` for `a//b/`.
    public static func lastComponent(_ path: String) -> String {
        let fixed = fixingSlashes(path)
        guard fixed.count > 1 else { return fixed }
        return String(fixed[startOfLastComponent(fixed)...])
    }

    /// The path without its last component (`deletingLastPathComponent`): `""` for a single relative
    /// component, `/` for a single absolute one.
    public static func deletingLastComponent(_ path: String) -> String {
        let fixed = fixingSlashes(path)
        if fixed == "/" || fixed.isEmpty { return fixed }
        let start = startOfLastComponent(fixed)
        if start == fixed.startIndex { return "" }
        if start == fixed.index(after: fixed.startIndex) { return "/" }
        return String(fixed[..<fixed.index(before: start)])
    }

    /// The last component's extension without its dot (`pathExtension`): `""` for `.hidden` or `..`.
    public static func pathExtension(_ path: String) -> String {
        let fixed = fixingSlashes(path)
        guard fixed.count > 1, let start = startOfExtension(fixed) else { return "" }
        return String(fixed[start...])
    }

    /// The path without its last component's extension (`deletingPathExtension`).
    public static func deletingExtension(_ path: String) -> String {
        let fixed = fixingSlashes(path)
        guard fixed.count > 1, let start = startOfExtension(fixed) else { return fixed }
        return String(fixed[..<fixed.index(before: start)])
    }

    /// Runs of `/` made one and a trailing `/` dropped (but `/` itself kept).
    static func fixingSlashes(_ path: String) -> String {
        if path == "/" { return path }
        var result = ""
        result.reserveCapacity(path.utf8.count)
        var previousWasSlash = false
        for character in path {
            if character == "/" {
                if previousWasSlash { continue }
                previousWasSlash = true
            } else {
                previousWasSlash = false
            }
            result.append(character)
        }
        if result.hasSuffix("/") { result.removeLast() }
        return result
    }

    private static func startOfLastComponent(_ fixed: String) -> String.Index {
        var position = fixed.endIndex
        while position > fixed.startIndex {
            let previous = fixed.index(before: position)
            if fixed[previous] == "/" { break }
            position = previous
        }
        return position
    }

    /// Where the extension starts (after its dot), or nil: none for a name that starts with its only
    /// dot, nor for `..`.
    private static func startOfExtension(_ fixed: String) -> String.Index? {
        let componentStart = startOfLastComponent(fixed)
        var position = fixed.endIndex
        while position > componentStart {
            let previous = fixed.index(before: position)
            if fixed[previous] == "." {
                if previous == componentStart { return nil }
                if fixed[componentStart...] == ".." { return nil }
                return position
            }
            position = previous
        }
        return nil
    }
}
