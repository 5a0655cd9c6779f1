import FoundationEssentials
import Glibc
import SkinKit

/// NSString's `standardizingPath` as swift-corelibs-foundation computes it on Linux, without
/// Foundation: `~` and `~user` expanded, then each component after the first appended in turn and,
/// when it is a symbolic link whose target `realpath` resolves, replaced by that resolution; `.`
/// and empty components dropped; `..` taking off the last component of an absolute path (and
/// kept in a relative one); `/private` and `/var/automount` taken off the front when what is left
/// exists. Lint uses it to read a screen file named twice in two spellings once.
enum StandardPath {
    static func of(_ path: String) -> String {
        let resolved = resolvingSymlinks(expandingTilde(path))
        return removingPrefix("/var/automount", from: resolved) ?? resolved
    }

    /// `expandingTildeInPath`: the home folder (`HOME`, or the password database's) or a named
    /// user's in place of `~` or `~user`, and a trailing `/` dropped.
    static func expandingTilde(_ path: String) -> String {
        guard path.hasPrefix("~") else { return path }
        let endOfUserName = path.firstIndex(of: "/") ?? path.endIndex
        let userName = String(path[path.index(after: path.startIndex)..<endOfUserName])
        guard let home = homeFolder(of: userName.isEmpty ? nil : userName) else { return droppingTrailingSlash(path) }
        return droppingTrailingSlash(home + path[endOfUserName...])
    }

    /// CoreFoundation's home folder of a user (nil: the one running, `HOME` first), as a URL's path.
    static func homeFolder(of user: String?) -> String? {
        var folder: String?
        if let user {
            folder = getpwnam(user).flatMap { $0.pointee.pw_dir.map { String(cString: $0) } }
        } else if let home = getenv("HOME").map({ String(cString: $0) }), !home.isEmpty {
            folder = home
        } else {
            folder = getpwuid(geteuid()).flatMap { $0.pointee.pw_dir.map { String(cString: $0) } }
        }
        return folder.map(droppingTrailingSlash)
    }

    static func droppingTrailingSlash(_ path: String) -> String {
        path.utf16.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    }

    /// `resolvingSymlinksInPath`.
    static func resolvingSymlinks(_ path: String) -> String {
        var components = pathComponents(path)
        guard !components.isEmpty else { return path }
        if components.count > 1 && components.last == "/" { components.removeLast() }
        let isAbsolute = path.hasPrefix("~") || path.hasPrefix("/")
        var resolved = components.removeFirst()
        for component in components {
            switch component {
            case "", ".": break
            case ".." where isAbsolute: resolved = PathName.deletingLastComponent(resolved)
            default:
                resolved = PathName.joined(resolved, component)
                if let destination = resolvedLinkTarget(resolved) { resolved = destination }
            }
        }
        return removingPrefix("/private", from: resolved) ?? resolved
    }

    /// `pathComponents`: `/` first for an absolute path, the names between runs of `/`, and `/`
    /// last for a path ending in one.
    static func pathComponents(_ path: String) -> [String] {
        if path.isEmpty { return [] }
        var result: [String] = path.hasPrefix("/") ? ["/"] : []
        result += path.split(separator: "/").map(String.init)
        if path.utf16.count > 1 && path.hasSuffix("/") { result.append("/") }
        return result
    }

    /// When `path` is a symbolic link: its target (as written, so a relative one is taken from
    /// the working folder, as Foundation takes it) through `realpath`; nil when it is not a link
    /// or that fails.
    static func resolvedLinkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink(path, &buffer, buffer.count - 1)
        guard length >= 0 else { return nil }
        let target = String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard let resolved = realpath(target, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// `_tryToRemovePathPrefix`: `path` without `prefix` when what is left exists (`path` itself
    /// when it does not start with `prefix` but exists).
    static func removingPrefix(_ prefix: String, from path: String) -> String? {
        guard path != prefix else { return nil }
        let rest = path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
        return FileManager.default.fileExists(atPath: rest) ? rest : nil
    }
}
