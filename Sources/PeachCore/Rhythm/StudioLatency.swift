/// What lies between the audio graph and the musician, in frames, as the server reports it for the
/// ports in use: a click written to the outputs is heard `playbackFrames` later, and a tap
/// reaches the MIDI input `captureFrames` after it was played. `extraMs` is what the server cannot
/// know (a controller's own scan time), from the settings or the calibration.
public struct StudioLatency: Hashable, Sendable {
    public var playbackFrames: Int
    public var captureFrames: Int
    public var sampleRate: Int

    public init(playbackFrames: Int, captureFrames: Int, sampleRate: Int) {
        self.playbackFrames = playbackFrames
        self.captureFrames = captureFrames
        self.sampleRate = sampleRate
    }

    public static func none(sampleRate: Int) -> StudioLatency {
        StudioLatency(playbackFrames: 0, captureFrames: 0, sampleRate: sampleRate)
    }

    public var playbackMs: Double { Double(playbackFrames) * 1000 / Double(sampleRate) }
    public var captureMs: Double { Double(captureFrames) * 1000 / Double(sampleRate) }
}
