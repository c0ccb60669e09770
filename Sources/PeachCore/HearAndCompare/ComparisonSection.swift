import Foundation

/// Hear & Compare's part of the profile as the views show it: every trained task's
/// threshold, trend and notes, and the original app's summary of the notes.
public struct ComparisonSection: ProfileSection {
    /// Single notes first, then the intervals from the smallest, up before down.
    public var tasks: [ProfileSnapshot.Task]
    /// Mean and SD of the per-note mean differences over the trained notes in the range.
    public var meanDifferenceSummary: ProfileSummary

    public init(thresholds: ThresholdProfile, profile: PerceptualProfile, range: NoteRange, estimator: ThresholdEstimator = .shared) {
        meanDifferenceSummary = profile.summary(in: range)
        tasks = thresholds.trainedTasks.compactMap { key in
            guard let task = thresholds[key] else { return nil }
            // Asked once for the task: every note's threshold counts its answers the same way.
            let aged = task.hasMoved(estimator: estimator)
            let notes: [ProfileSnapshot.Note] = range.notes.compactMap { note in
                let differences = task.differences[note.rawValue]
                let pooled = task.threshold(at: note, estimator: estimator, aged: aged).flatMap { $0.isMeasured ? $0 : nil }
                guard differences.count > 0 || pooled != nil else { return nil }
                return ProfileSnapshot.Note(
                    note: note, answers: differences.count, meanDifference: differences.count > 0 ? differences.mean : nil,
                    differenceDeviation: differences.standardDeviation, threshold: pooled, lastAnswered: task.lastAnswered(around: note))
            }
            let overall = task.overall(estimator: estimator, aged: aged)
            // Where the next session's chain starts: below a rough threshold it climbs first.
            let chainAt = ChainRestart.nextSessionStart(atCentreOf: range, profile: profile, estimate: overall).value
            return ProfileSnapshot.Task(
                task: key, answers: task.answers, meanDifference: task.allDifferences.mean,
                threshold: overall.flatMap { $0.isMeasured ? $0 : nil }, roughThreshold: overall.flatMap { $0.isMeasured ? nil : $0 },
                moreAnswersToMeasure: overall.flatMap { $0.isMeasured ? nil : $0.moreAnswersToMeasure(chainAt: chainAt) },
                trend: task.trend(estimator: estimator), lastAnswered: task.lastAnswered.compactMap { $0 }.max(),
                notes: notes, days: task.timeline.days(estimator: estimator))
        }
    }
}

extension ComparisonProfile {
    public func section(range: NoteRange) -> any ProfileSection {
        ComparisonSection(thresholds: thresholds, profile: perceptual, range: range)
    }
}

extension ProfileSnapshot {
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
        /// When this note was last answered; for a note without answers of its own, the
        /// latest answer among the neighbours its threshold is pooled from.
        public var lastAnswered: Date?
    }

    /// Single notes, or one directed interval.
    public struct Task: Sendable {
        public var task: ListeningTask
        public var answers: Int
        public var meanDifference: Double
        /// The current threshold over every note; nil where there are not enough answers.
        public var threshold: ThresholdEstimate?
        /// Before it is measured: the estimate so far, wide; nil once measured.
        public var roughThreshold: ThresholdEstimate?
        /// With a rough threshold: how many more answers will narrow it, from where the next
        /// session's chain starts (`ThresholdEstimate.moreAnswersToMeasure(chainAt:)`).
        public var moreAnswersToMeasure: Int?
        public var trend: Trend?
        /// When the task was last trained.
        public var lastAnswered: Date?
        /// The notes of the training range with answers or a measured pooled threshold.
        public var notes: [Note]
        public var days: [ThresholdDay]
    }

    /// Single notes first, then the intervals from the smallest, up before down.
    public var tasks: [Task] { section(ComparisonSection.self)?.tasks ?? [] }
    public var meanDifferenceSummary: ProfileSummary {
        section(ComparisonSection.self)?.meanDifferenceSummary ?? ProfileSummary(trainedNotes: 0)
    }

    public subscript(task: ListeningTask) -> Task? { tasks.first { $0.task == task } }

    public var comparisonCount: Int { tasks.reduce(0) { $0 + $1.answers } }
}
