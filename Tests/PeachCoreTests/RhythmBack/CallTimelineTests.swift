import Foundation
import Testing
@testable import PeachCore

@Suite("A call and its response on the audio clock")
struct CallTimelineTests {
    /// A call of five beats (two bars) at 100 BPM: a beat 28 800 frames, a twelfth 2 400.
    static let call = RhythmCall(level: RhythmLevel(4), figures: [.eighths, .triplet, .rest, .offbeatEighth, .dottedEighthSixteenth])
    static let timeline = CallTimeline(start: 1_000, tempo: Tempo(bpm: 100), sampleRate: 48_000, call: call)

    @Test("the count-in bar, the call's two bars, the response's two: each stroke where its twelfth falls, the response exactly one call after")
    func frames() {
        let timeline = Self.timeline
        #expect(timeline.callBars == 2 && timeline.callStartBeat == 4 && timeline.responseStartBeat == 12 && timeline.endBeat == 20)
        #expect(timeline.callFrames.first == 1_000 + 4 * 28_800 && timeline.callFrames[1] == 1_000 + 4 * 28_800 + 14_400)
        #expect(zip(timeline.callFrames, timeline.responseFrames).allSatisfy { $1 - $0 == 8 * 28_800 })
        // A triplet's twelfths at 101 BPM are not whole frames: each computed from its number.
        let odd = CallTimeline(start: 0, tempo: Tempo(bpm: 101), sampleRate: 44_100, call: Self.call)
        #expect(odd.frame(ofTick: 4) == 4 * 5 * 44_100 / 101 && odd.frame(ofTick: 1_000_003) == 1_000_003 * 5 * 44_100 / 101)
    }

    @Test("the pulse: the count-in always; through the call and the response when on; never in the response heard on a microphone without headphones")
    func pulse() {
        let timeline = Self.timeline
        #expect(timeline.pulseBeats(pulseThrough: false, responseHeardOnInput: false, headphones: false) == [0, 1, 2, 3])
        #expect(timeline.pulseBeats(pulseThrough: true, responseHeardOnInput: false, headphones: false) == Array(0..<20))
        #expect(timeline.pulseBeats(pulseThrough: true, responseHeardOnInput: true, headphones: false) == Array(0..<12))
        #expect(timeline.pulseBeats(pulseThrough: true, responseHeardOnInput: true, headphones: true) == Array(0..<20))
    }

    @Test("the tolerance: a third of the smallest gap, an eighth at most; at the levels with triplets half a twelfth at most (2 400 frames here, so 1 200)")
    func tolerance() {
        #expect(Self.call.smallestGap == 4 && Self.timeline.toleranceFrames() == 1_200)
        // The taps' timing: half the smallest gap, a sixteenth's half at most, never the triplets' bound.
        #expect(Self.timeline.timingToleranceFrames == 3_600)
        let level3 = CallTimeline(start: 0, tempo: Self.timeline.tempo, sampleRate: Self.timeline.sampleRate, call: RhythmCall(level: RhythmLevel(3), figures: [.eighths, .sixteenths]))
        #expect(level3.call.smallestGap == 3 && level3.toleranceFrames() == 2_400)
        // A sparse call's gap an eighth at most: a quarter and the "and" of 2, 18 twelfths apart, as 6.
        let sparse = CallTimeline(start: 0, tempo: Self.timeline.tempo, sampleRate: Self.timeline.sampleRate, call: RhythmCall(level: RhythmLevel(3), figures: [.quarter, .offbeatEighth]))
        #expect(sparse.call.smallestGap == 18 && sparse.toleranceFrames() == 4_800)
    }
}
