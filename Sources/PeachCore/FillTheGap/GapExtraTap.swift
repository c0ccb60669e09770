/// A tap on a step that sounded (or a second one into a gap): said at once ("on a click —
/// the gap is on +"), counted with its trial, timed against nothing.
public struct GapExtraTap: Sendable, Hashable {
    /// The step the tap fell on, and where the gap was.
    public var position: StepPosition
    public var gap: StepPosition
    public var trial: Int

    public init(on position: StepPosition, gap: StepPosition, trial: Int) {
        self.position = position
        self.gap = gap
        self.trial = trial
    }

    /// A second tap into the gap rather than one on a click.
    public var isSecondIntoGap: Bool { position == gap }
}
