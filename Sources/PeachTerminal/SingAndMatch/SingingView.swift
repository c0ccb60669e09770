import Foundation
import PeachCore

/// What Sing & Match shows; filled from the session's events.
public struct SingingView: TrainingViewState {
    public var variant: PitchVariant
    public var state: SingAndMatchSession.State = .idle
    public var challenge: PitchMatchingChallenge?
    /// The pitch heard now, in cents from the target; nil while none is heard.
    public var needle: Cents?
    /// How much of the hold time the pitch has held, 0 … 1.
    public var hold = 0.0
    /// The last match: where the first attempt landed and where the held note was.
    public var lastMatch: (firstAttempt: Cents, held: Cents)?
    public var matchedThisRun = 0
    public var stopMessage: String?
    /// Whether anything feeds the input, as listening began.
    public var inputConnected = true
    /// The input's level now (RMS, dBFS), and how many needle updates in a row were silent.
    public var level: Double?
    public var silentUpdates = 0
    /// The input sent samples that are no sound, during this trial.
    public var unusableInput = false
    /// Enter (or a pad) asked to take the match while no pitch was heard.
    public var askedWithNothingHeard = false

    /// Below this the input is taken as silent; above the other, as near clipping (RMS: a
    /// full-scale sine is −3 dBFS, so −4 means peaks at the top).
    public static let silence = -60.0
    public static let nearClipping = -4.0
    /// A second of needle updates (fifty a second) without sound: the input is silent.
    public static let silentUpdatesToSay = 50

    public mutating func hear(level: Double) {
        self.level = level
        silentUpdates = level < Self.silence ? silentUpdates + 1 : 0
    }

    /// What the singer must be told about the input, if anything.
    public var inputHint: InputHint? {
        if unusableInput { return .unusable }
        if !inputConnected { return .notConnected }
        if askedWithNothingHeard { return .nothingToTake }
        if let level, level > Self.nearClipping { return .nearClipping }
        return silentUpdates >= Self.silentUpdatesToSay ? .silent : nil
    }

    public init(variant: PitchVariant) { self.variant = variant }

    public mutating func becomeIdle() {
        state = .idle
        needle = nil
        hold = 0
        level = nil
        silentUpdates = 0
    }
}
