import Foundation

/// Hear & Compare's part of the profile: the perceptual profile the strategies place the
/// next pair by, and the thresholds per task with their trends and timelines.
public struct ComparisonProfile: ProfilePart {
    public static let kinds = [RecordKind.comparison]
    public private(set) var perceptual = PerceptualProfile()
    public private(set) var thresholds: ThresholdProfile

    public init(calendar: Calendar) {
        thresholds = ThresholdProfile(calendar: calendar)
    }

    public mutating func add(_ record: TrainingRecord) {
        guard let record = record.as(ComparisonRecord.self) else { return }
        perceptual.add(record)
        thresholds.add(record)
    }

    public var isEmpty: Bool { perceptual.totalCount == 0 }
}

extension TrainingHistory {
    /// The perceptual profile: what the strategies place the next pair by.
    public var profile: PerceptualProfile { part(ComparisonProfile.self).perceptual }
    public var thresholds: ThresholdProfile { part(ComparisonProfile.self).thresholds }

    /// The trend of a task's threshold (single notes: `.unison`).
    public func trend(of task: ListeningTask) -> Trend? {
        thresholds[task]?.trend()
    }
}
