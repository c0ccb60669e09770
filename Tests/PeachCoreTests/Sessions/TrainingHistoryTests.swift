import Foundation
import PeachDoubles
import Testing
@testable import PeachCore

@Suite("The history's rhythm profile")
struct TrainingHistoryTests {
    static let timing = TimingComparisonRecord(tempo: Tempo(bpm: 100), offsetMs: -12, isCorrect: true, timestamp: Date(timeIntervalSince1970: 1_767_225_600))
    static let trial = GapFillRecord(
        tempo: Tempo(bpm: 100),
        taps: [GapTap(cycle: 0, position: .e, offsetFrames: -480, sampleRate: 48000), GapTap(cycle: 1, position: .e, offsetFrames: 96, sampleRate: 48000)],
        timestamp: Date(timeIntervalSince1970: 1_767_225_660))!

    @Test("rhythm trials count as training; they reach the snapshot, the same from the sessions as from a rebuild; reset empties it")
    @TrainingActor func history() async throws {
        let history = TrainingHistory()
        #expect(history.isEmpty)
        history.add(Self.timing)
        #expect(!history.isEmpty)
        history.add(Self.trial)
        let range = NoteRange(lowest: MIDINote(48), highest: MIDINote(72))
        let live = history.snapshot(range: range)
        #expect(live.compareTiming.bands.map(\.answers) == [1] && live.fillTheGap.bands.map(\.taps) == [2])
        #expect(live.fillTheGap.bands.first?[.e].offset?.meanMs == -4)

        var rebuild = TrainingHistory.Rebuild()
        rebuild.add(Self.timing)
        rebuild.add(Self.trial)
        #expect(rebuild.snapshot(range: range).compareTiming == live.compareTiming && rebuild.snapshot(range: range).fillTheGap == live.fillTheGap)
        let loaded = TrainingHistory()
        loaded.load(rebuild)
        #expect(!loaded.isEmpty && loaded.compareTiming == history.compareTiming && loaded.fillTheGap == history.fillTheGap)

        await history.reset()
        #expect(history.isEmpty && history.snapshot(range: range).compareTiming.bands.isEmpty && history.snapshot(range: range).fillTheGap.bands.isEmpty)
    }

    @Test("a record outside 40–200 BPM is training done, though it belongs to no band")
    @TrainingActor func outsideTheBands() async {
        let history = TrainingHistory()
        history.add(TimingComparisonRecord(tempo: Tempo(bpm: 220), offsetMs: 5, isCorrect: true, timestamp: Date()))
        #expect(!history.isEmpty && history.compareTiming.count == 0 && history.compareTiming.records == 1)
    }
}
