/// One gap position (beat, e, and, a) of a tempo band: the offsets of its taps, and the
/// means imported trials carry for it.
public struct GapPositionTally: Hashable, Sendable {
    /// The stored taps alone: the spread is theirs.
    public private(set) var taps = Welford()
    /// The taps and the imported trials' means: the mean offset is theirs.
    public private(set) var offsets = Welford()
    public private(set) var importedMeans = 0

    public init() {}

    public mutating func add(tapMs: Double) {
        taps.add(tapMs)
        offsets.add(tapMs)
    }

    /// An imported trial's mean at this position counts as one value of the mean, as if it
    /// were one tap: the file does not say how many taps it averaged, and counted once it
    /// never outweighs what was measured here. It says nothing of the spread (a mean of
    /// taps scatters less than taps do), so it stays out of that.
    public mutating func add(importedMeanMs: Double) {
        offsets.add(importedMeanMs)
        importedMeans += 1
    }

    public func summary(_ position: StepPosition) -> GapPositionSummary {
        GapPositionSummary(
            position: position, taps: taps.count, importedMeans: importedMeans, offset: GapOffset(offsets),
            spread: GapSpread(pooling: [taps]))
    }
}
