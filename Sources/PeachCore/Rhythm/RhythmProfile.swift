import Foundation

/// The musician's timing, per tempo band: what they hear (Compare Timing's threshold and
/// bias) and what they play (Fill the Gap's offsets and spread). Never stored: rebuilt from
/// the records at start-up, then updated with each trial, and both give the same result.
public struct RhythmProfile: Hashable, ProfilePart {
    public static let kinds = [RecordKind.timingComparison, .gapFill]

    public private(set) var compareTiming = CompareTimingProfile()
    public private(set) var fillTheGap: FillTheGapProfile

    public init(calendar: Calendar = .current) {
        fillTheGap = FillTheGapProfile(calendar: calendar)
    }

    public mutating func add(_ record: TrainingRecord) {
        switch record.record {
        case let record as TimingComparisonRecord: add(record)
        case let record as GapFillRecord: add(record)
        default: break
        }
    }

    public var isEmpty: Bool { records == 0 }

    /// Every record added, in a band or not: training done, whatever its tempo.
    public private(set) var records = 0

    public mutating func add(_ record: TimingComparisonRecord) {
        compareTiming.add(record)
        records += 1
    }

    public mutating func add(_ record: GapFillRecord) {
        fillTheGap.add(record)
        records += 1
    }

    /// Records counted into a band (those outside 40–200 BPM are not).
    public var count: Int { compareTiming.count + fillTheGap.count }
}

extension TrainingHistory {
    public var rhythm: RhythmProfile { part(RhythmProfile.self) }
}
