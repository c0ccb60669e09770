/// What the screen says right after a tap that filled a gap: how far it was from where the
/// silent click would have sounded, as heard, and its rating. The trial it belongs to is
/// stored when the trial ends; a stop before that keeps none of its taps.
public struct GapTapFeedback: Sendable, Hashable {
    public var tap: GapTap
    public var tempo: Tempo
    /// Which of the session's trials the tap belongs to (0 …): the next trial's first
    /// cycles play, and are tapped into, while the last one is being stored.
    public var trial: Int

    public init(tap: GapTap, tempo: Tempo, trial: Int) {
        self.tap = tap
        self.tempo = tempo
        self.trial = trial
    }

    public var rating: TapRating { TapRating(offsetMs: tap.offsetMs, tempo: tempo) }
}
