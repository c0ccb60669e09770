import Foundation
import Testing
@testable import PeachCore

@Suite("A response judged stroke by stroke")
struct StrokeJudgementTests {
    /// A beat of 24 000 frames (120 BPM at 48 kHz): a twelfth is 2000 frames.
    static func frames(_ ticks: [Int]) -> [Int] { ticks.map { $0 * 2000 } }

    @Test("every stroke tapped within the tolerance: right, each offset kept")
    func exact() {
        let strokes = Self.frames([0, 6, 12, 15, 18])
        let judgement = StrokeJudgement(strokes: strokes, taps: [10, 12_100, 23_900, 30_050, 36_000], toleranceFrames: 2000)
        #expect(judgement.isRight && judgement.outcomes.map(\.offsetFrames) == [10, 100, -100, 50, 0])
    }

    @Test("a stroke not tapped is missing, a tap on no stroke extra, a tap beyond the tolerance both: the stroke missing and the tap extra")
    func missingAndExtra() {
        let strokes = Self.frames([0, 6, 12, 18])
        let judgement = StrokeJudgement(strokes: strokes, taps: [0, 18_000, 24_000, 40_000], toleranceFrames: 2000)
        // 18 000 is 6 000 from the "and" of 1 (12 000): beyond a third of the gap.
        #expect(judgement.outcomes == [.tapped(tap: 0, offsetFrames: 0), .missing, .tapped(tap: 2, offsetFrames: 0), .missing] && judgement.extras == [1, 3])
        #expect(!judgement.isRight)
    }

    @Test("taps paired one to one: two taps near one stroke pair once, the other extra; the nearer of the two pairs")
    func oneToOne() {
        let judgement = StrokeJudgement(strokes: Self.frames([0, 12]), taps: [24_000, 1500, 200], toleranceFrames: 2000)
        #expect(judgement.outcomes == [.tapped(tap: 2, offsetFrames: 200), .tapped(tap: 0, offsetFrames: 0)] && judgement.extras == [1], "\(judgement)")
    }

    @Test("robots: every sixteenth, every eighth, only the beats against a call with a syncopation and a triplet win nothing")
    func robots() {
        let call = RhythmCall(level: RhythmLevel(4), figures: [.quarter, .offbeatEighth, .triplet, .eighths])
        let strokes = Self.frames(call.strokes), tolerance = Double(call.smallestGap * 2000) / 3
        for grid in [[0, 3, 6, 9], [0, 6], [0]] {
            let taps = Self.frames((0..<4).flatMap { beat in grid.map { beat * 12 + $0 } })
            #expect(!StrokeJudgement(strokes: strokes, taps: taps, toleranceFrames: tolerance).isRight, "\(grid)")
        }
        #expect(StrokeJudgement(strokes: strokes, taps: strokes.map { $0 + 300 }, toleranceFrames: tolerance).isRight)
        #expect(StrokeJudgement(strokes: strokes, taps: [], toleranceFrames: tolerance).outcomes.allSatisfy { $0 == .missing })
    }
}
