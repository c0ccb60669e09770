/// One four-step cycle of Fill the Gap's loop as it was scheduled: its grid (the tempo it
/// was played at), where its beat is on that grid, which step is silent, and the clicks
/// that sound.
struct GapCycle {
    /// Counted from the session's start.
    var number: Int
    var grid: ClickGrid
    /// The grid's step of the cycle's beat.
    var firstStep: Int
    var gap: StepPosition
    var handles: [any PlaybackHandle]
    /// The tap that filled this cycle's gap: one counts, later ones do not.
    var tap: GapTap?

    /// Where the silent click would have sounded, on the audio clock.
    var gapFrame: UInt64 { grid.frame(ofStep: firstStep + gap.rawValue) }
    /// Where the next cycle's beat falls on this grid.
    var endFrame: UInt64 { grid.frame(ofStep: firstStep + 4) }
}
