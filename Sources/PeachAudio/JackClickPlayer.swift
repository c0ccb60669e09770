import PeachCore

/// The core's `ClickPlayer` on the JACK engine: both clicks rendered once (from a
/// SoundFont's percussion kit when one is loaded, else synthesized), each click a
/// voice scheduled at its frame (the engine starts a voice on its exact frame, inside a
/// period, so the grid is kept to the frame).
public final class JackClickPlayer: ClickPlayer {
    public let engine: AudioEngine
    private let buffers: [ClickSound: ToneBuffer]

    /// Where the clicks come from: a SoundFont's percussion kit or the synthesized ones.
    public let source: String

    /// `fonts`: the SoundFonts loaded, in order; the first with a percussion kit gives the
    /// clicks, else they are synthesized (`warn` says so when there were fonts).
    public init(engine: AudioEngine, fonts: [SoundFontRenderer] = [], warn: (String) -> Void = { _ in }) {
        self.engine = engine
        for font in fonts {
            if let accent = try? font.renderClick(.accent), let normal = try? font.renderClick(.normal) {
                // A kit without a side stick: the synthesized stroke, the kit's clicks kept.
                let stroke = (try? font.renderClick(.stroke)) ?? ClickRenderer.render(.stroke, sampleRate: engine.sampleRate)
                buffers = [.accent: accent, .normal: normal, .stroke: stroke]
                source = "\(font.font.path) (percussion kit)"
                return
            }
        }
        if !fonts.isEmpty { warn("no SoundFont found has a percussion kit (bank 128): the clicks are synthesized") }
        buffers = Dictionary(uniqueKeysWithValues: ClickSound.allCases.map { ($0, ClickRenderer.render($0, sampleRate: engine.sampleRate)) })
        source = "synthesized"
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
