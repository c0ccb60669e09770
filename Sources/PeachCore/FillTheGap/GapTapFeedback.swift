/// What the screen says right after a tap that filled a gap: how far it was from where the
/// silent click would have sounded, as heard, and its rating. The trial it belongs to is
/// stored when the trial ends; a stop before that keeps none of its taps.
public struct GapTapFeedback: Sendable, Hashable {
    public var tap: GapTap
    public var tempo: Tempo

    public init(tap: GapTap, tempo: Tempo) {
        self.tap = tap
        self.tempo = tempo
    }

    public var rating: TapRating { TapRating(offsetMs: tap.offsetMs, tempo: tempo) }
}
