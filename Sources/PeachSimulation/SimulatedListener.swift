import Foundation
import PeachCore

/// A listener whose ear is known exactly: right with the probability a psychometric
/// function gives for the trial's |difference|, otherwise wrong. Used to check how trials
/// are placed and how well a threshold is measured, against the truth.
public struct SimulatedListener: Sendable {
    public var ear: PsychometricFunction
    /// A learner's threshold falls from `ear.threshold` towards this one, by 1/e every
    /// `learningDays`; nil for an ear that stays as it is.
    public var learnedThreshold: Double?
    public var learningDays: Double

    public init(threshold: Double, slope: Double = 2, lapseRate: Double = 0, learnsTowards learned: Double? = nil, learningDays: Double = 10) {
        ear = PsychometricFunction(threshold: threshold, slope: slope, lapseRate: lapseRate)
        learnedThreshold = learned
        self.learningDays = learningDays
    }

    /// The true threshold at the start, in cents.
    public var threshold: Double { ear.threshold }

    /// The ear after `days` days of training.
    public func ear(afterDays days: Double) -> PsychometricFunction {
        guard let learnedThreshold else { return ear }
        var ear = self.ear
        ear.threshold = learnedThreshold + (self.ear.threshold - learnedThreshold) * exp(-days / learningDays)
        return ear
    }

    /// Answers Higher or Lower for one comparison.
    public func answersHigher(_ comparison: Comparison, afterDays days: Double = 0, random: inout some RandomSource) -> Bool {
        let right = random.nextUnit() < ear(afterDays: days).probabilityCorrect(at: comparison.centOffset.magnitude.value)
        return right == comparison.isTargetHigher
    }
}
