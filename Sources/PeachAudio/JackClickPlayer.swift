import PeachCore

/// The core's `ClickPlayer` on the JACK engine: both clicks rendered once, each click a
/// voice scheduled at its frame (the engine starts a voice on its exact frame, inside a
/// period, so the grid is kept to the frame).
public final class JackClickPlayer: ClickPlayer {
    public let engine: AudioEngine
    private let buffers: [ClickSound: ToneBuffer]

    public init(engine: AudioEngine) {
        self.engine = engine
        buffers = Dictionary(uniqueKeysWithValues: ClickSound.allCases.map { ($0, ClickRenderer.render($0, sampleRate: engine.sampleRate)) })
    }

    /// On the engine's 64-bit clock, as the grid counts: JACK's own 32-bit frame time wraps
    /// after 24.9 hours of a server's uptime at 48 kHz, and a loop running across the wrap
    /// would see its clock jump back.
    public func now() -> AudioTime {
        AudioTime(frame: engine.extendedFrame(engine.currentFrame), sampleRate: engine.sampleRate)
    }

    public func click(_ sound: ClickSound, at frame: UInt64) throws -> any PlaybackHandle {
        try engine.schedule(buffers[sound]!, at: frame)
    }

    /// What JACK reports now for the outputs and midi_in (see `AudioEngine.playbackLatency`).
    public func latency() -> StudioLatency {
        StudioLatency(playbackFrames: engine.playbackLatency, captureFrames: engine.captureLatency, sampleRate: engine.sampleRate)
    }
}
