import Foundation

/// Any one stored answer or trial, whatever its discipline: what the exchange format and
/// the store's bulk paths (import, export) carry.
public enum TrainingRecord: Hashable, Sendable {
    case comparison(ComparisonRecord)
    case pitchMatching(PitchMatchingRecord)
    case timingComparison(TimingComparisonRecord)
    case gapFill(GapFillRecord)

    public var kind: RecordKind {
        switch self {
        case .comparison: .comparison
        case .pitchMatching: .pitchMatching
        case .timingComparison: .timingComparison
        case .gapFill: .gapFill
        }
    }

    public var timestamp: Date {
        switch self {
        case let .comparison(record): record.timestamp
        case let .pitchMatching(record): record.timestamp
        case let .timingComparison(record): record.timestamp
        case let .gapFill(record): record.timestamp
        }
    }
}
