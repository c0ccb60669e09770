import Foundation

/// Tune & Match in numbers: count, mean and SD of |userCentError|, its trend (the newer
/// half of the matches against the older half) and its days.
public struct MatchingStatistics: Equatable, Sendable {
    public static let rollingWindow = ThresholdTimeline.rollingWindow

    public private(set) var error = Welford()
    /// Running sums of |error| and its square keep the trend O(1) however long the history grows.
    private var prefixSums: [Double] = [0]
    private var prefixSquares: [Double] = [0]
    private var days: CalendarDays
    private var byDay: [Date: Welford] = [:]

    public init(calendar: Calendar = .current) {
        days = CalendarDays(calendar: calendar)
    }

    public init<S: Sequence>(records: S, calendar: Calendar = .current) where S.Element == PitchMatchingRecord {
        self.init(calendar: calendar)
        for record in records { add(record) }
    }

    public mutating func add(_ record: PitchMatchingRecord) {
        let error = record.userCentError.magnitude.value
        self.error.add(error)
        prefixSums.append(prefixSums[prefixSums.count - 1] + error)
        prefixSquares.append(prefixSquares[prefixSquares.count - 1] + error * error)
        byDay[days.day(of: record.timestamp), default: Welford()].add(error)
    }

    public var count: Int { error.count }
    public var meanAbsoluteError: Double? { count > 0 ? error.mean : nil }
    public var standardDeviation: Double? { error.standardDeviation }

    /// Mean |error| of the newer half against the older half, from 20 matches on; a change
    /// within the halves' own noise is "stable".
    public var trend: Trend? {
        guard count >= Trend.minimumAnswers else { return nil }
        let half = count / 2
        func statistics(_ range: Range<Int>) -> (mean: Double, relativeError: Double) {
            let n = Double(range.count)
            let sum = prefixSums[range.upperBound] - prefixSums[range.lowerBound]
            let squares = prefixSquares[range.upperBound] - prefixSquares[range.lowerBound]
            let mean = sum / n
            let variance = max(0, (squares - n * mean * mean) / (n - 1))
            // The standard error of the mean, relative to it: the SE of its logarithm.
            return (mean, mean > 0 ? (variance / n).squareRoot() / mean : 0)
        }
        let older = statistics(0..<half), newer = statistics(half..<count)
        guard older.mean > 0, newer.mean > 0 else { return .stable }
        return Trend(
            older: older.mean, newer: newer.mean,
            uncertainty: (older.relativeError * older.relativeError + newer.relativeError * newer.relativeError).squareRoot())
    }

    public var timeline: [MatchingDay] {
        let ordered = byDay.keys.sorted()
        var result: [MatchingDay] = []
        result.reserveCapacity(ordered.count)
        for (index, day) in ordered.enumerated() {
            let window = ordered[max(0, index - Self.rollingWindow + 1)...index].map { byDay[$0]! }
            let matches = window.reduce(0) { $0 + $1.count }
            let sum = window.reduce(0) { $0 + $1.mean * Double($1.count) }
            let today = byDay[day]!
            result.append(MatchingDay(day: day, matches: today.count, meanError: today.mean, rollingMeanError: sum / Double(matches)))
        }
        return result
    }

    public static func == (lhs: MatchingStatistics, rhs: MatchingStatistics) -> Bool {
        lhs.error == rhs.error && lhs.prefixSums == rhs.prefixSums && lhs.prefixSquares == rhs.prefixSquares && lhs.byDay == rhs.byDay
    }
}
