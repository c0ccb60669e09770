import Foundation

/// Any one stored answer or trial, whatever its discipline: what the exchange format, the
/// store's bulk paths (import, export, backup) and the profile's rebuild carry. It holds
/// the discipline's own record; `as(_:)` gives it back.
public struct TrainingRecord: Hashable, Sendable {
    public let record: any DisciplineRecord

    // Inlinable, as are `as(_:)` and `timestamp`: made and opened a million times in a
    // rebuild, and generic code not specialised in the caller's module looks up its
    // types' metadata at every call.
    @inlinable
    public init(_ record: some DisciplineRecord) {
        self.record = record
    }

    public var kind: RecordKind { type(of: record).kind }
    @inlinable
    public var timestamp: Date { record.timestamp }
    public var verdict: TrialVerdict? { record.verdict }

    /// The record, when it is of type `type`.
    @inlinable
    public func `as`<Record: DisciplineRecord>(_ type: Record.Type) -> Record? {
        record as? Record
    }

    public static func == (lhs: TrainingRecord, rhs: TrainingRecord) -> Bool {
        AnyHashable(lhs.record) == AnyHashable(rhs.record)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(AnyHashable(record))
    }
}
