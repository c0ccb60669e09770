import Foundation

/// The derived state of all training, kept current as an observer of each completed trial:
/// its `parts` are rebuilt from the records at start-up (off the training actor) and then
/// fed each answer the sessions store, the same way.
@TrainingActor
public final class TrainingHistory: ComparisonObserver, PitchMatchingObserver, RhythmObserver, Resettable {
    public private(set) var parts: Rebuild
    private let calendar: Calendar

    public init(calendar: Calendar = .current) {
        self.calendar = calendar
        parts = Rebuild(calendar: calendar)
    }

    /// The perceptual profile: what the strategies place the next trial by.
    public var profile: PerceptualProfile { parts.profile }
    public var thresholds: ThresholdProfile { parts.thresholds }
    /// Tuned with the control.
    public var matching: MatchingProfile { parts.matching }
    public var sungMatching: MatchingProfile { parts.sungMatching }
    public var rhythm: RhythmProfile { parts.rhythm }

    /// A stored record, as a rebuild feeds it.
    public func add(_ record: some DisciplineRecord) {
        parts.add(record)
    }

    public func comparisonCompleted(_ completed: CompletedComparison) async {
        parts.add(completed.record)
    }

    public func pitchMatchingCompleted(_ completed: CompletedPitchMatching) async {
        parts.add(completed.record)
    }

    public func timingComparisonCompleted(_ record: TimingComparisonRecord) async {
        parts.add(record)
    }

    public func gapFillCompleted(_ record: GapFillRecord) async {
        parts.add(record)
    }

    public func reset() async {
        parts = Rebuild(calendar: calendar)
    }

    /// Takes over a rebuild made from the records.
    public func load(_ rebuild: Rebuild) {
        parts = rebuild
    }

    /// The profile as the screens, the report and the profile for scripts show it.
    public func snapshot(range: NoteRange) -> ProfileSnapshot { parts.snapshot(range: range) }

    /// Nothing trained yet, of any discipline: the very first start.
    public var isEmpty: Bool { parts.isEmpty }

    /// The trend of a task's threshold (single notes: `.unison`).
    public func trend(of task: ListeningTask) -> Trend? {
        parts.thresholds[task]?.trend()
    }
}

extension TrainingHistory {
    /// Everything derived from the stored records: the perceptual profile, the thresholds
    /// per task with their trends and timelines, the matching statistics (tuned and sung
    /// apart) and the rhythm profile. A value, so that a rebuild of a million records runs
    /// off the training actor and is handed over whole.
    public struct Rebuild: Sendable {
        public private(set) var profile = PerceptualProfile()
        public private(set) var thresholds: ThresholdProfile
        public private(set) var matching: MatchingProfile
        /// Sung or played into the input: a skill of its own, kept apart; its first attempts
        /// (where the first settled pitch landed) as errors of their own.
        public private(set) var sungMatching: MatchingProfile
        public private(set) var sungFirstAttempts: MatchingStatistics
        public private(set) var rhythm: RhythmProfile

        public init(calendar: Calendar = .current) {
            thresholds = ThresholdProfile(calendar: calendar)
            matching = MatchingProfile(calendar: calendar)
            sungMatching = MatchingProfile(calendar: calendar)
            sungFirstAttempts = MatchingStatistics(calendar: calendar)
            rhythm = RhythmProfile(calendar: calendar)
        }

        /// Every stored record in timestamp order at a rebuild, then each completed trial.
        public mutating func add(_ record: TrainingRecord) {
            switch record.record {
            case let record as ComparisonRecord:
                profile.add(record)
                thresholds.add(record)
            case let record as PitchMatchingRecord:
                switch record.matchedBy {
                case .control: matching.add(record)
                case .voice:
                    sungMatching.add(record)
                    sungFirstAttempts.add(record.firstAttempt)
                }
            case let record as TimingComparisonRecord: rhythm.add(record)
            case let record as GapFillRecord: rhythm.add(record)
            default: break
            }
        }

        public mutating func add(_ record: some DisciplineRecord) {
            add(record.trainingRecord)
        }

        /// The profile as the screens, the report and the profile for scripts show it.
        public func snapshot(range: NoteRange) -> ProfileSnapshot {
            ProfileSnapshot(
                thresholds: thresholds, profile: profile, matching: matching, rhythm: rhythm, range: range,
                sung: (sungMatching.all, sungFirstAttempts))
        }

        /// Nothing trained yet, of any discipline. Rhythm records count whatever their tempo
        /// (one outside the bands is still training done).
        public var isEmpty: Bool { profile.totalCount == 0 && matching.count == 0 && sungMatching.count == 0 && rhythm.records == 0 }
    }
}
