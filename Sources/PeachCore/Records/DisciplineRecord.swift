import Foundation

/// One discipline's stored answer or trial: what it is as any record (`TrainingRecord`)
/// and back, for the store, the exchange formats and the profile's rebuild.
public protocol DisciplineRecord: Hashable, Sendable {
    static var kind: RecordKind { get }
    var timestamp: Date { get }
    var trainingRecord: TrainingRecord { get }
    /// The record `record` holds when it is of this kind.
    init?(_ record: TrainingRecord)
}
