/// Skin name → the files that define it (in load order, each with the index of its skins path),
/// for skins read on first use. Flat arrays: a start with thousands of skin files builds it, and
/// one small array per name cost more than the rest of the index.
struct DeferredFiles: Sendable {
    private var sources: [(path: Int, file: String)] = []
    /// The next source of the same name, or -1.
    private var next: [Int] = []
    private var first: [String: Int] = [:]
    private var last: [String: Int] = [:]

    mutating func append(name: String, path: Int, file: String) {
        let index = sources.count
        sources.append((path, file))
        next.append(-1)
        if let previous = last[name] { next[previous] = index } else { first[name] = index }
        last[name] = index
    }

    var isEmpty: Bool { first.isEmpty }

    /// The names, in no order.
    var names: Dictionary<String, Int>.Keys { first.keys }

    func contains(_ name: String) -> Bool { first[name] != nil }

    /// The files defining `name`, in load order; nil when it is not deferred.
    subscript(name: String) -> [(path: Int, file: String)]? {
        guard var index = first[name] else { return nil }
        var result: [(path: Int, file: String)] = []
        while index >= 0 {
            result.append(sources[index])
            index = next[index]
        }
        return result
    }
}
