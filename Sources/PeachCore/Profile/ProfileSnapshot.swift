import Foundation

/// The profile as every view shows it — the profile screen, the HTML report and
/// `peach profile --json` — computed once from the history, so all three show the same
/// numbers, the same "not enough answers yet" and the same trend.
public struct ProfileSnapshot: Sendable {
    /// One note of a task.
    public struct Note: Hashable, Sendable {
        public var note: MIDINote
        /// Answers at this reference note itself.
        public var answers: Int
        /// Mean |difference| of the trials at this note: where the chain placed them.
        public var meanDifference: Double?
        public var differenceDeviation: Double?
        /// The current threshold here, neighbours pooled; nil where there are not enough answers.
        public var threshold: ThresholdEstimate?
    }

    /// Single notes, or one directed interval.
    public struct Task: Sendable {
        public var task: ListeningTask
        public var answers: Int
        public var meanDifference: Double
        /// The current threshold over every note; nil where there are not enough answers.
        public var threshold: ThresholdEstimate?
        public var trend: Trend?
        /// The notes of the training range with answers or a measured pooled threshold.
        public var notes: [Note]
        public var days: [ThresholdDay]
    }

    public var range: NoteRange
    /// Single notes first, then the intervals from the smallest, up before down.
    public var tasks: [Task]
    public var matching: MatchingStatistics
    public var matchingDays: [MatchingDay]
    /// Mean and SD of the per-note mean differences over the trained notes in the range.
    public var meanDifferenceSummary: ProfileSummary

    public init(
        thresholds: ThresholdProfile, profile: PerceptualProfile, matching: MatchingStatistics, range: NoteRange,
        estimator: ThresholdEstimator = .shared
    ) {
        self.range = range
        self.matching = matching
        matchingDays = matching.timeline
        meanDifferenceSummary = profile.summary(in: range)
        tasks = thresholds.trainedTasks.compactMap { key in
            guard let task = thresholds[key] else { return nil }
            let notes: [Note] = range.notes.compactMap { note in
                let differences = task.differences[note.rawValue]
                let pooled = task.threshold(at: note, estimator: estimator).flatMap { $0.isMeasured ? $0 : nil }
                guard differences.count > 0 || pooled != nil else { return nil }
                return Note(
                    note: note, answers: differences.count, meanDifference: differences.count > 0 ? differences.mean : nil,
                    differenceDeviation: differences.standardDeviation, threshold: pooled)
            }
            return Task(
                task: key, answers: task.answers, meanDifference: task.allDifferences.mean,
                threshold: task.overall(estimator: estimator).flatMap { $0.isMeasured ? $0 : nil },
                trend: task.trend(estimator: estimator), notes: notes, days: task.timeline.days(estimator: estimator))
        }
    }

    public subscript(task: ListeningTask) -> Task? { tasks.first { $0.task == task } }

    public var comparisonCount: Int { tasks.reduce(0) { $0 + $1.answers } }
}

/// Mean and SD of the per-note mean differences: what the original app called the threshold.
public struct ProfileSummary: Hashable, Sendable {
    public var trainedNotes: Int
    /// Mean of the per-note mean |difference|, in cents.
    public var mean: Double?
    public var standardDeviation: Double?
}
