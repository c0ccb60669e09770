import Foundation

/// A submitted match. `userCentError` is signed: + is sharp.
public struct CompletedPitchMatching: Hashable, Sendable {
    public var challenge: PitchMatchingChallenge
    public var userCentError: Cents
    public var timestamp: Date

    public init(challenge: PitchMatchingChallenge, userCentError: Cents, timestamp: Date) {
        self.challenge = challenge
        self.userCentError = userCentError
        self.timestamp = timestamp
    }

    public var record: PitchMatchingRecord {
        PitchMatchingRecord(
            referenceNote: challenge.referenceNote, targetNote: challenge.targetNote,
            initialCentOffset: challenge.initialCentOffset, userCentError: userCentError,
            interval: challenge.interval.interval, tuningSystem: challenge.tuningSystem, timestamp: timestamp)
    }
}
