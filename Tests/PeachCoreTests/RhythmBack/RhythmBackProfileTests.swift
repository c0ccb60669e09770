import Foundation
import Testing
@testable import PeachCore

@Suite("Rhythm Back's profile: rebuilt from the records, per level and tempo band, the taps' offsets per place in the beat")
struct RhythmBackProfileTests {
    static let tick = 2_000

    static func record(_ call: RhythmCall, offsets: (Int) -> Int?, extra: Bool = false, bpm: Int = 120) -> RhythmCallRecord {
        let tick = 5 * 48_000 / bpm
        var taps = call.strokes.enumerated().compactMap { index, stroke in offsets(index).map { RhythmTap(frame: (96 + stroke) * tick + $0, source: .pad) } }
        if extra { taps.append(RhythmTap(frame: (96 + 47) * tick, source: .pad)) }
        return RhythmCallRecord(call: call, tempo: Tempo(bpm: bpm), sampleRate: 48_000, taps: taps, toleranceShare: 1.0 / 3, pulse: .through, timestamp: Date(timeIntervalSince1970: 1_767_600_000))
    }

    @Test("per level and band: the calls and the right ones, the span, the mean offset and each place's; a fixed grid counted and kept out of the timing; the staircase resumes")
    func tallies() throws {
        var profile = RhythmBackProfile()
        let call = RhythmCall(level: RhythmLevel(2), figures: [.eighths, .eighthTwoSixteenths, .quarter, .eighths])
        // Ten calls played back 5 ms late on the beats and 10 ms early on the "and"s.
        for _ in 0..<10 {
            profile.add(Self.record(call, offsets: { index in call.strokes[index] % 12 == 0 ? 240 : -480 }))
        }
        // Every sixteenth of the response tapped: a fixed grid.
        let grid = (0..<4).flatMap { beat in [0, 3, 6, 9].map { RhythmTap(frame: (96 + beat * 12 + $0) * Self.tick, source: .pad) } }
        profile.add(RhythmCallRecord(call: call, tempo: Tempo(bpm: 120), sampleRate: 48_000, taps: grid, toleranceShare: 1.0 / 3, pulse: .through, timestamp: Date(timeIntervalSince1970: 1_767_600_000)))
        let summary = try #require(profile.summaries().first)
        #expect(summary.level == 2 && summary.calls == 11 && summary.right == 10 && summary.fixedGrids == 1)
        #expect(summary.taps == 10 * call.strokes.count)
        let beat = try #require(summary.places.first { $0.place == .beat }?.offset)
        let and = try #require(summary.places.first { $0.place == .and }?.offset)
        #expect(abs(beat.meanMs - 5) < 1e-9 && abs(and.meanMs + 10) < 1e-9, "\(beat) \(and)")
        #expect(summary.places.map(\.place) == [.beat, .and, .a])
        // The last call wrong at 4 beats: three shorter, never below two.
        #expect(summary.estimate != nil && profile.nextLength[2] == 2, "\(profile.nextLength)")
    }
}
