import Foundation

/// The derived state of all training: the perceptual profile (what the strategy reads),
/// the thresholds per task with their trends and timelines, the matching statistics and
/// the rhythm profile.
/// Rebuilt from the records at start-up, then kept current as an observer of each
/// completed trial.
@TrainingActor
public final class TrainingHistory: ComparisonObserver, PitchMatchingObserver, RhythmObserver, Resettable {
    public private(set) var profile = PerceptualProfile()
    public private(set) var thresholds: ThresholdProfile
    /// Tuned with the control.
    public private(set) var matching: MatchingProfile
    /// Sung or played into the input: a skill of its own, kept apart; its first attempts
    /// (where the first settled pitch landed) as errors of their own.
    public private(set) var sungMatching: MatchingProfile
    public private(set) var sungFirstAttempts: MatchingStatistics
    public private(set) var rhythm: RhythmProfile
    private let calendar: Calendar

    public init(calendar: Calendar = .current) {
        self.calendar = calendar
        thresholds = ThresholdProfile(calendar: calendar)
        matching = MatchingProfile(calendar: calendar)
        sungMatching = MatchingProfile(calendar: calendar)
        sungFirstAttempts = MatchingStatistics(calendar: calendar)
        rhythm = RhythmProfile(calendar: calendar)
    }

    /// Rebuild: feed every stored record in timestamp order.
    public func add(_ record: ComparisonRecord) {
        profile.add(record)
        thresholds.add(record)
    }

    public func add(_ record: PitchMatchingRecord) {
        switch record.matchedBy {
        case .control: matching.add(record)
        case .voice:
            sungMatching.add(record)
            sungFirstAttempts.add(record.firstAttempt)
        }
    }

    public func add(_ record: TimingComparisonRecord) {
        rhythm.add(record)
    }

    public func add(_ record: GapFillRecord) {
        rhythm.add(record)
    }

    public func comparisonCompleted(_ completed: CompletedComparison) async {
        add(completed.record)
    }

    public func pitchMatchingCompleted(_ completed: CompletedPitchMatching) async {
        add(completed.record)
    }

    public func timingComparisonCompleted(_ record: TimingComparisonRecord) async {
        add(record)
    }

    public func gapFillCompleted(_ record: GapFillRecord) async {
        add(record)
    }

    public func reset() async {
        profile = PerceptualProfile()
        thresholds = ThresholdProfile(calendar: calendar)
        matching = MatchingProfile(calendar: calendar)
        sungMatching = MatchingProfile(calendar: calendar)
        sungFirstAttempts = MatchingStatistics(calendar: calendar)
        rhythm = RhythmProfile(calendar: calendar)
    }

    /// The profile as the screens, the report and the JSON show it.
    public func snapshot(range: NoteRange) -> ProfileSnapshot {
        ProfileSnapshot(
            thresholds: thresholds, profile: profile, matching: matching, rhythm: rhythm, range: range,
            sung: (sungMatching.all, sungFirstAttempts))
    }

    /// Nothing trained yet, of any discipline: the very first start. Rhythm records count
    /// whatever their tempo (one outside the bands is still training done).
    public var isEmpty: Bool { profile.totalCount == 0 && matching.count == 0 && sungMatching.count == 0 && rhythm.records == 0 }

    /// The trend of a task's threshold (single notes: `.unison`).
    public func trend(of task: ListeningTask) -> Trend? {
        thresholds[task]?.trend()
    }
}

extension TrainingHistory {
    /// Everything derived from the stored records, built off the training actor (a rebuild
    /// of a million records should not hop actors a million times).
    public struct Rebuild: Sendable {
        public var profile = PerceptualProfile()
        public var thresholds: ThresholdProfile
        public var matching: MatchingProfile
        public var sungMatching: MatchingProfile
        public var sungFirstAttempts: MatchingStatistics
        public var rhythm: RhythmProfile

        public init(calendar: Calendar = .current) {
            thresholds = ThresholdProfile(calendar: calendar)
            matching = MatchingProfile(calendar: calendar)
            sungMatching = MatchingProfile(calendar: calendar)
            sungFirstAttempts = MatchingStatistics(calendar: calendar)
            rhythm = RhythmProfile(calendar: calendar)
        }

        public mutating func add(_ record: ComparisonRecord) {
            profile.add(record)
            thresholds.add(record)
        }

        public mutating func add(_ record: PitchMatchingRecord) {
            switch record.matchedBy {
            case .control: matching.add(record)
            case .voice:
                sungMatching.add(record)
                sungFirstAttempts.add(record.firstAttempt)
            }
        }

        public mutating func add(_ record: TimingComparisonRecord) {
            rhythm.add(record)
        }

        public mutating func add(_ record: GapFillRecord) {
            rhythm.add(record)
        }

        /// The profile as the screens, the report and the JSON show it.
        public func snapshot(range: NoteRange) -> ProfileSnapshot {
            ProfileSnapshot(
            thresholds: thresholds, profile: profile, matching: matching, rhythm: rhythm, range: range,
            sung: (sungMatching.all, sungFirstAttempts))
        }
    }

    /// Takes over a rebuild made from the records.
    public func load(_ rebuild: Rebuild) {
        profile = rebuild.profile
        thresholds = rebuild.thresholds
        matching = rebuild.matching
        sungMatching = rebuild.sungMatching
        sungFirstAttempts = rebuild.sungFirstAttempts
        rhythm = rebuild.rhythm
    }
}
