import Foundation

/// One discipline's stored answer or trial. Any type of record can be stored, counted,
/// exchanged and fed to the profile: what makes it one is its kind and these few facts.
public protocol DisciplineRecord: Hashable, Sendable {
    static var kind: RecordKind { get }
    var timestamp: Date { get }
    /// What tells two records of one kind stored at the same instant apart, by the original
    /// app's rule for duplicates: the notes (pitch), the tempo (rhythm).
    var distinguishingValues: [Int] { get }
    /// Right or wrong, where the trial has one answer that is (nil: Fill the Gap's sixteen taps).
    var verdict: TrialVerdict? { get }
}

extension DisciplineRecord {
    public var verdict: TrialVerdict? { nil }

    public var trainingRecord: TrainingRecord { TrainingRecord(self) }

    /// The record `record` holds when it is of this type.
    public init?(_ record: TrainingRecord) {
        guard let own = record.as(Self.self) else { return nil }
        self = own
    }
}
