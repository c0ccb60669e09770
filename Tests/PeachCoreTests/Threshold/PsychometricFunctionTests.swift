import Foundation
import Testing
@testable import PeachCore

@Suite("Psychometric function")
struct PsychometricFunctionTests {
    @Test("right half the time at no difference, 75 % at the threshold, 1 − lapse far above it")
    func anchors() {
        for slope in [1.0, 2, 4] {
            let ear = PsychometricFunction(threshold: 12, slope: slope, lapseRate: 0.04)
            #expect(abs(ear.probabilityCorrect(at: 0) - 0.5) < 1e-12)
            #expect(abs(ear.detection(at: 12) - 0.5) < 1e-12)
            #expect(abs(ear.probabilityCorrect(at: 12) - (0.5 + 0.46 / 2)) < 1e-12)
            #expect(abs(ear.probabilityCorrect(at: 12_000) - 0.96) < 1e-9)
            // The sign of the difference does not matter.
            #expect(ear.probabilityCorrect(at: -7) == ear.probabilityCorrect(at: 7))
        }
        #expect(abs(PsychometricFunction(threshold: 5, slope: 2).probabilityCorrect(at: 5) - 0.75) < 1e-12)
    }

    @Test("steeper slopes turn guessing into knowing over a narrower span")
    func slope() {
        let shallow = PsychometricFunction(threshold: 10, slope: 1), steep = PsychometricFunction(threshold: 10, slope: 4)
        #expect(steep.probabilityCorrect(at: 5) < shallow.probabilityCorrect(at: 5))
        #expect(steep.probabilityCorrect(at: 20) > shallow.probabilityCorrect(at: 20))
    }
}
