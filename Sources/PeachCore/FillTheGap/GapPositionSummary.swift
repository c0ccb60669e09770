/// Fill the Gap at one gap position of a tempo band, as the profile shows it.
public struct GapPositionSummary: Hashable, Sendable {
    public var position: StepPosition
    public var taps: Int
    /// Imported trials (no taps stored) whose mean at this position counts into `offset`.
    public var importedMeans: Int
    /// The mean signed offset with its interval; nil with fewer than two values.
    public var offset: TapOffset?
    /// The spread of the taps with its interval; nil with fewer than two taps.
    public var spread: GapSpread?

    public init(position: StepPosition, taps: Int, importedMeans: Int, offset: TapOffset?, spread: GapSpread?) {
        self.position = position
        self.taps = taps
        self.importedMeans = importedMeans
        self.offset = offset
        self.spread = spread
    }
}

extension TapOffsetTally {
    public func summary(_ position: StepPosition) -> GapPositionSummary {
        GapPositionSummary(
            position: position, taps: taps.count, importedMeans: importedMeans, offset: TapOffset(self),
            spread: GapSpread(pooling: [taps]))
    }
}
