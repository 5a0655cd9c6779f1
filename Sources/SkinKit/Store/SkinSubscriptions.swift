/// Weakly held subscribers of the seed's `refreshSkin` kind: one closure per object, run with the
/// object after every change, dropped when the object is freed.
final class SkinSubscriptions {
    private struct Entry {
        weak var target: AnyObject?
        let action: (AnyObject) -> Void
    }

    private var entries: [Entry] = []
    private var indexByObject: [ObjectIdentifier: Int] = [:]

    /// Sets (or replaces) the closure for `object`.
    func set(_ object: AnyObject, action: @escaping (AnyObject) -> Void) {
        let id = ObjectIdentifier(object)
        if let index = indexByObject[id], index < entries.count, entries[index].target === object {
            entries[index] = Entry(target: object, action: action)
        } else {
            indexByObject[id] = entries.count
            entries.append(Entry(target: object, action: action))
        }
    }

    /// Removes the closure for `object`.
    func remove(_ object: AnyObject) {
        guard let index = indexByObject[ObjectIdentifier(object)], index < entries.count,
            entries[index].target === object
        else { return }
        entries[index].target = nil
        compact()
    }

    /// Runs every live closure; drops the entries whose objects were freed.
    func runAll() {
        var sawFreed = false
        var index = 0
        // Closures may subscribe new objects while running: those run once on their own already.
        let count = entries.count
        while index < count {
            if let target = entries[index].target {
                entries[index].action(target)
            } else {
                sawFreed = true
            }
            index += 1
        }
        if sawFreed { compact() }
    }

    /// Live subscriptions (freed objects are not counted).
    var count: Int { entries.reduce(0) { $0 + ($1.target == nil ? 0 : 1) } }

    private func compact() {
        entries.removeAll { $0.target == nil }
        indexByObject.removeAll(keepingCapacity: true)
        for (index, entry) in entries.enumerated() {
            if let target = entry.target { indexByObject[ObjectIdentifier(target)] = index }
        }
    }
}
