/// One four-step cycle of Fill the Gap's loop as it was scheduled: its grid (the tempo it
/// was played at), where its beat is on that grid, which step is silent (or, in the cycle
/// that announces a trial's gap, the only step that sounds besides the beat), the clicks
/// that sound, and what was tapped in it.
struct GapCycle {
    /// Counted from the session's start.
    var number: Int
    var grid: ClickGrid
    /// The grid's step of the cycle's beat.
    var firstStep: Int
    var gap: StepPosition
    /// The trial the cycle belongs to, and its place in it (0 … 15); nil for the cycle
    /// before a trial that announces where its gap will be.
    var trial: Int
    var index: Int?
    var handles: [any PlaybackHandle]
    /// The tap that filled this cycle's gap: one counts; taps on sounding steps, and later
    /// ones into the gap, are extra.
    var tap: GapTap?
    var extraTaps = 0

    var announces: Bool { index == nil }
    /// Where the silent click would have sounded, on the audio clock.
    var gapFrame: UInt64 { grid.frame(ofStep: firstStep + gap.rawValue) }
    /// Where the next cycle's beat falls on this grid.
    var endFrame: UInt64 { grid.frame(ofStep: firstStep + 4) }

    /// The steps that sound: all but the gap; in an announcing cycle the beat and the gap's
    /// step alone ("1 . + ." announces the +), so the ear knows where to tap before it comes.
    static func sounding(gap: StepPosition, announcing: Bool) -> [StepPosition] {
        announcing ? StepPosition.allCases.filter { $0 == .beat || $0 == gap } : StepPosition.allCases.filter { $0 != gap }
    }
}
