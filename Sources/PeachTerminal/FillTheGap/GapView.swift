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
    /// A tap from a pad or the input after it takes the notice away.
    public var keyboardTapped = false
    public var keyboardTapPending = false
    /// Each trial's gap, as its announcing cycle was scheduled (a trial that keeps the last
    /// trial's gap has none: it goes on).
    public var gapsByTrial: [Int: StepPosition] = [:]
    /// Taps on sounding steps in the trial being played, and the last one, while it is the
    /// latest thing tapped.
    public var extraInTrial = 0
    public var extraTrial: Int?
    public var lastExtraTap: GapExtraTap?
    /// The extra latency the session takes off MIDI taps (ms), for the status line.
    public var extraLatencyMs = 0.0
    /// Onsets in the audio input are taps too in this run.
    public var hearsInput = false
    public var stopMessage: String?
    /// The audio input sent samples that are no sound since training started.
    public var unusableInput = false

    public init() {}

    /// The last tap, while it belongs to the trial being played.
    public var tapOfThisTrial: GapTapFeedback? { tappedTrial == trialsEnded ? lastTap : nil }
    /// Gaps filled in the trial being played.
    public var filledThisTrial: Int { tappedTrial == trialsEnded ? tapsInTrial : 0 }
    /// Extra taps in the trial being played.
    public var extraThisTrial: Int { extraTrial == trialsEnded ? extraInTrial : 0 }

    /// The gap of trial `trial`: its own announcement, or the last one before it.
    public func gap(ofTrial trial: Int) -> StepPosition? {
        gapsByTrial.filter { $0.key <= trial }.max { $0.key < $1.key }?.value
    }

    /// A tap came (into a gap or on a click): from the keyboard if Space was just pressed,
    /// else from a pad or the input, and the keyboard's notice goes.
    public mutating func tapArrived() {
        if keyboardTapPending {
            keyboardTapPending = false
        } else {
            keyboardTapped = false
        }
    }

    public mutating func becomeIdle() {
        state = .idle
        hearsInput = false
        tapsInTrial = 0
        tappedTrial = nil
        trialsEnded = 0
        gapsByTrial = [:]
        extraInTrial = 0
        extraTrial = nil
        lastExtraTap = nil
        unusableInput = false
    }
}
