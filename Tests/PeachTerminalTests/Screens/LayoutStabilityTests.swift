import Foundation
import PeachCore
import Testing
@testable import PeachTerminal

/// The training screens keep every row in its place while a run goes on: the musician's
/// eyes stay on the feedback, not on rows that jump as values arrive.
@Suite("The training screens' rows stay put")
struct LayoutStabilityTests {
    static let size = FullScreenTerminal.Size(columns: 80, rows: 32)

    /// Each label's line number in `frame` (−1 where it is missing).
    func places(_ frame: Frame, _ labels: [String]) -> [Int] {
        let texts = frame.lines.map(\.text)
        return labels.map { label in texts.firstIndex { $0.trimmingCharacters(in: .whitespaces).hasPrefix(label) } ?? -1 }
    }

    @Test("Compare Timing: the rows before the first answer, after a short one and after one that wraps", arguments: [Strings.Language.english, .german])
    func compareTiming(language: Strings.Language) throws {
        let strings = Strings(language: language)
        let labels = [strings.tempo, strings.pattern, strings.smallestRight, strings.lastAnswer, strings.answered]
        var view = TimingView()
        let frame = { TimingScreen(view: view).frame(status: ScreenTests.status, strings: strings, size: Self.size) }
        let before = places(frame(), labels)
        #expect(!before.contains(-1))
        view.state = .showingFeedback
        view.tempo = Tempo(bpm: 80)
        view.pattern = .dottedEighthSixteenth
        view.position = 2
        view.lastAnswer = TimingComparisonRecord(tempo: Tempo(bpm: 80), offsetMs: -7.7, isCorrect: true, timestamp: Date())
        view.smallestRight[try #require(view.place)] = 7.7
        view.answeredThisRun = 1
        #expect(places(frame(), labels) == before)
        view.lastAnswer = TimingComparisonRecord(tempo: Tempo(bpm: 80), offsetMs: 18.25, isCorrect: false, timestamp: Date())
        #expect(places(frame(), labels) == before)
    }

    @Test("Sing & Match: the rows before a note, while a hint shows, and after a match; an interval's rows from the start", arguments: [Strings.Language.english, .german])
    func singAndMatch(language: Strings.Language) {
        let strings = Strings(language: language)
        for variant in [PitchVariant.singleNotes, .intervals] {
            var labels = [strings.note, strings.lastMatch, strings.firstAttempt, strings.matched]
            if variant == .intervals { labels += [strings.interval, strings.target] }
            var view = SingingView(variant: variant)
            let frame = { SingingScreen(view: view).frame(status: ScreenTests.status, strings: strings, size: Self.size) }
            let before = places(frame(), labels)
            #expect(!before.contains(-1), "\(variant)")
            view.state = .listening
            view.challenge = PitchMatchingChallenge(
                referenceNote: MIDINote(60), interval: variant == .intervals ? DirectedInterval("P5")! : .unison,
                initialCentOffset: Cents(0))
            view.inputConnected = false
            #expect(places(frame(), labels) == before, "\(variant), a hint")
            view.inputConnected = true
            view.state = .showingFeedback
            view.lastMatch = (firstAttempt: Cents(-12), held: Cents(3))
            view.matchedThisRun = 1
            #expect(places(frame(), labels) == before, "\(variant), a match")
        }
    }
}
