import Foundation

/// Independent runs on every core, their results in the runs' order (so that a table is
/// the same however the runs were scheduled).
enum Parallel {
    static func map<T: Sendable>(_ range: Range<Int>, _ body: @Sendable (Int) -> T) -> [T] {
        let results = Results<T>(count: range.count)
        DispatchQueue.concurrentPerform(iterations: range.count) { index in
            results.store(body(range.lowerBound + index), at: index)
        }
        return results.values.map { $0! }
    }

    private final class Results<T>: @unchecked Sendable {
        private let lock = NSLock()
        private(set) var values: [T?]
        init(count: Int) { values = Array(repeating: nil, count: count) }
        func store(_ value: T, at index: Int) { lock.withLock { values[index] = value } }
    }
}
