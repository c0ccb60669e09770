import Foundation

public enum Trend: String, Hashable, Sendable {
    case improving, stable, declining
}

/// Improving, stable or declining: the mean |difference| of the newer half of all answers
/// against the older half, once there are at least 20.
public struct TrendAnalyzer: Hashable, Sendable {
    public static let minimumAnswers = 20
    /// A change of more than 5 % counts.
    public static let threshold = 0.05

    // Running prefix sums keep each query O(1) however long the history grows.
    private var prefixSums: [Double] = [0]

    public init() {}

    public init<S: Sequence>(records: S) where S.Element == ComparisonRecord {
        for record in records { add(record) }
    }

    public mutating func add(_ record: ComparisonRecord) {
        prefixSums.append(prefixSums[prefixSums.count - 1] + record.centOffset.magnitude.value)
    }

    public var count: Int { prefixSums.count - 1 }

    /// Nil until there are enough answers. With an odd count the middle answer is in the newer half.
    public var trend: Trend? {
        guard count >= Self.minimumAnswers else { return nil }
        let half = count / 2
        let older = prefixSums[half] / Double(half)
        let newer = (prefixSums[count] - prefixSums[half]) / Double(count - half)
        if newer < older * (1 - Self.threshold) { return .improving }
        if newer > older * (1 + Self.threshold) { return .declining }
        return .stable
    }
}
