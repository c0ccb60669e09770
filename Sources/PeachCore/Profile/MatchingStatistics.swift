import Foundation

/// Tune & Match in numbers: count, mean and SD of |userCentError|.
public struct MatchingStatistics: Hashable, Sendable {
    public private(set) var error = Welford()

    public init() {}

    public init<S: Sequence>(records: S) where S.Element == PitchMatchingRecord {
        for record in records { add(record) }
    }

    public mutating func add(_ record: PitchMatchingRecord) {
        error.add(record.userCentError.magnitude.value)
    }

    public var count: Int { error.count }
    public var meanAbsoluteError: Double? { count > 0 ? error.mean : nil }
    public var standardDeviation: Double? { error.standardDeviation }
}
