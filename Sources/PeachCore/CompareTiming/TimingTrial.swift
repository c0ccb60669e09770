import Foundation

/// One Compare Timing trial: a one-beat `pattern` of sixteenths at `tempo`, its note at
/// `position` (counted among the sounding notes from 1; never the first) moved by
/// `offsetMs` (− early, + late). The pattern repeats, the same each time, until the answer.
public struct TimingTrial: Hashable, Sendable {
    public var tempo: Tempo
    public var offsetMs: Double
    public var pattern: TimingPattern
    public var position: Int

    public init(tempo: Tempo, offsetMs: Double, pattern: TimingPattern = .standard, position: Int? = nil) {
        self.tempo = tempo
        self.offsetMs = offsetMs
        self.pattern = pattern
        // A click the pattern does not have (settings made elsewhere than the config's
        // clamping): its nearest that may move.
        self.position = pattern.nearestPosition(position ?? pattern.defaultPosition)
    }

    public var isLate: Bool { offsetMs > 0 }

    /// The step of the beat the moved click belongs on.
    public var movedStep: Int { pattern.step(ofPosition: position) }

    /// The next trial of `chain` (a new chain when there is none), early or late at random.
    public static func next(
        after chain: TimingChain?, kazez: KazezChain, tempo: Tempo, pattern: TimingPattern = .standard, position: Int? = nil,
        random: inout some RandomSource
    ) -> TimingTrial {
        let size = chain?.nextMs(kazez, at: tempo) ?? TimingChain.firstMs(at: tempo)
        return TimingTrial(tempo: tempo, offsetMs: random.nextUnit() < 0.5 ? -size : size, pattern: pattern, position: position)
    }

    /// The record of this trial answered Late (`answeredLate`) or Early.
    public func record(answeredLate: Bool, at timestamp: Date) -> TimingComparisonRecord {
        TimingComparisonRecord(
            tempo: tempo, offsetMs: offsetMs, isCorrect: answeredLate == isLate, timestamp: timestamp, pattern: pattern, position: position)
    }
}
