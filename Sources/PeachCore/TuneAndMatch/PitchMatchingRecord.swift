import Foundation

/// A match as it is stored (and exchanged as CSV).
public struct PitchMatchingRecord: Hashable, Sendable {
    public var referenceNote: MIDINote
    public var targetNote: MIDINote
    public var initialCentOffset: Cents
    public var userCentError: Cents
    public var interval: Interval
    public var tuningSystem: TuningSystem
    public var timestamp: Date

    public init(
        referenceNote: MIDINote, targetNote: MIDINote, initialCentOffset: Cents, userCentError: Cents,
        interval: Interval, tuningSystem: TuningSystem, timestamp: Date
    ) {
        self.referenceNote = referenceNote
        self.targetNote = targetNote
        self.initialCentOffset = initialCentOffset
        self.userCentError = userCentError
        self.interval = interval
        self.tuningSystem = tuningSystem
        self.timestamp = timestamp
    }
}
