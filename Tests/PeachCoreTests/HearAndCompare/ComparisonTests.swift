import Foundation
import Testing
@testable import PeachCore

@Suite("Comparison values")
struct ComparisonTests {
    @Test("correct ⇔ (answered higher) == (offset > 0)", arguments: [
        (12.5, true, true), (12.5, false, false), (-12.5, false, true), (-12.5, true, false),
    ])
    func correctness(offset: Double, higher: Bool, correct: Bool) {
        let completed = CompletedComparison(
            comparison: Comparison(referenceNote: MIDINote(60), centOffset: Cents(offset)), answeredHigher: higher, timestamp: Date())
        #expect(completed.isCorrect == correct)
        #expect(completed.record.isCorrect == correct)
    }

    @Test("a trial's target is the reference detuned by its offset")
    func frequencies() {
        let comparison = Comparison(referenceNote: MIDINote(60), centOffset: -12.5)
        let pitch = PitchCalculator()
        #expect(abs(comparison.referenceFrequency(pitch).hertz - 261.6255653) < 1e-7)
        // 261.6255653 · 2^(−12.5/1200)
        #expect(abs(comparison.targetFrequency(pitch).hertz - 259.7433579) < 1e-6)
    }

    @Test("a record keeps both notes, the interval size and the discipline")
    func records() {
        let comparison = Comparison(referenceNote: MIDINote(64), interval: DirectedInterval(.majorThird, .down), tuningSystem: .justIntonation, centOffset: 3)
        let record = CompletedComparison(comparison: comparison, answeredHigher: true, timestamp: Date(timeIntervalSince1970: 5)).record
        #expect(record.referenceNote == MIDINote(64) && record.targetNote == MIDINote(60))
        #expect(record.interval == .majorThird && record.tuningSystem == .justIntonation)
        #expect(record.variant == .intervals)
    }
}
