import Foundation
import PeachCore
import PeachDoubles
import Testing
@testable import PeachApp

@Suite("The registry of disciplines")
struct DisciplinesTests {
    @Test("every command's mode has its discipline, once; a mode no discipline has, none")
    func everyMode() {
        let modes: [TrainingMode] = [.compare, .match, .timing, .fill, .rhythmBack, .sing, .echo, .chords]
        #expect(peachDisciplines.all.map(\.mode) == modes)
        for mode in modes { #expect(peachDisciplines.named(mode)?.mode == mode) }
        #expect(peachDisciplines.named(TrainingMode("melody", notes: .answer)) == nil)
    }

    @Test("a record of each kind reaches its parts and no other: a sung match is Sing & Match's, a tuned one Tune & Match's")
    @TrainingActor
    func recordsReachTheirParts() {
        let history = TrainingHistory(parts: peachProfileParts)
        #expect(history.isEmpty)
        let time = Date(timeIntervalSince1970: 1_000)
        history.add(PitchMatchingRecord(
            referenceNote: MIDINote(60), targetNote: MIDINote(60), initialCentOffset: Cents(20), userCentError: Cents(3), interval: .unison,
            tuningSystem: .equalTemperament, timestamp: time, matchedBy: .voice))
        #expect(history.sungMatching.count == 1 && history.matching.count == 0 && !history.isEmpty)
        history.add(TimingComparisonRecord(tempo: Tempo(bpm: 100), offsetMs: 20, isCorrect: true, timestamp: time))
        #expect(history.compareTiming.records == 1 && history.fillTheGap.records == 0 && history.profile.totalCount == 0)
    }
}
