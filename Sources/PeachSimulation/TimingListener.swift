import Foundation
import PeachCore

/// A musician whose sense of timing is known exactly, for Compare Timing: the moved click
/// is heard moved by its offset minus `biasMs` (a listener with a bias of +3 ms hears a
/// click 3 ms late as on time, and an on-time click as early), and the direction of what
/// is heard is told right with the probability a Weibull detection gives for its size:
/// ½ + ½·D(|d − bias|), D = 1 − 2^(−(|d − bias|/T)^β), so an unbiased listener is right 75 %
/// of the time at `thresholdMs`. `lapseRate`: now and then anyone presses the wrong pad.
public struct TimingListener: Sendable {
    public var ear: PsychometricFunction
    public var biasMs: Double

    public init(thresholdMs: Double, slope: Double = 2, biasMs: Double = 0, lapseRate: Double = 0) {
        ear = PsychometricFunction(threshold: thresholdMs, slope: slope, lapseRate: lapseRate)
        self.biasMs = biasMs
    }

    public var thresholdMs: Double { ear.threshold }

    /// The probability of answering Late to a click moved by `offsetMs`.
    public func probabilityLate(_ offsetMs: Double) -> Double {
        let heard = offsetMs - biasMs
        let told = ear.probabilityCorrect(at: heard)
        return heard >= 0 ? told : 1 - told
    }

    public func probabilityCorrect(_ offsetMs: Double) -> Double {
        offsetMs > 0 ? probabilityLate(offsetMs) : 1 - probabilityLate(offsetMs)
    }

    public func answersLate(_ offsetMs: Double, random: inout some RandomSource) -> Bool {
        random.nextUnit() < probabilityLate(offsetMs)
    }
}
