import Foundation

/// How a call's echo is taken from the keys, the same for every discipline that plays a call
/// and hears it played back: when a key was played, what it sounds like, and when the echo
/// is over.
public enum EchoKeys {
    /// The frame a key was played at on the audio clock, as heard: its MIDI frame less the
    /// input's capture latency and the extra latency the settings add, plus the rise of its
    /// sound (`attackFrames`), as the call's own notes are placed where they are heard. A key
    /// without a frame (typed) is timed at `now`.
    public static func playedFrame(at time: AudioTime?, now: AudioTime, latency: StudioLatency, extraLatencyMs: Double, attackFrames: Int) -> Int64 {
        let played: Int64 = if let time {
            Int64(time.frame) - Int64(latency.captureFrames) - Int64((extraLatencyMs * Double(latency.sampleRate) / 1000).rounded())
        } else {
            Int64(now.frame)
        }
        return played + Int64(attackFrames)
    }

    /// The sound of a key played: half a beat of its note, in the call's sound.
    public static func tone(of note: Int, tempo: Tempo, pitch: PitchCalculator, sound: SoundSource?) -> Tone? {
        guard let midi = MIDINote(rawValue: note) else { return nil }
        return Tone(frequency: pitch.frequency(of: midi), duration: 30 / Double(tempo.bpm), sound: sound)
    }

    /// Whether the echo is over: quiet for a beat and a half (a second at least) once as many
    /// notes or chords as the call has were played, for three beats (two seconds at least)
    /// while fewer were. `beatsEach`: how long each of the call's notes or chords lasts; each
    /// beat beyond one waits a beat more once all are there (a chord of two beats: two and a
    /// half), so that a musician who plays back at the call's pace, or corrects the last
    /// chord, is still heard.
    public static func isOver(played: Int, of length: Int, quietFrames: Int64, tempo: Tempo, sampleRate: Int, beatsEach: Double = 1) -> Bool {
        let beatSeconds = 60 / Double(tempo.bpm), complete = 1.5 + max(0, beatsEach - 1)
        let quiet = played >= length ? max(complete * beatSeconds, 1) : max(max(3, complete) * beatSeconds, 2)
        return Double(quietFrames) >= quiet * Double(sampleRate)
    }
}
