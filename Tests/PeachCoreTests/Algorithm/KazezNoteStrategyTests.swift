import Foundation
import Testing
@testable import PeachCore

@Suite("Comparison strategy")
struct KazezNoteStrategyTests {
    let strategy = KazezNoteStrategy()

    func completed(_ note: Int, _ cents: Double, correct: Bool, interval: DirectedInterval = .unison) -> CompletedComparison {
        let comparison = Comparison(referenceNote: MIDINote(note), interval: interval, centOffset: Cents(cents))
        return CompletedComparison(comparison: comparison, answeredHigher: correct == (cents > 0), timestamp: Date())
    }

    @Test("the chain continues from the predecessor, sign drawn 50/50")
    func continuesChain() {
        var random = SeededRandom(seed: 9)
        var signs = [0, 0]
        for _ in 0..<2000 {
            let next = strategy.nextComparison(
                profile: PerceptualProfile(), settings: .defaults,
                context: ComparisonContext(chains: [.unison: ChainState(last: completed(60, -16, correct: true), isDescending: false)], previousReferenceNote: MIDINote(60)),
                random: &random)
            #expect(abs(next.centOffset.magnitude.value - 16 * (1 - TrainingSettings.defaults.kazezNarrowing * 4)) < 1e-12)
            signs[next.centOffset.value > 0 ? 1 : 0] += 1
        }
        #expect(abs(signs[0] - signs[1]) < 150)
    }

    @Test("each task continues its own chain: a fifth up and a third down keep their own differences")
    func chainPerTask() {
        var settings = TrainingSettings.defaults
        let fifth = DirectedInterval(.perfectFifth, .up), third = DirectedInterval(.majorThird, .down)
        settings.intervals = [fifth, third]
        let chains = [
            fifth: ChainState(last: completed(60, 84, correct: true, interval: fifth), isDescending: false),
            third: ChainState(last: completed(60, -9, correct: false, interval: third), isDescending: false),
        ]
        var random = SeededRandom(seed: 3)
        var seen = Set<DirectedInterval>()
        for _ in 0..<200 {
            let next = strategy.nextComparison(
                profile: PerceptualProfile(), settings: settings, context: ComparisonContext(chains: chains), random: &random)
            let expected = KazezChain(settings: settings).next(
                after: chains[next.interval]!.last.comparison.centOffset, wasCorrect: next.interval == fifth)
            #expect(next.centOffset.magnitude == expected)
            seen.insert(next.interval)
        }
        #expect(seen == [fifth, third])
    }

