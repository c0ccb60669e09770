/// Where each click of a Compare Timing trial falls: its pattern on the sixteenth grid, beat
/// after beat (repetition n is beat n), the first note accented, the moved click off its
/// step by the trial's offset in whole frames.
public struct TimingLoopPlan: Sendable {
    public var trial: TimingTrial
    public var grid: ClickGrid
    public var offsetFrames: Int

    public init(trial: TimingTrial, grid: ClickGrid, offsetFrames: Int) {
        self.trial = trial
        self.grid = grid
        self.offsetFrames = offsetFrames
    }

    /// The moved click's place among the pattern's clicks.
    public var movedIndex: Int { trial.position - 1 }

    /// The clicks of repetition `repetition` (0 …), in order.
    public func clicks(ofRepetition repetition: Int) -> [(sound: ClickSound, frame: UInt64)] {
        trial.pattern.soundingSteps.enumerated().map { index, step in
            let frame = grid.frame(ofStep: 4 * repetition + step)
            return (index == 0 ? .accent : .normal,
                    index == movedIndex ? UInt64(max(0, Int64(frame) + Int64(offsetFrames))) : frame)
        }
    }
}
