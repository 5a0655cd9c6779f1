import FoundationEssentials

extension SkinNode {
    /// Converts a document read into Swift values (`PropertyListObjectReader`'s `[String: Any]`,
    /// `[Any]`, `String`, `Int`, `UInt64`, `Double`, `Bool`; `JSONNull`), checking the nesting depth,
    /// entries per dictionary and string lengths of `limits` on the way. Throws at the first value
    /// that breaks a limit or has a type skins do not use (null, date, data, a keyed archive's UID),
    /// with its key path (array elements as `[index]`). `JSONObjectReader` gives the same values.
    /// - Parameter parallel: convert the top level's entries (a file's skins) on all cores at once,
    ///   for a large file.
    static func from(foundation value: Any, limits: SkinLimits, parallel: Bool = false) throws(SkinError) -> SkinNode {
        guard parallel, let dictionary = value as? [String: Any], dictionary.count > 1 else {
            return try convert(value, limits: limits, depth: 0)
        }
        try checkContainer(count: dictionary.count, limits: limits, depth: 0)
        let entries = dictionary.keys.sorted().map { ParsedEntry(key: $0, value: dictionary[$0] as Any) }
        let converted = ParallelWork.map(entries) { entry in
            Result { () throws(SkinError) -> SkinNode in
                try checkLength(entry.key, what: "a key", limits: limits)
                do throws(SkinError) {
                    return try convert(entry.value, limits: limits, depth: 1)
                } catch {
                    throw error.placed(file: nil, under: [entry.key])
                }
            }
        }
        var nodes: [String: SkinNode] = [:]
        nodes.reserveCapacity(entries.count)
        // The first error in key order, so that the message does not depend on which thread finished first.
        for (entry, result) in zip(entries, converted) { nodes[entry.key] = try result.get() }
        return .dictionary(nodes)
    }

    /// One top-level entry of what a Foundation parser returned, handed to another thread: the
    /// parser's result is never changed after parsing, so reading it from two threads is safe.
    private struct ParsedEntry: @unchecked Sendable {
        let key: String
        let value: Any
    }

    /// The key path of an error is built while unwinding, so that the common, valid case pays nothing for it.
    private static func convert(_ value: Any, limits: SkinLimits, depth: Int) throws(SkinError) -> SkinNode {
        // Strings (most values) first; containers before NSNumber, since asking a dictionary
        // whether it is an NSNumber bridges all of it.
        if let string = value as? String {
            try checkLength(string, what: "a string", limits: limits)
            return .string(string)
        }
        if let dictionary = value as? [String: Any] {
            try checkContainer(count: dictionary.count, limits: limits, depth: depth)
            var nodes: [String: SkinNode] = [:]
            nodes.reserveCapacity(dictionary.count)
            for (key, element) in dictionary {
                try checkLength(key, what: "a key", limits: limits)
                do throws(SkinError) {
                    nodes[key] = try convert(element, limits: limits, depth: depth + 1)
                } catch {
                    throw error.placed(file: nil, under: [key])
                }
            }
            return .dictionary(nodes)
        }
        if let array = value as? [Any] {
            try checkContainer(count: array.count, limits: limits, depth: depth)
            var nodes: [SkinNode] = []
            nodes.reserveCapacity(array.count)
            for (index, element) in array.enumerated() {
                do throws(SkinError) {
                    nodes.append(try convert(element, limits: limits, depth: depth + 1))
                } catch {
                    throw error.placed(file: nil, under: ["[\(index)]"])
                }
            }
            return .array(nodes)
        }
        // Exact types: an NSNumber would also cast to Bool, Int and Double, by bridging.
        if type(of: value) == Bool.self, let bool = value as? Bool { return .bool(bool) }
        if let number = PropertyListNumber.double(value) { return .number(number) }
        if value is JSONNull { throw SkinError(message: "null is not allowed in a skin file") }
        throw SkinError(message: "a date or data value, which skins do not use")
    }

    /// The depth and entry-count limits of a container (shared with `SkinJSONReader`).
    static func checkContainer(count: Int, limits: SkinLimits, depth: Int) throws(SkinError) {
        if depth >= limits.maxNestingDepth {
            throw SkinError(
                message: "nested more than \(limits.maxNestingDepth) dictionaries and arrays deep "
                    + "(the limit for a skin file; a skin needs about five)")
        }
        if count > limits.maxKeysPerSection {
            throw SkinError(
                message: "holds \(count) entries; a dictionary or array in a skin file "
                    + "may hold at most \(limits.maxKeysPerSection)")
        }
    }

    /// The length limit of a key or string (shared with `SkinJSONReader`).
    static func checkLength(_ text: String, what: String, limits: SkinLimits) throws(SkinError) {
        let bytes = text.utf8.count
        if bytes > limits.maxValueBytes {
            throw SkinError(
                message: "\(what) of \(bytes) bytes; keys and values may be at most "
                    + "\(SkinLimits.describe(bytes: limits.maxValueBytes))")
        }
    }
}