    @Test("the fast start: right answers shrink the difference by the factor; a miss is put to the test (one step up, then the missed difference again): passed, the descent goes on in half steps; failed, it ends two steps above the miss")
    func fastStart() {
        let chain = KazezChain(), f = KazezChain.fastStartFactor
        func near(_ a: Cents, _ b: Double) -> Bool { abs(a.value - b) < 1e-9 }
        var state = ChainState(first: completed(60, 100, correct: true))
        #expect(state.nextDifference(chain) == Cents(100 * f))
        state = state.advanced(by: completed(60, -100 * f, correct: true))
        #expect(state.isDescending && near(state.nextDifference(chain), 100 * f * f))
        // A miss at 36 cents: one step back up, still descending, the miss under test…
        state = state.advanced(by: completed(60, 100 * f * f, correct: false))
        #expect(state.isDescending && near(state.nextDifference(chain), 100 * f))
        state = state.advanced(by: completed(60, 100 * f, correct: true))
        #expect(state.unconfirmedMiss == 100 * f * f)
        // …then the missed difference again; right there, it was a slip: on down in half a large step.
        #expect(near(state.nextDifference(chain), 100 * f * f))
        state = state.advanced(by: completed(60, 100 * f * f, correct: true))
        #expect(state.isDescending && near(state.nextDifference(chain), 100 * f * f * f.squareRoot()))
        state = state.advanced(by: completed(60, 100 * f * f * f.squareRoot(), correct: true))
        #expect(state.unconfirmedMiss == nil && near(state.nextDifference(chain), 100 * f * f * f.squareRoot() * f))
        // A new miss, and the retest one step above it missed too: confirmed, two steps above the miss, and the end.
        let missed = 100 * f * f * f.squareRoot() * f
        state = state.advanced(by: completed(60, missed, correct: false))
        #expect(near(state.nextDifference(chain), missed / f))
        state = state.advanced(by: completed(60, missed / f, correct: false))
        // Two large steps above the retest that was missed (the higher of the two).
        #expect(state.isDescending && near(state.nextDifference(chain), (missed / f) / (f * f)))
        // …and from then on the calibrated steps, after right and wrong answers alike.
        state = state.advanced(by: completed(60, (missed / f) / (f * f), correct: true))
        #expect(!state.isDescending)
        #expect(state.nextDifference(chain) == chain.next(after: Cents((missed / f) / (f * f)), wasCorrect: true))
        // A chain whose very first answer is wrong (a blind guess at 10 cents): tested one step up, then at 10 again.
        let wrongFirst = ChainState(first: completed(60, 10, correct: false))
        #expect(near(wrongFirst.nextDifference(chain), 10 / f))
        let retest = wrongFirst.advanced(by: completed(60, 10 / f, correct: true))
        #expect(retest.isDescending && near(retest.nextDifference(chain), 10))
        // The fast start as it was, ending at the first wrong answer: what the simulations compare with.
        let before = ChainState(first: completed(60, 10, correct: false), testsMisses: false)
        #expect(near(before.nextDifference(chain), 10 / (f * f)))
        #expect(!before.advanced(by: completed(60, 10 / (f * f), correct: true)).isDescending)
    }

    @Test("without a predecessor it bootstraps from the profile around the chosen note")
    func bootstraps() {
        var settings = TrainingSettings.defaults
        settings.noteRange = NoteRange(lowest: MIDINote(60), highest: MIDINote(72))
        var all: [ComparisonRecord] = []
        for note in 60...72 where note != 66 { all += records(note: note, cents: [30]) }
        // 66 is the only untrained note, so it ranks weakest; the script draws the first of the pool.
        all += records(note: 65, cents: [6])
        var random = ScriptedRandom([0.0, 0.0, 0.0])
        let next = strategy.nextComparison(profile: PerceptualProfile(records: all), settings: settings, context: ComparisonContext(), random: &random)
        #expect(next.referenceNote == MIDINote(66))
        let expected = DifficultyBootstrap.difficulty(for: MIDINote(66), profile: PerceptualProfile(records: all), range: settings.noteRange)
        #expect(next.centOffset.magnitude == expected)
        #expect(expected.value < 30 && expected.value > 6)
    }

    @Test("vary loudness: note 2 within ±10·v dB, 0 dB when off")
    func varyLoudness() {
        var random = SeededRandom(seed: 5)
        var settings = TrainingSettings.defaults
        #expect(strategy.nextComparison(profile: PerceptualProfile(), settings: settings, context: ComparisonContext(), random: &random).targetGainDecibels == 0)
        settings.varyLoudness = 0.5
        var gains: [Double] = []
        for _ in 0..<1000 {
            gains.append(strategy.nextComparison(profile: PerceptualProfile(), settings: settings, context: ComparisonContext(), random: &random).targetGainDecibels)
        }
        #expect(gains.allSatisfy { abs($0) <= 5 })
        #expect(gains.min()! < -4.5 && gains.max()! > 4.5)
    }

