import Foundation
import PeachCore
import Synchronization

/// The core's `NotePlayer` on the JACK engine: renders each tone off the audio thread,
/// then schedules it on a voice.
public final class JackNotePlayer: NotePlayer {
    public let engine: AudioEngine
    private let renderer: any ToneRenderer
    /// Each sound's and pitch's attack, found once (a phrase's and its keys' notes repeat).
    private let attacks = Mutex<[AttackKey: Int]>([:])

    private struct AttackKey: Hashable {
        var frequency: Double
        var sound: SoundSource?
    }

    public init(engine: AudioEngine, renderer: any ToneRenderer = SineRenderer()) {
        self.engine = engine
        self.renderer = renderer
    }

    public func play(_ tone: Tone) async throws {
        guard tone.duration != nil else { throw AudioError.playbackFailed("play needs a tone with a duration") }
        let handle = try engine.schedule(try render(tone), gainDecibels: tone.gainDecibels)
        // A cancelled caller (a stopped session) silences its tone with the release ramp.
        try await withTaskCancellationHandler {
            try await handle.ended()
        } onCancel: {
            handle.stopNow()
        }
        try Task.checkCancellation()
    }

    public func now() -> AudioTime {
        AudioTime(frame: UInt64(engine.currentFrame), sampleRate: engine.sampleRate)
    }

    public func playPair(_ first: Tone, gap: Double, _ second: Tone, startingAt start: AudioTime? = nil) async throws
        -> (first: any PlaybackHandle, second: any PlaybackHandle)
    {
        let firstBuffer = try render(first), secondBuffer = try render(second)
        guard first.duration != nil else { throw AudioError.playbackFailed("the first tone of a pair needs a duration") }
        let gapFrames = Int((max(0, gap) * Double(engine.sampleRate)).rounded())
        let firstHandle = try engine.schedule(firstBuffer, gainDecibels: first.gainDecibels, at: start?.frame)
        do {
            let secondHandle = try engine.schedule(
                secondBuffer, gainDecibels: second.gainDecibels, after: firstHandle, offsetFrames: firstBuffer.nominalLength + gapFrames)
            return (firstHandle, secondHandle)
        } catch {
            firstHandle.stopNow()
            throw error
        }
    }

    public func start(_ tone: Tone) async throws -> any PlaybackHandle {
        try engine.schedule(try render(tone), gainDecibels: tone.gainDecibels)
    }

    public func start(_ tone: Tone, at time: AudioTime) async throws -> any PlaybackHandle {
        try engine.schedule(try render(tone), gainDecibels: tone.gainDecibels, at: time.frame)
    }

    public func sound(key tone: Tone) async {
        guard let buffer = try? render(tone) else { return }
        _ = try? engine.schedule(buffer, gainDecibels: tone.gainDecibels, asKey: true)
    }

    public func attackFrames(of tone: Tone) -> Int {
        let key = AttackKey(frequency: tone.frequency.hertz, sound: tone.sound)
        if let known = attacks.withLock({ $0[key] }) { return known }
        // Its first 0.15 s are enough (the maximum's 50 ms and the period after it), and cost
        // a short render however long the note; a tone the renderer refuses is never heard.
        let probe = Tone(frequency: tone.frequency, duration: 0.15, sound: tone.sound)
        guard let frames = try? render(probe).attackFrames else { return 0 }
        attacks.withLock { $0[key] = frames }
        return frames
    }

    private func render(_ tone: Tone) throws -> ToneBuffer {
        try renderer.render(tone, sampleRate: engine.sampleRate)
    }
}
