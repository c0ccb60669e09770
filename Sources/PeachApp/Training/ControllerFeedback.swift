import Foundation
import PeachCore

/// Lights a pad after each answer of any discipline whose trial is right or wrong: the
/// configured note for right or wrong, for the feedback's 0.4 s. Only wired when the config
/// asks for a feedback output.
public final class ControllerFeedback: TrainingObserver {
    private let output: any FeedbackOutput
    private let correctNote: UInt8
    private let wrongNote: UInt8

    private let settings: any TrainingSettingsSource

    public init(output: any FeedbackOutput, correctNote: Int, wrongNote: Int, settings: any TrainingSettingsSource) {
        self.settings = settings
        self.output = output
        self.correctNote = UInt8(clamping: correctNote)
        self.wrongNote = UInt8(clamping: wrongNote)
    }

    public func trialCompleted(_ record: TrainingRecord) async {
        guard let verdict = record.verdict else { return }
        light(verdict == .right ? correctNote : wrongNote)
    }

    private func light(_ note: UInt8) {
        output.sendMIDI([0x90, note & 0x7F, 127])
        let output = self.output, settings = self.settings
        Task {
            let seconds = await settings.currentSettings().feedbackDuration
            try? await Task.sleep(nanoseconds: UInt64(seconds * 1e9))
            output.sendMIDI([0x80, note & 0x7F, 0])
        }
    }
}
