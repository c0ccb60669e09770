import Foundation
import PeachCore

/// What the Rhythm Back screen shows, filled from its session's events.
public struct RhythmBackView: TrainingViewState {
    public var state: RhythmBackSession.State = .idle
    /// The call playing or waiting for its response: its length, level and tempo are shown,
    /// its strokes only once judged (written first, they would be read, not heard).
    public var call: RhythmCall?
    public var tempo: Tempo?
    /// The response's pulse is silent: the input hears the taps and no headphones are declared.
    public var responseSilent = false
    public var taps = 0
    public var playedAlong = false
    public var untapped = false
    public var lastRecord: RhythmCallRecord?
    public var lastJudgement: RhythmJudgement?
    public var callsThisRun = 0
    public var rightThisRun = 0
    public var extraLatencyMs = 0.0
    public var hearsInput = false
    public var unusableInput = false
    public var keyboardTapped = false
    public var stopMessage: String?

    public init() {}

    public mutating func becomeIdle() {
        state = .idle
        hearsInput = false
        unusableInput = false
    }
}
