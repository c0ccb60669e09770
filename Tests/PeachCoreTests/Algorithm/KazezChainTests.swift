import Foundation
import Testing
@testable import PeachCore

@Suite("Kazez chain")
struct KazezChainTests {
    let chain = KazezChain()
    let original = KazezChain(narrowing: KazezChain.originalNarrowing, widening: KazezChain.originalWidening)

    @Test("the defaults are the calibrated 0.016/0.06; the original's 0.08/0.09 stay at hand")
    func defaults() {
        #expect(chain.narrowing == 0.016 && chain.widening == 0.06)
        #expect(KazezChain(settings: .defaults) == chain)
        #expect(original.narrowing == 0.08 && original.widening == 0.09)
        #expect(abs(chain.next(after: 25, wasCorrect: true).value - 25 * (1 - 0.016 * 5)) < 1e-12)
        #expect(abs(chain.next(after: 25, wasCorrect: false).value - 25 * (1 + 0.06 * 5)) < 1e-12)
    }

    @Test("correct narrows by P·(1 − a·√P), wrong widens by P·(1 + b·√P): the original's 0.08/0.09")
    func formulas() {
        let chain = original
        #expect(abs(chain.next(after: 10, wasCorrect: true).value - 10 * (1 - 0.08 * 10.0.squareRoot())) < 1e-12)
        #expect(abs(chain.next(after: 10, wasCorrect: false).value - 10 * (1 + 0.09 * 10.0.squareRoot())) < 1e-12)
        #expect(abs(chain.next(after: 100, wasCorrect: true).value - 20) < 1e-12)
        #expect(abs(chain.next(after: 4, wasCorrect: false).value - 4.72) < 1e-12)
        // The sign of the previous offset does not matter.
        #expect(chain.next(after: -10, wasCorrect: true) == chain.next(after: 10, wasCorrect: true))
    }

    @Test("results are clamped to 0.1…100 cents")
    func clamping() {
        #expect(chain.next(after: 100, wasCorrect: false) == 100)
        #expect(chain.next(after: 80, wasCorrect: false) == 100)
        #expect(chain.next(after: 0.1, wasCorrect: true) == 0.1)
        #expect(chain.next(after: 0.1, wasCorrect: false).value > 0.1)
    }

    @Test("the coefficients come from the settings")
    func coefficientsFromSettings() {
        var settings = TrainingSettings.defaults
        settings.kazezNarrowing = 0.05
        settings.kazezWidening = 0.2
        let custom = KazezChain(settings: settings)
        #expect(abs(custom.next(after: 16, wasCorrect: true).value - 16 * 0.8) < 1e-12)
        #expect(abs(custom.next(after: 16, wasCorrect: false).value - 16 * 1.8) < 1e-12)
    }

    @Test("a narrowing step that the formula would make negative halves instead")
    func largeNarrowingStaysANarrowing() {
        let steep = KazezChain(narrowing: 0.2, widening: 0.09)
        #expect(steep.next(after: 100, wasCorrect: true) == 50)
        let expected: Double = 16 * (1 - 0.2 * 4)
        #expect(steep.next(after: 16, wasCorrect: true).value == expected)
    }

    /// A listener who hears every difference at or above `threshold` and none below it.
    @Test("the chain converges onto a deterministic listener's threshold", arguments: [0.5, 3.0, 12.0, 40.0])
    func convergesOnThreshold(threshold: Double) {
        var p = Cents(100)
        var history: [Double] = []
        for _ in 0..<1000 {
            history.append(p.value)
            p = chain.next(after: p, wasCorrect: p.value >= threshold)
        }
        let tail = history.suffix(200)
        // Once there, a value just below the threshold widens to at most T·(1 + b·√T) and a
        // value just above narrows to at least T·(1 − a·√T): the chain stays in that band.
        let upper = threshold * (1 + chain.widening * threshold.squareRoot())
        let lower = threshold * (1 - chain.narrowing * threshold.squareRoot())
        #expect(tail.allSatisfy { $0 <= upper + 1e-9 && $0 >= lower - 1e-9 })
        #expect(tail.contains { $0 >= threshold } && tail.contains { $0 < threshold })
    }

    /// A two-alternative listener: 50 % guessing floor, about 75 % right at 3 cents.
    /// With the original 0.08/0.09 the chain balances where narrowing and widening cancel,
    /// p·ln(1 − 0.08√P) + (1 − p)·ln(1 + 0.09√P) = 0, i.e. about 51–53 % correct: why Peach's
    /// defaults are others (PeachSimulationTests check where they settle).
    @Test("with the original coefficients a noisy listener is right only about 52 % of the time")
    func noisyListener() {
        let chain = original
        var random = SeededRandom(seed: 2024)
        var settled: [Double] = []
        var correct = 0, answered = 0
        for _ in 0..<500 {
            var p = Cents(100)
            for trial in 0..<600 {
                let probability = 0.5 + 0.5 * (1 - exp(-pow(p.value / 3 / 0.8326, 2)))
                let right = random.nextUnit() < probability
                if trial >= 400 {
                    answered += 1
                    if right { correct += 1 }
                    settled.append(p.value)
                }
                p = chain.next(after: p, wasCorrect: right)
            }
        }
        let proportion = Double(correct) / Double(answered)
        let mean = settled.reduce(0, +) / Double(settled.count)
        #expect(proportion > 0.50 && proportion < 0.56, "proportion correct \(proportion)")
        #expect(mean > 0.2 && mean < 3, "mean settled difference \(mean)")
    }
}
