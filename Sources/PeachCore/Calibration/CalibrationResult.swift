import Foundation

/// What tapping along with the calibration's clicks showed: each tap's offset from its
/// click as heard (ms, the audio graph's latencies already taken off), the median (what Peach proposes
/// as the extra latency) and how steady the taps were.
public struct CalibrationResult: Sendable, Hashable {
    /// Taps that found their click, in order of the clicks.
    public var offsetsMs: [Double]
    public var clickCount: Int
    /// Every tap, those that found no click of their own included.
    public var tapCount: Int

    public init(offsetsMs: [Double], clickCount: Int, tapCount: Int? = nil) {
        self.offsetsMs = offsetsMs
        self.clickCount = clickCount
        self.tapCount = tapCount ?? offsetsMs.count
    }

    /// Fewer taps than half the clicks tell too little: no value is proposed.
    public var isEnough: Bool { offsetsMs.count >= clickCount / 2 }

    /// More than one tap a click on average, beyond a few strays (a pad's bounce, a tap
    /// before the clicks): a pad that retriggers, or taps all along rather than with the
    /// clicks. The median of the taps nearest each click would then be made up: no value is
    /// proposed.
    public var isTooMany: Bool { tapCount > clickCount + Self.strayTaps(clickCount) }

    /// Taps beyond one a click that a run may have and still be taken: one in eight, two at least.
    public static func strayTaps(_ clicks: Int) -> Int { max(2, clicks / 8) }

    /// The median: a stray tap moves it little, where it would move a mean.
    public var medianMs: Double? {
        guard !offsetsMs.isEmpty else { return nil }
        let sorted = offsetsMs.sorted(), middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// The standard deviation of the taps: how steady they were (a few ms for a drummer on
    /// pads; tens of ms say the value is not to be trusted).
    public var spreadMs: Double? {
        guard offsetsMs.count >= 2 else { return nil }
        let mean = offsetsMs.reduce(0, +) / Double(offsetsMs.count)
        return (offsetsMs.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(offsetsMs.count - 1)).squareRoot()
    }

    /// The extra latency to set: the median to a tenth of a millisecond, within the
    /// setting's range; nil with too few taps.
    public var proposedExtraLatencyMs: Double? {
        guard isEnough, !isTooMany, let median = medianMs else { return nil }
        let range = SettingsLimits.extraLatencyMs
        return min(max((median * 10).rounded() / 10, range.lowerBound), range.upperBound)
    }
}
