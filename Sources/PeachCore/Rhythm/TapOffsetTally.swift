/// The taps at one place in the beat (Fill the Gap's gap position, Rhythm Back's stroke's
/// place) of a tempo band: their offsets, trial by trial, and the means imported trials
/// carry for it (Fill the Gap's CSV).
public struct TapOffsetTally: Hashable, Sendable {
    /// The stored taps alone: the spread is theirs.
    public private(set) var taps = Welford()
    /// The taps and the imported trials' means: the mean offset is theirs.
    public private(set) var offsets = Welford()
    public private(set) var importedMeans = 0
    /// The stored trials that hit this position: each one's mean, how the taps scatter within
    /// their trial, and the sum of the trials' sizes squared (imported trials carry no taps
    /// and stay out of these). The taps of one trial share the player's timing of that
    /// moment, so the mean's interval weighs how the trials scatter as well as the taps.
    public private(set) var trialMeans = Welford()
    public private(set) var withinSquares = 0.0
    public private(set) var withinDegrees = 0
    public private(set) var trialSizeSquares = 0.0

    public init() {}

    /// One stored trial's taps at this position.
    public mutating func add(trialTapsMs: [Double]) {
        guard !trialTapsMs.isEmpty else { return }
        let trial = Welford(trialTapsMs)
        for tap in trialTapsMs {
            taps.add(tap)
            offsets.add(tap)
        }
        trialMeans.add(trial.mean)
        withinSquares += trial.m2
        withinDegrees += trial.count - 1
        trialSizeSquares += Double(trial.count * trial.count)
    }

    /// An imported trial's mean at this position counts as one value of the mean, as if it
    /// were one tap: the file does not say how many taps it averaged, and counted once it
    /// never outweighs what was measured here. It says nothing of the spread (a mean of
    /// taps scatters less than taps do), so it stays out of that.
    public mutating func add(importedMeanMs: Double) {
        offsets.add(importedMeanMs)
        importedMeans += 1
    }
}
