/// Fill the Gap at one gap position of a tempo band, as the profile shows it.
public struct GapPositionSummary: Hashable, Sendable {
    public var position: StepPosition
    public var taps: Int
    /// Imported trials (no taps stored) whose mean at this position counts into `offset`.
    public var importedMeans: Int
    /// The mean signed offset with its interval; nil with fewer than two values.
    public var offset: GapOffset?
    /// The spread of the taps with its interval; nil with fewer than two taps.
    public var spread: GapSpread?

    public init(position: StepPosition, taps: Int, importedMeans: Int, offset: GapOffset?, spread: GapSpread?) {
        self.position = position
        self.taps = taps
        self.importedMeans = importedMeans
        self.offset = offset
        self.spread = spread
    }
}
