import Foundation
import Testing
@testable import PeachCore

@Suite("Answer histogram")
struct AnswerHistogramTests {
    @Test("12 bins an octave from 0.1 cent; beyond the ends into the end bins")
    func bins() {
        #expect(AnswerHistogram.bin(of: 0.1) == 0)
        #expect(AnswerHistogram.bin(of: 0.2) == 12)
        #expect(AnswerHistogram.bin(of: -0.2) == 12)
        #expect(AnswerHistogram.bin(of: 100) == 119)
        #expect(AnswerHistogram.bin(of: 1500) == 119)
        #expect(AnswerHistogram.bin(of: 0) == 0 && AnswerHistogram.bin(of: 0.01) == 0)
        #expect(AnswerHistogram.bin(of: .infinity) == 119 && AnswerHistogram.bin(of: .nan) == 0)
        for bin in [0, 37, 119] {
            #expect(AnswerHistogram.bin(of: AnswerHistogram.centre(ofBin: bin)) == bin)
        }
        // The centre is the geometric middle: a bin spans a twelfth of an octave.
        #expect(abs(AnswerHistogram.centre(ofBin: 12) / AnswerHistogram.centre(ofBin: 0) - 2) < 1e-12)
    }

    @Test("weighted counts add, scale and come off again exactly")
    func counts() {
        var histogram = AnswerHistogram()
        histogram.add(difference: 10, correct: true)
        histogram.add(difference: 10, correct: false, weight: 0.5)
        histogram.add(difference: 3, correct: true, weight: 2)
        #expect(histogram.answers == 3.5 && histogram.correctAnswers == 3)
        var doubled = AnswerHistogram()
        doubled.add(histogram, weight: 2)
        #expect(doubled.answers == 7)
        doubled.scale(by: 0.5)
        #expect(doubled == histogram)
        histogram.remove(bin: AnswerHistogram.bin(of: 3), correct: true, weight: 2)
        #expect(histogram.answers == 1.5 && histogram.correctAnswers == 1)
        #expect(AnswerHistogram().isEmpty && !histogram.isEmpty)
    }
}
