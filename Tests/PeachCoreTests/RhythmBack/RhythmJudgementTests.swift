import Foundation
import Testing
@testable import PeachCore

@Suite("Rhythm Back's judgement: on the pulse's grid, on the response's own, a fixed grid said as one")
struct RhythmJudgementTests {
    /// 120 BPM at 48 kHz: a twelfth is 2000 frames; the response of a one-bar call begins at beat 8.
    static let tick = 2_000
    static let call = RhythmCall(level: RhythmLevel(3), figures: [.eighths, .offbeatEighth, .sixteenths, .quarter])

    static func record(_ taps: [Int], pulse: RhythmPulse = .through, call: RhythmCall = call) -> RhythmCallRecord {
        RhythmCallRecord(
            call: call, tempo: Tempo(bpm: 120), sampleRate: 48_000, taps: taps.map { RhythmTap(frame: $0, source: .pad) },
            toleranceShare: 1.0 / 3, pulse: pulse, timestamp: Date(timeIntervalSince1970: 0))
    }

    static func response(_ ticks: [Int]) -> [Int] { ticks.map { (96 + $0) * tick } }

    @Test("the strokes tapped one call later are right; one late within the tolerance, its offset kept; beyond it, missing and an extra tap")
    func onThePulse() {
        let exact = Self.record(Self.response(Self.call.strokes))
        #expect(exact.judgement.isRight && exact.judgement.offsetsMs.allSatisfy { $0 == 0 })
        var late = Self.response(Self.call.strokes)
        late[2] += 45 * 48  // 45 ms: the tolerance is a third of a sixteenth, 2000 frames (41.7 ms)
        let beyond = Self.record(late).judgement
        #expect(!beyond.isRight && beyond.strokes.outcomes[2] == .missing && beyond.strokes.extras.count == 1)
        late[2] -= 35 * 48
        let judgement = Self.record(late).judgement
        #expect(judgement.isRight && abs((judgement.offsetsMs[2] ?? 0) - 10) < 1e-9)
        #expect(abs(judgement.toleranceMs - 2000.0 / 48) < 1e-9)
    }

    @Test("the pulse in the count-in only: a response 4 % slow and 30 ms late throughout is right on its own grid, its tempo and start said")
    func ownGrid() throws {
        let stretched = Self.call.strokes.map { 96 * Self.tick + 30 * 48 + Int(Double($0 * Self.tick) * 1.04) }
        let own = Self.record(stretched, pulse: .countIn).judgement
        let grid = try #require(own.ownGrid)
        #expect(own.isRight && abs(grid.tempoBPM - 120 / 1.04) < 0.5 && abs(grid.startOffsetMs - 30) < 1, "\(grid)")
        // The same taps against the pulse: the later strokes miss it.
        #expect(!Self.record(stretched).judgement.isRight)
    }

    @Test("every sixteenth, every eighth, every beat tapped: wrong, and said as that grid; the call's own rhythm never is")
    func fixedGrids() {
        for (ticks, figure) in [([0, 3, 6, 9], BeatFigure.sixteenths), ([0, 6], .eighths), ([0], .quarter)] {
            let taps = Self.response((0..<4).flatMap { beat in ticks.map { beat * 12 + $0 } })
            let judgement = Self.record(taps).judgement
            #expect(!judgement.isRight && judgement.fixedGrid == figure, "\(figure)")
        }
        // Quarters with one eighth: right, never "every beat".
        let call = RhythmCall(level: RhythmLevel(1), figures: [.quarter, .quarter, .quarter, .eighths])
        let judgement = Self.record(Self.response(call.strokes), call: call).judgement
        #expect(judgement.isRight && judgement.fixedGrid == nil)
    }

    @Test("a grid is decided where the call is silent, over the response's bars: every sixteenth through the bar after a two-beat call, every triplet; an answer with strokes missed is never one; a sparse call's syncopation is told from the beat")
    func gridsWhereTheCallIsSilent() {
        let short = RhythmCall(level: RhythmLevel(2), figures: [.eighthTwoSixteenths, .quarter])
        let bar = Self.response((0..<4).flatMap { beat in [0, 3, 6, 9].map { beat * 12 + $0 } })
        #expect(Self.record(bar, call: short).judgement.fixedGrid == .sixteenths)
        let triplets = Self.response((0..<4).flatMap { beat in [0, 4, 8].map { beat * 12 + $0 } })
        #expect(Self.record(triplets).judgement.fixedGrid == .triplet)
        // Quarter, two eighths, quarter tapped on the beats only: two strokes missed, no grid.
        let call = RhythmCall(level: RhythmLevel(1), figures: [.quarter, .eighths, .eighths, .quarter])
        let beats = Self.record(Self.response([0, 12, 24, 36]), call: call).judgement
        #expect(!beats.isRight && beats.fixedGrid == nil && beats.strokes.outcomes.filter { $0 == .missing }.count == 2)
        // A quarter, then the "and" of 3: the tolerance an eighth's third, so a tap on 3 is no "and".
        let sparse = RhythmCall(level: RhythmLevel(3), figures: [.quarter, .rest, .offbeatEighth, .rest])
        let onThree = Self.record(Self.response([0, 24]), call: sparse).judgement
        #expect(!onThree.isRight && onThree.strokes.outcomes[1] == .missing && abs(onThree.toleranceMs - 2 * 2000.0 / 48) < 1e-9)
        #expect(Self.record(Self.response([0, 30]), call: sparse).judgement.isRight)
    }

    @Test("the span's outcome: each stroke its beat's figure, off the beat flagged, at its beat; an extra tap makes the last stroke wrong")
    func outcome() {
        let exact = Self.record(Self.response(Self.call.strokes))
        let outcome = exact.outcome(exact.judgement)
        #expect(outcome.length == 4 && outcome.right && outcome.elements.map(\.place) == [0, 0, 1, 2, 2, 2, 2, 3])
        #expect(outcome.elements.map(\.flag) == [false, true, true, false, true, true, true, false])
        #expect(outcome.elements[2].kind == RhythmLevel.allFigures.firstIndex(of: .offbeatEighth))
        let extra = Self.record(Self.response(Self.call.strokes) + [Self.response([45])[0]])
        let withExtra = extra.outcome(extra.judgement)
        #expect(!withExtra.right && withExtra.elements.dropLast().allSatisfy(\.right))
    }
}
