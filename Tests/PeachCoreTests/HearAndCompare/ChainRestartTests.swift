import Foundation
import Testing
@testable import PeachCore

@Suite("Where a session's chain starts again")
struct ChainRestartTests {
    let estimate = ThresholdEstimate(threshold: 12, low: 6, high: 24, answers: 60)

    @Test("a chain more than twice below the threshold estimate starts again at the estimate; nearer, or with no estimate, it resumes")
    func rule() {
        #expect(ChainRestart.difference(resumingAt: 3, estimate: estimate) == 12)
        #expect(ChainRestart.difference(resumingAt: 5.9, estimate: estimate) == 12)
        #expect(ChainRestart.difference(resumingAt: 6, estimate: estimate) == nil)
        #expect(ChainRestart.difference(resumingAt: 30, estimate: estimate) == nil)
        #expect(ChainRestart.difference(resumingAt: 3, estimate: nil) == nil)
    }

    @Test("an estimate beyond the largest difference a trial plays starts the chain at 100 cents")
    func clamped() {
        let beyond = ThresholdEstimate(threshold: 230, low: 135, high: 300, answers: 40, reachesBeyondAnswers: true)
        #expect(ChainRestart.difference(resumingAt: 10, estimate: beyond) == KazezChain.easiest)
    }

    @Test("the profile's next session starts where the session would: the bootstrap, or the estimate far above it")
    func nextSessionStart() {
        var profile = PerceptualProfile()
        let range = NoteRange(lowest: MIDINote(60), highest: MIDINote(72))
        for note in 60...72 { profile.add(note: MIDINote(note), difference: 2, correct: note % 2 == 0) }
        #expect(ChainRestart.nextSessionStart(atCentreOf: range, profile: profile, estimate: estimate) == 12)
        #expect(ChainRestart.nextSessionStart(atCentreOf: range, profile: profile, estimate: nil) == 2)
    }
}
