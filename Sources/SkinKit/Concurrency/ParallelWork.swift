import Dispatch
import Synchronization

/// Independent pieces of one large job run on all cores at once (a 10 MB skin's four skins, or
/// reading its text while it is parsed), results in order. For small jobs call the body directly:
/// starting threads costs more than it saves.
public enum ParallelWork {
    /// `body` applied to each of `items`, in parallel, results in the items' order.
    public static func map<Item: Sendable, Result: Sendable>(_ items: [Item], _ body: @Sendable (Item) -> Result) -> [Result] {
        guard items.count > 1 else { return items.map(body) }
        let results = Mutex<[Result?]>(Array(repeating: nil, count: items.count))
        DispatchQueue.concurrentPerform(iterations: items.count) { index in
            let result = body(items[index])
            results.withLock { $0[index] = result }
        }
        // Every slot is filled once concurrentPerform returns.
        return results.withLock { $0 }.compactMap { $0 }
    }

    /// `body` applied to each of `items` on at most `workers` threads at once (each takes the next
    /// item when it finishes one), results in the items' order; one worker runs them in order here.
    public static func map<Item: Sendable, Result: Sendable>(
        _ items: [Item], workers: Int,
        _ body: @Sendable (Item) -> Result
    ) -> [Result] {
        let threads = min(max(1, workers), items.count)
        guard threads > 1 else { return items.map(body) }
        let next = Atomic<Int>(0)
        let results = Mutex<[Result?]>(Array(repeating: nil, count: items.count))
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            while true {
                let index = next.add(1, ordering: .relaxed).oldValue
                guard index < items.count else { return }
                let result = body(items[index])
                results.withLock { $0[index] = result }
            }
        }
        return results.withLock { $0 }.compactMap { $0 }
    }

    /// `first` and `second` run at the same time; both results. `second` runs on a thread of its
    /// own, so that `first` (on the caller's thread) may itself use `map` on every core: dispatch
    /// runs a `concurrentPerform` nested in another one serially.
    public static func both<First: Sendable, Second: Sendable>(
        _ first: () -> First,
        _ second: @escaping @Sendable () -> Second
    ) -> (First, Second) {
        let secondResult = Mutex<Second?>(nil)
        let finished = DispatchSemaphore(value: 0)
        DetachedThread.start {
            let value = second()
            secondResult.withLock { $0 = value }
            finished.signal()
        }
        let firstValue = first()
        finished.wait()
        guard let secondValue = secondResult.withLock({ $0 }) else {
            preconditionFailure("the second job signals only after storing its result")
        }
        return (firstValue, secondValue)
    }
}
