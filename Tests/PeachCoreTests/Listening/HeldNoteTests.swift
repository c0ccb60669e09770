import Foundation
import Testing
@testable import PeachCore

@Suite("A held note")
struct HeldNoteTests {
    /// A pitch event every 256 frames at 48 kHz.
    func pitch(_ hertz: Double, hop: Int) -> HeardEvent {
        .pitch(HeardPitch(frame: UInt64(hop * 256), frequency: Frequency(hertz: hertz), confidence: 0.9, level: -20))
    }

    @Test("a second within half a semitone of its median is the nearest note; a slide or a breath starts the stretch again")
    func held() {
        var held = HeldNote(sampleRate: 48_000, seconds: 1)
        var taken: MIDINote?
        // Sliding up through a semitone a hop: never held.
        for hop in 0..<100 { taken = taken ?? held.hear(pitch(98 * pow(2, Double(hop) / 12), hop: hop)) }
        #expect(taken == nil)
        // A breath, then G2 12 cents sharp for a second: G2.
        _ = held.hear(.noPitch(frame: 100 * 256, level: -70))
        for hop in 101..<300 where taken == nil { taken = held.hear(pitch(98 * pow(2, 0.12 / 12), hop: hop)) }
        #expect(taken == MIDINote(43))
        // It took a second of the input's clock: 188 hops of 256 frames.
        var counted = HeldNote(sampleRate: 48_000, seconds: 1), hops = 0
        while counted.hear(pitch(392, hop: hops)) == nil { hops += 1 }
        #expect(hops == Int((48_000.0 / 256).rounded(.up)) && counted.hear(pitch(392, hop: hops + 1)) == MIDINote(67))
    }
}
