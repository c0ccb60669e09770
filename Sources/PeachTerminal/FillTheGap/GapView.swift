import Foundation
import PeachCore

/// What Fill the Gap shows; filled from the session's events.
public struct GapView: TrainingViewState {
    public var state: FillTheGapSession.State = .idle
    public var tempo: Tempo?
    /// The last tap that filled a gap, with its rating.
    public var lastTap: GapTapFeedback?
    /// Taps into the gaps of the trial being played, and which trial that is.
    public var tapsInTrial = 0
    public var tappedTrial: Int?
    /// Trials ended (stored or untapped) since training started: the number of the trial
    /// being played now.
    public var trialsEnded = 0
    /// The last stored trial's mean offset (ms; − rushing, + dragging) and its taps.
    public var lastTrial: GapFillRecord?
    /// The last trial had no tap in any gap: nothing was stored.
    public var lastTrialUntapped = false
    /// Trials stored since the screen opened.
    public var trialsThisRun = 0
    /// Space on the computer keyboard taps: timed only as well as the terminal delivers it.
    public var keyboardTapped = false
    /// The extra latency the session takes off MIDI taps (ms), for the status line.
    public var extraLatencyMs = 0.0
    /// Onsets in the audio input are taps too in this run.
    public var hearsInput = false
    public var stopMessage: String?

    public init() {}

    /// The last tap, while it belongs to the trial being played.
    public var tapOfThisTrial: GapTapFeedback? { tappedTrial == trialsEnded ? lastTap : nil }
    /// Gaps filled in the trial being played.
    public var filledThisTrial: Int { tappedTrial == trialsEnded ? tapsInTrial : 0 }

    public mutating func becomeIdle() {
        state = .idle
        hearsInput = false
        tapsInTrial = 0
        tappedTrial = nil
        trialsEnded = 0
    }
}
