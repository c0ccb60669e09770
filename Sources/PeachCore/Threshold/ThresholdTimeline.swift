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
        var start: Date
        var answers = AnswerHistogram()
        var differences = Welford()
        var correct = 0

        mutating func add(difference: Double, correct isCorrect: Bool) {
            answers.add(difference: difference, correct: isCorrect)
            differences.add(difference)
            if isCorrect { correct += 1 }
        }
    }

    private var days = CalendarDays(calendar: .current)
    /// Days in the order first answered, changed in place; found by their start.
    private var dayList: [Day] = []
    private var dayIndex: [Date: Int] = [:]
    private var lastDay: Int?

    public init(calendar: Calendar = .current) {
        days = CalendarDays(calendar: calendar)
    }

    public var calendar: Calendar { days.calendar }

    public mutating func add(difference: Double, correct: Bool, at time: Date) {
        let start = days.day(of: time)
        let position: Int
        if let lastDay, dayList[lastDay].start == start {
            position = lastDay
        } else if let known = dayIndex[start] {
            position = known
        } else {
            position = dayList.count
            dayIndex[start] = position
            dayList.append(Day(start: start))
        }
        lastDay = position
        dayList[position].add(difference: difference, correct: correct)
    }

    /// The days in order; estimates shown only where measured.
    public func days(estimator: ThresholdEstimator = .shared) -> [ThresholdDay] {
        let ordered = dayList.sorted { $0.start < $1.start }
        var result: [ThresholdDay] = []
        result.reserveCapacity(ordered.count)
        var rolling = AnswerHistogram()
        for (index, day) in ordered.enumerated() {
            rolling.add(day.answers)
            if index >= Self.rollingWindow { rolling.add(ordered[index - Self.rollingWindow].answers, weight: -1) }
            result.append(ThresholdDay(
                day: day.start, answers: day.differences.count, correctAnswers: day.correct, meanDifference: day.differences.mean,
                threshold: estimator.estimate(day.answers).flatMap { $0.isMeasured ? $0 : nil },
                rollingThreshold: estimator.estimate(rolling).flatMap { $0.isMeasured ? $0 : nil }))
        }
        return result
    }

    public var isEmpty: Bool { dayList.isEmpty }
}

extension ThresholdTimeline: Equatable {
    public static func == (lhs: ThresholdTimeline, rhs: ThresholdTimeline) -> Bool { lhs.dayList == rhs.dayList }
}
