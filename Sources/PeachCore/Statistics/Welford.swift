import Foundation

/// Running count, mean and variance in one pass (Welford's algorithm): numerically stable,
/// and adding values one by one gives the same result as a rebuild from all of them.
public struct Welford: Hashable, Sendable {
    public private(set) var count = 0
    public private(set) var mean = 0.0
    /// Sum of squared deviations from the mean.
    public private(set) var m2 = 0.0

    public init() {}

    public init<S: Sequence>(_ values: S) where S.Element == Double {
        for value in values { add(value) }
    }

    public mutating func add(_ value: Double) {
        count += 1
        let delta = value - mean
        mean += delta / Double(count)
        m2 += delta * (value - mean)
    }

    /// Sample variance (n − 1); nil with fewer than two values.
    public var variance: Double? { count > 1 ? m2 / Double(count - 1) : nil }

    /// Sample standard deviation; nil with fewer than two values.
    public var standardDeviation: Double? { variance.map { $0.squareRoot() } }
}
