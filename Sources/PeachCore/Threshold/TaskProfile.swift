import Foundation

/// Everything Peach knows of one listening task (single notes, or one directed interval):
/// per reference note the answers (recency-weighted, for the current threshold) and the
/// mean |difference| of the trials; the trend; the daily timeline.
public struct TaskProfile: Equatable, Sendable {
    public let task: ListeningTask
    public private(set) var recent = RecencyWeightedNotes()
    /// |cent difference| of every trial per reference note: count and mean difference.
    public private(set) var differences = [Welford](repeating: Welford(), count: 128)
    public private(set) var allDifferences = Welford()
    public private(set) var trendHalves = ThresholdTrend()
    public private(set) var timeline: ThresholdTimeline
    /// When each reference note was last answered: a threshold from long ago is shown with
    /// its age, since an ear left alone for months may have moved.
    public private(set) var lastAnswered = [Date?](repeating: nil, count: 128)

    public init(task: ListeningTask, calendar: Calendar = .current) {
        self.task = task
        timeline = ThresholdTimeline(calendar: calendar)
    }

    /// One answer: a difference of `difference` cents at reference note `note`, right or not, at `time`.
    public mutating func add(note: MIDINote, difference: Double, correct: Bool, at time: Date) {
        recent.add(note: note, difference: difference, correct: correct)
        differences[note.rawValue].add(difference)
        lastAnswered[note.rawValue] = max(lastAnswered[note.rawValue] ?? time, time)
        allDifferences.add(difference)
        trendHalves.add(difference: difference, correct: correct)
        timeline.add(difference: difference, correct: correct, at: time)
    }

    public var answers: Int { allDifferences.count }

    /// When `note` was last answered, or without answers of its own, the latest answer
    /// within pooling reach: how old what its threshold rests on is.
    public func lastAnswered(around note: MIDINote) -> Date? {
        if let own = lastAnswered[note.rawValue] { return own }
        let reach = RecencyWeightedNotes.poolingReach
        return (max(0, note.rawValue - reach)...min(127, note.rawValue + reach)).compactMap { lastAnswered[$0] }.max()
    }

    /// How far apart, in standard errors, the older and the newer half of the answers must
    /// put the threshold for the ear to count as moved. Lower than a trend's 1.96: a learner
    /// whose ear moves is measured where it is now as soon as the halves lean apart (with
    /// 1.96 the interval of a learner after ten days held the truth in 77 % of runs, with 1
    /// in 88 %; BENCHMARKS.md), and an ear that has not moved still keeps every answer
    /// whole most of the time.
    public static let movedAtStandardErrors = 1.0

    /// Whether the ear has moved: the older half of the answers and the newer half give
    /// thresholds further apart than `movedAtStandardErrors` of their own noise (whether or
    /// not the halves are measured yet). Only then do older answers count less: an ear that
    /// has not moved is measured by every answer alike, and a history whose early answers
    /// are the informative ones (the original app's chain placed the rest near chance)
    /// keeps them whole. Fewer answers than a trend needs: it has not.
    public func hasMoved(estimator: ThresholdEstimator = .shared, atStandardErrors movedAt: Double = movedAtStandardErrors) -> Bool {
        guard let halves = trendHalves.settledHalves(estimator: estimator) else { return false }
        func standardError(_ estimate: ThresholdEstimate) -> Double { log(estimate.high / estimate.low) / 3.92 }
        let uncertainty = (pow(standardError(halves.older), 2) + pow(standardError(halves.newer), 2)).squareRoot()
        return abs(log(halves.newer.threshold / halves.older.threshold)) > movedAt * uncertainty
    }

    /// The current threshold over every note of the task. `aged`: whether older answers
    /// count less (`hasMoved`, asked when not given).
    public func overall(estimator: ThresholdEstimator = .shared, aged: Bool? = nil) -> ThresholdEstimate? {
        estimator.estimate(recent.overall(aged: aged ?? hasMoved(estimator: estimator)))
    }

    /// The current threshold at `note`, its neighbours pooled; nil when nothing was
    /// answered within reach. `aged` as for `overall`.
    public func threshold(at note: MIDINote, estimator: ThresholdEstimator = .shared, aged: Bool? = nil) -> ThresholdEstimate? {
        estimator.estimate(recent.pooled(at: note, aged: aged ?? hasMoved(estimator: estimator)))
    }

    public func trend(estimator: ThresholdEstimator = .shared) -> Trend? { trendHalves.trend(estimator: estimator) }

    /// Notes with answers of their own.
    public var trainedNotes: [MIDINote] { (0...127).filter { differences[$0].count > 0 }.map(MIDINote.init) }
}

/// The listener's thresholds, one task profile per directed interval that was trained.
/// Never stored: rebuilt from the records, then updated with each answer; both give the
/// same result.
public struct ThresholdProfile: Equatable, Sendable {
    /// In the order first trained; an array so that adding an answer changes a task profile
    /// in place (through a dictionary's optional value it was copied, answer by answer).
    private var profiles: [TaskProfile] = []
    private var index: [ListeningTask: Int] = [:]
    private let calendar: Calendar

    public init(calendar: Calendar = .current) {
        self.calendar = calendar
    }

    /// One answer of `task` (as `TaskProfile.add`).
    public mutating func add(task: ListeningTask, note: MIDINote, difference: Double, correct: Bool, at time: Date) {
        let position: Int
        if let known = index[task] {
            position = known
        } else {
            position = profiles.count
            index[task] = position
            profiles.append(TaskProfile(task: task, calendar: calendar))
        }
        profiles[position].add(note: note, difference: difference, correct: correct, at: time)
    }

    public subscript(task: ListeningTask) -> TaskProfile? { index[task].map { profiles[$0] } }

    /// Single notes first, then the intervals from the smallest, up before down.
    public var trainedTasks: [ListeningTask] {
        index.keys.sorted { $0.displayOrder < $1.displayOrder }
    }
}
