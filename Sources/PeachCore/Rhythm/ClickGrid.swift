/// The sixteenth-note grid of the rhythm disciplines, counted in frames of the audio clock:
/// step n sounds at start + ⌊n · 15 · rate ÷ bpm⌋. Each step's frame is computed from its
/// number, never by adding step lengths, so no rounding accumulates: after ten minutes a
/// click is exactly where this formula puts it, and so is every one before it.
public struct ClickGrid: Hashable, Sendable {
    public var start: UInt64
    public var tempo: Tempo
    public var sampleRate: Int

    /// How far ahead of the clock a grid's first click is scheduled: well over a period at
    /// any buffer size a studio runs (1024 frames at 48 kHz is 21 ms).
    public static let leadSeconds = 0.1

    /// The first click's frame for a grid that starts now: `leadSeconds` ahead of `now`.
    public static func start(after now: UInt64, sampleRate: Int) -> UInt64 {
        now + UInt64(leadSeconds * Double(sampleRate))
    }

    public init(start: UInt64, tempo: Tempo, sampleRate: Int) {
        precondition(tempo.bpm > 0 && sampleRate > 0, "a grid needs a tempo and a rate")
        self.start = start
        self.tempo = tempo
        self.sampleRate = sampleRate
    }

    /// The frame step `step` (0 …) sounds at.
    public func frame(ofStep step: Int) -> UInt64 {
        precondition(step >= 0, "steps count from the grid's start")
        return start + UInt64(step) * 15 * UInt64(sampleRate) / UInt64(tempo.bpm)
    }

    /// A step's length in frames, as a real number (steps themselves are whole frames,
    /// one longer now and then).
    public var framesPerStep: Double { 15 * Double(sampleRate) / Double(tempo.bpm) }

    /// The step nearest `frame` and how far `frame` lies from it (− before, + after); nil
    /// before the grid's first half step.
    public func nearestStep(to frame: UInt64) -> (step: Int, offsetFrames: Int)? {
        let since = Double(Int64(bitPattern: frame &- start))
        guard since >= -framesPerStep / 2 else { return nil }
        let step = max(0, Int((since / framesPerStep).rounded()))
        return (step, Int(Int64(bitPattern: frame &- self.frame(ofStep: step))))
    }
}
