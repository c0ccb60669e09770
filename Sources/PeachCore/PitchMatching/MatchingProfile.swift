import Foundation

/// Tune & Match in numbers, over all matches and per task (single notes, each directed
/// interval): matching a fifth is a different skill from matching a unison, as hearing one
/// is. Never stored: rebuilt from the records, then updated with each match.
public struct MatchingProfile: Equatable, Sendable {
    public private(set) var all: MatchingStatistics
    /// In the order first matched; an array so that adding a match changes one in place.
    private var byTask: [(task: ListeningTask, statistics: MatchingStatistics)] = []
    private let calendar: Calendar

    public init(calendar: Calendar = .current) {
        self.calendar = calendar
        all = MatchingStatistics(calendar: calendar)
    }

    public mutating func add(_ record: PitchMatchingRecord) {
        all.add(record)
        let task = record.task
        if let index = byTask.firstIndex(where: { $0.task == task }) {
            byTask[index].statistics.add(record)
        } else {
            var statistics = MatchingStatistics(calendar: calendar)
            statistics.add(record)
            byTask.append((task, statistics))
        }
    }

    /// Single notes first, then the intervals from the smallest, up before down.
    public var tasks: [(task: ListeningTask, statistics: MatchingStatistics)] {
        byTask.sorted { $0.task.displayOrder < $1.task.displayOrder }
    }

    public var count: Int { all.count }

    public static func == (lhs: MatchingProfile, rhs: MatchingProfile) -> Bool {
        lhs.all == rhs.all && lhs.tasks.map(\.task) == rhs.tasks.map(\.task) && lhs.tasks.map(\.statistics) == rhs.tasks.map(\.statistics)
    }
}

extension DirectedInterval {
    /// Single notes first, then the intervals from the smallest, up before down.
    var displayOrder: Int { interval.rawValue * 2 + (direction == .up ? 0 : 1) }
}
