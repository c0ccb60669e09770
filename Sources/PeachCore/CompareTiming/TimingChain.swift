/// Compare Timing's placement: how far the moved click moves, as a Kazez chain on the
/// offset's size in milliseconds (the step rule Hear & Compare's chain uses on cents; the
/// simulator found the same coefficients settle at 75 % correct here too, BENCHMARKS.md).
/// Early or late is drawn afresh each trial, so the answer is never guessed from the last.
public struct TimingChain: Hashable, Sendable {
    /// What the best ears hear at slow tempos, and then some: the chain may go this low.
    public static let hardestMs = 0.5
    /// Half a step: the moved click midway between its step and the next is as far as it
    /// can move and still be heard as its own step's click, early or late.
    public static let easiestShare = 0.5
    /// Where a chain begins in a band never trained: a fifth of a step (37.5 ms at 80 BPM),
    /// heard by anyone who keeps time, so the first answers are right and the fast start
    /// comes down quickly.
    public static let startShare = 0.2

    /// |offset| of the last trial, in ms.
    public var lastMs: Double
    public var wasCorrect: Bool
    /// No wrong answer yet since the chain began: the fast start's large steps.
    public var isDescending: Bool

    public init(lastMs: Double, wasCorrect: Bool, isDescending: Bool) {
        self.lastMs = lastMs
        self.wasCorrect = wasCorrect
        self.isDescending = isDescending
    }

    /// |offset| of a chain's first trial at `tempo`.
    public static func firstMs(at tempo: Tempo) -> Double { clamp(startShare * tempo.sixteenthMs, at: tempo) }

    /// The chain after answering a trial of |offset| `ms`, which this chain placed.
    public func advanced(ms: Double, wasCorrect: Bool) -> TimingChain {
        TimingChain(lastMs: ms, wasCorrect: wasCorrect, isDescending: isDescending && self.wasCorrect)
    }

    /// The chain a band's latest stored answer left: training goes on where the musician
    /// was (as Hear & Compare's chain does after a restart), with the steps past the fast
    /// start, rather than walking down from a fifth of a step every session.
    public static func resumed(from record: TimingComparisonRecord) -> TimingChain {
        TimingChain(lastMs: abs(record.offsetMs), wasCorrect: record.isCorrect, isDescending: false)
    }

    /// A chain whose first trial, of |offset| `ms`, was answered.
    public static func begun(ms: Double, wasCorrect: Bool) -> TimingChain {
        TimingChain(lastMs: ms, wasCorrect: wasCorrect, isDescending: true)
    }

    /// |offset| of the next trial at `tempo` (a tempo changed in between clamps to its own bounds).
    public func nextMs(_ kazez: KazezChain, at tempo: Tempo) -> Double {
        Self.clamp(kazez.step(from: lastMs, wasCorrect: wasCorrect, descending: isDescending), at: tempo)
    }

    public static func clamp(_ ms: Double, at tempo: Tempo) -> Double {
        guard ms.isFinite else { return easiestShare * tempo.sixteenthMs }
        return min(max(ms, hardestMs), easiestShare * tempo.sixteenthMs)
    }
}
