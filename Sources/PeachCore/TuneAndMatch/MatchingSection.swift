import Foundation

/// Tune & Match's part of the profile as the views show it: every match together, per day
/// and per task.
public struct MatchingSection: ProfileSection {
    public var all: MatchingStatistics
    public var days: [MatchingDay]
    /// Per task: single notes first, then the intervals.
    public var tasks: [ProfileSnapshot.MatchingTask]

    public init(_ matching: MatchingProfile) {
        all = matching.all
        days = matching.all.timeline
        tasks = matching.tasks.map { ProfileSnapshot.MatchingTask(task: $0.task, statistics: $0.statistics) }
    }
}

extension TuneAndMatchProfile {
    public func section(range: NoteRange) -> any ProfileSection { MatchingSection(matching) }
}

extension ProfileSnapshot {
    /// Tune & Match for one task.
    public struct MatchingTask: Sendable {
        public var task: ListeningTask
        public var statistics: MatchingStatistics
    }

    /// Every match tuned with the control, together.
    public var matching: MatchingStatistics { section(MatchingSection.self)?.all ?? MatchingStatistics() }
    public var matchingDays: [MatchingDay] { section(MatchingSection.self)?.days ?? [] }
    /// Per task: single notes first, then the intervals.
    public var matchingTasks: [MatchingTask] { section(MatchingSection.self)?.tasks ?? [] }
}
