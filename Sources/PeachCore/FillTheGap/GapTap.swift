/// One tap of a Fill the Gap trial: in which of the trial's cycles, into which step, and
/// how far from that step's click as the musician heard it, in frames of the audio server's clock
/// it was timed by (so that the stored value is what was measured, not a rounding of it).
public struct GapTap: Hashable, Sendable {
    /// 0 … cycles − 1 of its trial.
    public var cycle: Int
    public var position: StepPosition
    /// Signed: − early (rushing), + late (dragging).
    public var offsetFrames: Int
    public var sampleRate: Int

    public init(cycle: Int, position: StepPosition, offsetFrames: Int, sampleRate: Int) {
        self.cycle = cycle
        self.position = position
        self.offsetFrames = offsetFrames
        self.sampleRate = sampleRate
    }

    public var offsetMs: Double { Double(offsetFrames) * 1000 / Double(sampleRate) }
}
