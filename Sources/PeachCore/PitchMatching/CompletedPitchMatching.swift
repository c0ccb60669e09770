import Foundation

/// A submitted match. `userCentError` is signed: + is sharp.
public struct CompletedPitchMatching: Hashable, Sendable {
    public var challenge: PitchMatchingChallenge
    public var userCentError: Cents
    public var timestamp: Date
    public var matchedBy: MatchedBy

    public init(challenge: PitchMatchingChallenge, userCentError: Cents, timestamp: Date, matchedBy: MatchedBy = .control) {
        self.challenge = challenge
        self.matchedBy = matchedBy
        self.userCentError = userCentError
        self.timestamp = timestamp
    }

    public var record: PitchMatchingRecord {
        PitchMatchingRecord(
            referenceNote: challenge.referenceNote, targetNote: challenge.targetNote,
            initialCentOffset: challenge.initialCentOffset, userCentError: userCentError,
            interval: challenge.interval.interval, tuningSystem: challenge.tuningSystem, timestamp: timestamp, matchedBy: matchedBy)
    }
}
