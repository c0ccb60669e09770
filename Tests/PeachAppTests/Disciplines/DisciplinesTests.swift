import Foundation
import PeachCore
import PeachDoubles
import Testing
@testable import PeachApp

@Suite("The registry of disciplines")
struct DisciplinesTests {
    @Test("every mode has its discipline, once")
    func everyMode() {
        #expect(Disciplines.all.map(\.mode) == TrainingMode.allCases)
        for mode in TrainingMode.allCases { #expect(Disciplines.named(mode).mode == mode) }
    }

    @Test("the profile's parts are the disciplines' own, each type once, as the lower modules' tests assume them")
    func profileParts() {
        let registered = Disciplines.profileParts.map(ObjectIdentifier.init)
        #expect(registered == peachProfileParts.map(ObjectIdentifier.init))
        #expect(Set(registered).count == registered.count)
        // Compare Timing and Fill the Gap share one.
        #expect(ObjectIdentifier(CompareTiming.profileParts[0]) == ObjectIdentifier(FillTheGap.profileParts[0]))
    }

    @Test("a record of each kind reaches its parts and no other: a sung match is Sing & Match's, a tuned one Tune & Match's")
    @TrainingActor
    func recordsReachTheirParts() {
        let history = TrainingHistory(parts: Disciplines.profileParts)
        #expect(history.isEmpty)
        let time = Date(timeIntervalSince1970: 1_000)
        history.add(PitchMatchingRecord(
            referenceNote: MIDINote(60), targetNote: MIDINote(60), initialCentOffset: Cents(20), userCentError: Cents(3), interval: .unison,
            tuningSystem: .equalTemperament, timestamp: time, matchedBy: .voice))
        #expect(history.sungMatching.count == 1 && history.matching.count == 0 && !history.isEmpty)
        history.add(TimingComparisonRecord(tempo: Tempo(bpm: 100), offsetMs: 20, isCorrect: true, timestamp: time))
        #expect(history.rhythm.records == 1 && history.profile.totalCount == 0)
    }
}
