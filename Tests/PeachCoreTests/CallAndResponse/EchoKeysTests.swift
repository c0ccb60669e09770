import Foundation
import Testing
@testable import PeachCore

@Suite("An echo's keys: when each was played, its sound, when the echo is over")
struct EchoKeysTests {
    @Test("a key's frame: its MIDI frame less the capture latency and the extra latency, plus its sound's rise; a typed one at now")
    func playedFrame() {
        let latency = StudioLatency(playbackFrames: 512, captureFrames: 256, sampleRate: 48_000)
        let now = AudioTime(frame: 900_000, sampleRate: 48_000)
        // 10 ms extra: 480 frames.
        #expect(EchoKeys.playedFrame(at: AudioTime(frame: 100_000, sampleRate: 48_000), now: now, latency: latency, extraLatencyMs: 10, attackFrames: 43) == 100_000 - 256 - 480 + 43)
        #expect(EchoKeys.playedFrame(at: nil, now: now, latency: latency, extraLatencyMs: 10, attackFrames: 43) == 900_000 + 43)
    }

    @Test("a key sounds half a beat; no tone for a number that is no MIDI note")
    func tone() throws {
        let tone = try #require(EchoKeys.tone(of: 69, tempo: Tempo(bpm: 120), pitch: PitchCalculator(), sound: nil))
        #expect(abs((tone.duration ?? 0) - 0.25) < 1e-12 && abs(tone.frequency.hertz - 440) < 1e-9)
        #expect(EchoKeys.tone(of: 200, tempo: Tempo(bpm: 120), pitch: PitchCalculator(), sound: nil) == nil)
    }

    @Test("over after a beat and a half of quiet (a second at least) once all were played, three beats (two seconds) while fewer")
    func over() {
        let fast = Tempo(bpm: 120), slow = Tempo(bpm: 40)
        // 120 BPM: a beat and a half is 0.75 s, so a second; three beats 1.5 s, so two seconds.
        #expect(!EchoKeys.isOver(played: 3, of: 3, quietFrames: 47_999, tempo: fast, sampleRate: 48_000))
        #expect(EchoKeys.isOver(played: 3, of: 3, quietFrames: 48_000, tempo: fast, sampleRate: 48_000))
        #expect(!EchoKeys.isOver(played: 2, of: 3, quietFrames: 95_999, tempo: fast, sampleRate: 48_000))
        #expect(EchoKeys.isOver(played: 2, of: 3, quietFrames: 96_000, tempo: fast, sampleRate: 48_000))
        // 40 BPM: a beat and a half is 2.25 s.
        #expect(!EchoKeys.isOver(played: 3, of: 3, quietFrames: 107_999, tempo: slow, sampleRate: 48_000))
        #expect(EchoKeys.isOver(played: 3, of: 3, quietFrames: 108_000, tempo: slow, sampleRate: 48_000))
    }
}
