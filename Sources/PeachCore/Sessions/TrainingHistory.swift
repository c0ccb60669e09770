import Foundation

/// The derived state of all training: the perceptual profile, trend, timeline and matching
/// statistics. Rebuilt from the records at start-up, then kept current as an observer of
/// each completed trial; the strategy reads the profile from here.
@TrainingActor
public final class TrainingHistory: ComparisonObserver, PitchMatchingObserver, Resettable {
    public private(set) var profile = PerceptualProfile()
    public private(set) var trend = TrendAnalyzer()
    public private(set) var timeline: ThresholdTimeline
    public private(set) var matching = MatchingStatistics()
    private let calendar: Calendar

    public init(calendar: Calendar = .current) {
        self.calendar = calendar
        timeline = ThresholdTimeline(calendar: calendar)
    }

    /// Rebuild: feed every stored record in timestamp order.
    public func add(_ record: ComparisonRecord) {
        profile.add(record)
        trend.add(record)
        timeline.add(record)
    }

    public func add(_ record: PitchMatchingRecord) {
        matching.add(record)
    }

    public func comparisonCompleted(_ completed: CompletedComparison) async {
        add(completed.record)
    }

    public func pitchMatchingCompleted(_ completed: CompletedPitchMatching) async {
        add(completed.record)
    }

    public func reset() async {
        profile = PerceptualProfile()
        trend = TrendAnalyzer()
        timeline = ThresholdTimeline(calendar: calendar)
        matching = MatchingStatistics()
    }
}

extension TrainingHistory {
    /// Everything derived from the stored records, built off the training actor (a rebuild
    /// of a million records should not hop actors a million times).
    public struct Rebuild: Sendable {
        public var profile = PerceptualProfile()
        public var trend = TrendAnalyzer()
        public var timeline: ThresholdTimeline
        public var matching = MatchingStatistics()

        public init(calendar: Calendar = .current) {
            timeline = ThresholdTimeline(calendar: calendar)
        }

        public mutating func add(_ record: ComparisonRecord) {
            profile.add(record)
            trend.add(record)
            timeline.add(record)
        }

        public mutating func add(_ record: PitchMatchingRecord) {
            matching.add(record)
        }
    }

    /// Takes over a rebuild made from the records.
    public func load(_ rebuild: Rebuild) {
        profile = rebuild.profile
        trend = rebuild.trend
        timeline = rebuild.timeline
        matching = rebuild.matching
    }
}