    @Test("both notes of an interval stay inside the range, at its edges too")
    func intervalsInsideRange() {
        var settings = TrainingSettings.defaults
        settings.noteRange = NoteRange(lowest: MIDINote(21), highest: MIDINote(33))
        settings.intervals = [DirectedInterval(.octave), DirectedInterval(.octave, .down), DirectedInterval(.perfectFifth, .down), .unison]
        settings.tuningSystem = .justIntonation
        settings.naturalVsMechanical = 0.3
        var random = SeededRandom(seed: 11)
        var previous: MIDINote?
        var drawn = Set<DirectedInterval>()
        for _ in 0..<3000 {
            let next = strategy.nextComparison(
                profile: PerceptualProfile(), settings: settings,
                context: ComparisonContext(previousReferenceNote: previous), random: &random)
            #expect(settings.noteRange.contains(next.referenceNote))
            #expect(settings.noteRange.contains(next.targetNote))
            #expect(next.tuningSystem == .justIntonation)
            drawn.insert(next.interval)
            previous = next.referenceNote
        }
        #expect(drawn == Set(settings.intervals))
        #expect(KazezNoteStrategy.referenceRange(for: DirectedInterval(.octave), in: settings.noteRange) == NoteRange(lowest: MIDINote(21), highest: MIDINote(21)))
    }

    @Test("the same seed gives the same trial sequence")
    func reproducible() {
        func run() -> [Comparison] {
            var random = SeededRandom(seed: 42)
            var last: CompletedComparison?
            var chains: [ListeningTask: ChainState] = [:]
            var result: [Comparison] = []
            for index in 0..<50 {
                let next = strategy.nextComparison(
                    profile: PerceptualProfile(), settings: .defaults,
                    context: ComparisonContext(chains: chains, previousReferenceNote: last?.comparison.referenceNote),
                    random: &random)
                result.append(next)
                last = CompletedComparison(comparison: next, answeredHigher: index % 3 == 0, timestamp: Date())
                chains[.unison] = chains[.unison].map { $0.advanced(by: last!) } ?? ChainState(first: last!)
            }
            return result
        }
        #expect(run() == run())
    }

    @Test("a long run against a simulated listener: chain, profile and weak spots work together")
    func longRun() {
        var random = SeededRandom(seed: 77)
        var profile = PerceptualProfile()
        var last: CompletedComparison?
        var chains: [ListeningTask: ChainState] = [:]
        let settings = TrainingSettings.defaults
        // This listener hears 4 cents and more in the low register, 10 in the high one.
        func hears(_ c: Comparison) -> Bool { c.centOffset.magnitude.value >= (c.referenceNote.rawValue < 60 ? 4 : 10) }
        for trial in 0..<3000 {
            let next = strategy.nextComparison(
                profile: profile, settings: settings,
                context: ComparisonContext(chains: chains, previousReferenceNote: last?.comparison.referenceNote),
                random: &random)
            #expect(settings.noteRange.contains(next.referenceNote))
            let correct = hears(next)
            let answer = CompletedComparison(comparison: next, answeredHigher: correct == next.isTargetHigher, timestamp: Date(timeIntervalSince1970: Double(trial)))
            #expect(answer.isCorrect == correct)
            profile.add(answer.record)
            last = answer
            chains[.unison] = chains[.unison].map { $0.advanced(by: answer) } ?? ChainState(first: answer)
        }
        #expect(settings.noteRange.notes.allSatisfy { profile[$0].isTrained })
        let low = Welford((36..<60).map { profile[MIDINote($0)].mean! }).mean
        let high = Welford((60...84).map { profile[MIDINote($0)].mean! }).mean
        #expect(high > low, "high register \(high) should look weaker than low \(low)")
    }

    @Test("pitch matching: reference in range, initial offset within ±20 cents")
    func matchingChallenges() {
        var random = SeededRandom(seed: 8)
        var settings = TrainingSettings.defaults
        settings.intervals = [DirectedInterval(.majorThird, .down)]
        var offsets: [Double] = []
        for _ in 0..<1000 {
            let challenge = strategy.nextChallenge(profile: PerceptualProfile(), settings: settings, previousReferenceNote: nil, random: &random)
            #expect(settings.noteRange.contains(challenge.referenceNote) && settings.noteRange.contains(challenge.targetNote))
            offsets.append(challenge.initialCentOffset.value)
        }
        #expect(offsets.allSatisfy { abs($0) <= 20 })
        #expect(offsets.min()! < -19 && offsets.max()! > 19)
    }
}
