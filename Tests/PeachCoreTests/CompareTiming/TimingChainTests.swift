import Foundation
import PeachCore
import Testing

@Suite("Compare Timing's placement")
struct TimingChainTests {
    @Test("a chain begins at a fifth of a step, early or late at random, and the answer is right when it names the direction")
    func firstTrial() {
        var random = SeededRandom(seed: 3)
        var signs: Set<Bool> = []
        for _ in 0..<40 {
            let trial = TimingTrial.next(after: nil, kazez: KazezChain(), tempo: .standard, random: &random)
            #expect(abs(trial.offsetMs) == 37.5)
            signs.insert(trial.isLate)
        }
        #expect(signs == [true, false])
        let late = TimingTrial(tempo: .standard, offsetMs: 4)
        #expect(late.record(answeredLate: true, at: Date(timeIntervalSince1970: 0)).isCorrect)
        #expect(!late.record(answeredLate: false, at: Date(timeIntervalSince1970: 0)).isCorrect)
        #expect(!TimingTrial(tempo: .standard, offsetMs: -4).record(answeredLate: true, at: Date(timeIntervalSince1970: 0)).isCorrect)
    }

    @Test("the fast start shrinks to 0.6 of the offset while right; the first wrong answer steps back two such steps, then the calibrated chain goes on")
    func steps() {
        let kazez = KazezChain()
        var chain = TimingChain.begun(ms: 37.5, wasCorrect: true)
        #expect(chain.nextMs(kazez, at: .standard) == 37.5 * 0.6)
        chain = chain.advanced(ms: 22.5, wasCorrect: false)
        #expect(abs(chain.nextMs(kazez, at: .standard) - 22.5 / 0.36) < 1e-9)
        chain = chain.advanced(ms: 62.5, wasCorrect: true)
        #expect(!chain.isDescending)
        #expect(abs(chain.nextMs(kazez, at: .standard) - 62.5 * (1 - kazez.narrowing * 62.5.squareRoot())) < 1e-9)
    }

    @Test("offsets stay between 0.5 ms and half a step of the tempo in use")
    func bounds() {
        let kazez = KazezChain()
        #expect(TimingChain(lastMs: 0.5, wasCorrect: true, isDescending: true).nextMs(kazez, at: Tempo(bpm: 40)) == 0.5)
        #expect(TimingChain(lastMs: 90, wasCorrect: false, isDescending: false).nextMs(kazez, at: Tempo(bpm: 200)) == 37.5)
        #expect(TimingChain.clamp(.nan, at: .standard) == 93.75)
        #expect(TimingChain.firstMs(at: Tempo(bpm: 200)) == 15)
    }
}
