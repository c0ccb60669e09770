import Foundation
import PeachCore

/// One run of Hear & Compare with a simulated listener: the real strategy (the same
/// `KazezNoteStrategy` and settings the sessions use) chooses every trial, the listener
/// answers, and the answers feed the profile and thresholds as a session's observers would.
public struct TrainingSimulation {
    /// Seconds between answers: a brisk trainer (note, note, answer, feedback).
    public static let secondsPerTrial = 3.0

    public let listener: SimulatedListener
    /// Read on every trial, as the sessions read theirs: a test may move the range between runs.
    public var settings: TrainingSettings
    public private(set) var profile = PerceptualProfile()
    public private(set) var thresholds = ThresholdProfile(calendar: TrainingSimulation.utc)
    /// The listener's probability of being right, trial by trial (less noisy than the answers).
    public private(set) var probabilityCorrect: [Double] = []
    /// |difference| of each trial, in cents.
    public private(set) var differences: [Double] = []
    /// Whether each trial was answered right.
    public private(set) var answers: [Bool] = []

    private let strategy: any NextComparisonStrategy
    private var random: SeededRandom
    private var chains: [ListeningTask: ChainState] = [:]
    private var restarts: [ListeningTask: Cents] = [:]
    private var previousNote: MIDINote?
    private var clock = Date(timeIntervalSince1970: 1_750_000_000)

    public static let utc: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()

    /// Trials a training day; then the clock moves to the same time the next day.
    public let trialsPerDay: Int
    private let start: Date
    /// The first answer is wrong whatever the ear (a blind first guess that missed).
    public var firstAnswerWrong = false
    /// Whether the fast start puts a miss to the test (Peach's), or ends at it (as it was).
    public var fastStartTestsMisses = KazezChain.fastStartTestsMisses

    public init(
        listener: SimulatedListener, settings: TrainingSettings, seed: UInt64, trialsPerDay: Int = .max,
        strategy: any NextComparisonStrategy = KazezNoteStrategy()
    ) {
        self.listener = listener
        self.settings = settings
        self.strategy = strategy
        self.trialsPerDay = trialsPerDay
        random = SeededRandom(seed: seed)
        start = clock
    }

    /// Days since the first trial.
    public var days: Double { clock.timeIntervalSince(start) / 86_400 }

    /// Plays `count` more trials.
    public mutating func run(trials count: Int) {
        for _ in 0..<count { trial() }
    }

    public var trialCount: Int { differences.count }

    /// A new session, as Peach starts one when it is opened again: each task's chain goes on
    /// from its last answer as it stood (`StoreChainHistory`), or starts again at the
    /// threshold estimate where it lay far below it (`ChainRestart`: after a history another
    /// chain placed near chance, as one imported from the phone).
    public mutating func startSession() {
        for (task, chain) in chains {
            if let restart = ChainRestart.difference(
                resumingAt: chain.nextDifference(KazezChain(settings: settings)), estimate: thresholds[task]?.overall()) {
                chains[task] = nil
                restarts[task] = restart
            }
        }
        previousNote = nil
    }

    private mutating func trial() {
        let comparison = strategy.nextComparison(
            profile: profile, settings: settings,
            context: ComparisonContext(chains: chains, previousReferenceNote: previousNote, restarts: restarts), random: &random)
        clock = trialCount > 0 && trialCount % trialsPerDay == 0
            ? start.addingTimeInterval(Double(trialCount / trialsPerDay) * 86_400)
            : clock.addingTimeInterval(Self.secondsPerTrial)
        var higher = listener.answersHigher(comparison, afterDays: days, random: &random)
        if firstAnswerWrong && trialCount == 0 { higher = comparison.centOffset.value <= 0 }
        let completed = CompletedComparison(comparison: comparison, answeredHigher: higher, timestamp: clock)
        profile.add(completed.record)
        thresholds.add(completed.record)
        chains[comparison.interval] = chains[comparison.interval].map { $0.advanced(by: completed) }
            ?? (restarts.removeValue(forKey: comparison.interval) != nil
                ? ChainState(last: completed, isDescending: false, testsMisses: fastStartTestsMisses)
                : ChainState(first: completed, testsMisses: fastStartTestsMisses))
        previousNote = comparison.referenceNote
        probabilityCorrect.append(listener.ear(afterDays: days).probabilityCorrect(at: comparison.centOffset.magnitude.value))
        differences.append(comparison.centOffset.magnitude.value)
        answers.append(completed.record.isCorrect)
    }

    /// The task's profile so far (the settings' first interval; unison by default).
    public var task: TaskProfile? { thresholds[settings.intervals.first ?? .unison] }
}
