import Foundation

/// One calendar day of a task's comparisons.
public struct ThresholdDay: Hashable, Sendable {
    /// Midnight at the start of the day, in the timeline's calendar.
    public var day: Date
    public var answers: Int
    public var correctAnswers: Int
    /// Mean |cent difference| of the day's trials: where the chain placed them, not a threshold.
    public var meanDifference: Double
    /// The day's threshold; nil when its answers are too few to measure one.
    public var threshold: ThresholdEstimate?
    /// The threshold of the last `rollingWindow` training days up to this one, pooled.
    public var rollingThreshold: ThresholdEstimate?
}

/// A task's threshold over time: per calendar day, and over the last 20 days with answers
/// (days without training do not dilute the window). Each day keeps a histogram of its
/// answers; the estimates are fitted when the days are read.
public struct ThresholdTimeline: Sendable {
    public static let rollingWindow = 20

    private struct Day: Hashable, Sendable {
        var answers = AnswerHistogram()
        var differences = Welford()
        var correct = 0
    }

    private var days = CalendarDays(calendar: .current)
    private var byDay: [Date: Day] = [:]

    public init(calendar: Calendar = .current) {
        days = CalendarDays(calendar: calendar)
    }

    public var calendar: Calendar { days.calendar }

    public mutating func add(difference: Double, correct: Bool, at time: Date) {
        let day = days.day(of: time)
        byDay[day, default: Day()].answers.add(difference: difference, correct: correct)
        byDay[day, default: Day()].differences.add(difference)
        if correct { byDay[day, default: Day()].correct += 1 }
    }

    /// The days in order; estimates shown only where measured.
    public func days(estimator: ThresholdEstimator = .shared) -> [ThresholdDay] {
        let ordered = byDay.keys.sorted()
        var result: [ThresholdDay] = []
        result.reserveCapacity(ordered.count)
        var rolling = AnswerHistogram()
        for (index, key) in ordered.enumerated() {
            let day = byDay[key]!
            rolling.add(day.answers)
            if index >= Self.rollingWindow { rolling.add(byDay[ordered[index - Self.rollingWindow]]!.answers, weight: -1) }
            result.append(ThresholdDay(
                day: key, answers: day.differences.count, correctAnswers: day.correct, meanDifference: day.differences.mean,
                threshold: estimator.estimate(day.answers).flatMap { $0.isMeasured ? $0 : nil },
                rollingThreshold: estimator.estimate(rolling).flatMap { $0.isMeasured ? $0 : nil }))
        }
        return result
    }

    public var isEmpty: Bool { byDay.isEmpty }
}

extension ThresholdTimeline: Equatable {
    public static func == (lhs: ThresholdTimeline, rhs: ThresholdTimeline) -> Bool { lhs.byDay == rhs.byDay }
}
