import Foundation
import PeachCore
import PeachDoubles
import Synchronization
import Testing
@testable import PeachApp

/// The controller's pads, told of every discipline's trials through one observer list.
@Suite("The controller's pads")
struct ControllerFeedbackTests {
    final class SentMIDI: FeedbackOutput {
        let sent = Mutex<[[UInt8]]>([])
        func sendMIDI(_ bytes: [UInt8]) { sent.withLock { $0.append(bytes) } }
        var noteOns: [UInt8] { sent.withLock { $0 }.filter { $0.first == 0x90 }.map { $0[1] } }
    }

    static let time = Date(timeIntervalSince1970: 1_767_600_000)

    @Test("right or wrong in any discipline with a verdict lights its pad; Fill the Gap's sixteen taps light none")
    func verdicts() async {
        let output = SentMIDI()
        let pads = ControllerFeedback(output: output, correctNote: 36, wrongNote: 37, settings: MockSettings())
        await pads.trialCompleted(TrainingRecord(ComparisonRecord(
            referenceNote: MIDINote(60), targetNote: MIDINote(60), centOffset: 10, isCorrect: true, interval: .unison,
            tuningSystem: .equalTemperament, timestamp: Self.time)))
        await pads.trialCompleted(TrainingRecord(TimingComparisonRecord(tempo: Tempo(bpm: 100), offsetMs: -12, isCorrect: false, timestamp: Self.time)))
        await pads.trialCompleted(TrainingRecord(PitchMatchingRecord(
            referenceNote: MIDINote(60), targetNote: MIDINote(60), initialCentOffset: 20, userCentError: 45, interval: .unison,
            tuningSystem: .equalTemperament, timestamp: Self.time)))
        await pads.trialCompleted(TrainingRecord(PitchMatchingRecord(
            referenceNote: MIDINote(60), targetNote: MIDINote(60), initialCentOffset: 20, userCentError: -4, interval: .unison,
            tuningSystem: .equalTemperament, timestamp: Self.time, matchedBy: .voice)))
        await pads.trialCompleted(TrainingRecord(GapFillRecord(tempo: Tempo(bpm: 100), meanOffsetMs: 3, meanOffsetMsByPosition: [3, nil, nil, nil], timestamp: Self.time)))
        #expect(output.noteOns == [36, 37, 37, 36])
    }
}
