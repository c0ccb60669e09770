import Foundation

/// One Compare Timing trial: four sixteenths at `tempo`, the third moved by `offsetMs`
/// (− early, + late).
public struct TimingTrial: Hashable, Sendable {
    public var tempo: Tempo
    public var offsetMs: Double

    public init(tempo: Tempo, offsetMs: Double) {
        self.tempo = tempo
        self.offsetMs = offsetMs
    }

    public var isLate: Bool { offsetMs > 0 }

    /// The next trial of `chain` (a new chain when there is none), early or late at random.
    public static func next(after chain: TimingChain?, kazez: KazezChain, tempo: Tempo, random: inout some RandomSource) -> TimingTrial {
        let size = chain?.nextMs(kazez, at: tempo) ?? TimingChain.firstMs(at: tempo)
        return TimingTrial(tempo: tempo, offsetMs: random.nextUnit() < 0.5 ? -size : size)
    }

    /// The record of this trial answered Late (`answeredLate`) or Early.
    public func record(answeredLate: Bool, at timestamp: Date) -> TimingComparisonRecord {
        TimingComparisonRecord(tempo: tempo, offsetMs: offsetMs, isCorrect: answeredLate == isLate, timestamp: timestamp)
    }
}
