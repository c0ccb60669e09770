import Foundation

/// Tune & Match's part of the profile: the matches tuned with the control.
public struct TuneAndMatchProfile: ProfilePart {
    public static let kinds = [RecordKind.pitchMatching]
    public private(set) var matching: MatchingProfile

    public init(calendar: Calendar) {
        matching = MatchingProfile(calendar: calendar)
    }

    public mutating func add(_ record: TrainingRecord) {
        guard let record = record.as(PitchMatchingRecord.self), record.matchedBy == .control else { return }
        matching.add(record)
    }

    public var isEmpty: Bool { matching.count == 0 }
}

extension TrainingHistory {
    /// Tuned with the control.
    public var matching: MatchingProfile { part(TuneAndMatchProfile.self).matching }
}
