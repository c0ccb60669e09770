import Foundation
import PeachCore

/// What the Play It Back screen shows, filled from its session's events.
public struct EchoView: TrainingViewState {
    public var state: PlayItBackSession.State = .idle
    public var phrase: Phrase?
    /// The notes of the echo so far.
    public var played: [PlayedNote] = []
    /// The last note played while the phrase sounded.
    public var tooEarly: Int?
    public var lastJudgement: EchoJudgement?
    /// The phrase judged last: its key spells the verdict's notes while the next one plays.
    public var lastPhrase: Phrase?
    /// How many times the judged phrase was played again before its echo.
    public var lastReplays = 0
    public var phrasesThisRun = 0
    public var rightThisRun = 0
    public var stopMessage: String?
    /// The echo may be sung into the input (anything is connected to it).
    public var hearsInput = false
    public var unusableInput = false

    public init() {}

    public mutating func becomeIdle() {
        state = .idle
    }
}
