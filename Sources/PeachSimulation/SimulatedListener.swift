import Foundation
import PeachCore

/// A listener whose ear is known exactly: right with the probability a psychometric
/// function gives for the trial's |difference|, otherwise wrong. Used to check how trials
/// are placed and how well a threshold is measured, against the truth.
public struct SimulatedListener: Sendable {
    public var ear: PsychometricFunction

    public init(threshold: Double, slope: Double = 2, lapseRate: Double = 0) {
        ear = PsychometricFunction(threshold: threshold, slope: slope, lapseRate: lapseRate)
    }

    /// The true threshold, in cents.
    public var threshold: Double { ear.threshold }

    /// Answers Higher or Lower for one comparison.
    public func answersHigher(_ comparison: Comparison, random: inout some RandomSource) -> Bool {
        let right = random.nextUnit() < ear.probabilityCorrect(at: comparison.centOffset.magnitude.value)
        return right == comparison.isTargetHigher
    }
}
