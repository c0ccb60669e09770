import Foundation

/// Sing & Match's part of the profile: matches sung or played into the input, a skill of
/// its own kept apart from tuning with the control, and where each first attempt (the
/// first settled pitch) landed, as errors of their own.
public struct SingAndMatchProfile: ProfilePart {
    public static let kinds = [RecordKind.pitchMatching]
    public private(set) var held: MatchingProfile
    public private(set) var firstAttempts: MatchingStatistics

    public init(calendar: Calendar) {
        held = MatchingProfile(calendar: calendar)
        firstAttempts = MatchingStatistics(calendar: calendar)
    }

    public mutating func add(_ record: TrainingRecord) {
        guard let record = record.as(PitchMatchingRecord.self), record.matchedBy == .voice else { return }
        held.add(record)
        firstAttempts.add(record.firstAttempt)
    }

    public var isEmpty: Bool { held.count == 0 }
}

extension TrainingHistory {
    /// Sung or played into the input.
    public var sungMatching: MatchingProfile { part(SingAndMatchProfile.self).held }
}
