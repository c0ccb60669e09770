import Foundation

/// How often a listener answers a two-alternative comparison correctly at a given
/// |difference|: a Weibull function between the guess rate (½: a coin flip is right half
/// the time) and 1 − lapse (now and then anyone presses the wrong pad).
///
/// Parametrised by the threshold itself: at `threshold` cents the listener is right
/// 75 % of the time, lapses aside (halfway between guessing and knowing).
public struct PsychometricFunction: Hashable, Sendable {
    public static let guessRate = 0.5

    /// Cents; the difference answered correctly 75 % of the time when there are no lapses.
    public var threshold: Double
    /// Steepness (the Weibull β): how quickly "guessing" turns into "knowing".
    public var slope: Double
    /// The share of answers wrong whatever the difference, 0 … 0.5.
    public var lapseRate: Double

    public init(threshold: Double, slope: Double, lapseRate: Double = 0) {
        self.threshold = threshold
        self.slope = slope
        self.lapseRate = lapseRate
    }

    /// The share of the way from guessing to knowing: 1 − 2^(−(d/T)^β), ½ at the threshold.
    public func detection(at difference: Double) -> Double {
        -expm1(-M_LN2 * pow(abs(difference) / threshold, slope))
    }

    public func probabilityCorrect(at difference: Double) -> Double {
        Self.guessRate + (1 - Self.guessRate - lapseRate) * detection(at: difference)
    }
}
