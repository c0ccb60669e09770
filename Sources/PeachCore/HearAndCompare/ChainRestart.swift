import Foundation

/// Where a task's chain goes on when a session starts far below what the ear can tell.
///
/// A history another chain placed, as one imported from the phone (the original app's
/// chain narrows by 0.08 and widens by 0.09, and settles near chance), leaves the last
/// difference at about a quarter of the threshold: resumed there, Peach's chain would climb
/// for 15–60 answers the musician answers near chance, answers that tell little and make the
/// answers still needed hard to foresee. Such a chain starts again at the task's threshold
/// estimate, with the calibrated steps (no fast start: the estimate is already near).
/// Peach's own chain settles where three answers in four are right: on simulated listeners
/// it was left this far below its own estimate at 7 % of the sessions after 20 answers
/// (where the fast start's descent overshot), 3.5 % after 50 and 1 % after 100
/// (BENCHMARKS.md, "More answers to measure").
public enum ChainRestart {
    /// How many times below the threshold estimate a resumed chain may go on before it
    /// starts again at the estimate.
    public static let restartRatio = 2.0

    /// The difference a session's chain starts again at, or nil: it resumes at `next`.
    public static func difference(resumingAt next: Cents, estimate: ThresholdEstimate?) -> Cents? {
        guard let estimate, estimate.threshold.isFinite, next.value * restartRatio < estimate.threshold else { return nil }
        return KazezChain.clamp(Cents(estimate.threshold))
    }

    /// Where the next session's chain starts as the profile tells it, for "more answers to
    /// measure": the bootstrap's difference at the range's centre, or the estimate where the
    /// chain starts again there.
    public static func nextSessionStart(atCentreOf range: NoteRange, profile: PerceptualProfile, estimate: ThresholdEstimate?) -> Cents {
        let resumed = DifficultyBootstrap.difficulty(atCentreOf: range, profile: profile)
        return difference(resumingAt: resumed, estimate: estimate) ?? resumed
    }
}
