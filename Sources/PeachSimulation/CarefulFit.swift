import Foundation
import PeachCore

/// A fit that spares no cost, to judge Peach's against: every answer at its own difference
/// (no bins), each counting one (no recency, no pooling), on a fine grid of threshold
/// (0.1 … 300 cents, 32 steps an octave, flat on its logarithm), slope (β 1 … 5 in steps of
/// 0.5) and lapse rate (0 … 5 %), all flat; the threshold's posterior with slope and
/// lapses summed out gives the median and the 95 % interval.
public enum CarefulFit {
    public static let thresholdsPerOctave = 32
    public static let lowestThreshold = 0.1
    public static let highestThreshold = 300.0
    public static let slopes = stride(from: 1.0, through: 5.0, by: 0.5).map { $0 }
    public static let lapseRates = [0.0, 0.01, 0.02, 0.03, 0.04, 0.05]

    public static func estimate(differences: [Double], correct: [Bool]) -> ThresholdEstimate {
        let steps = Int((Double(thresholdsPerOctave) * log2(highestThreshold / lowestThreshold)).rounded(.up))
        let thresholds = (0...steps).map { lowestThreshold * exp2(Double($0) / Double(thresholdsPerOctave)) }
        var logLikelihood = [Double](repeating: 0, count: thresholds.count * slopes.count * lapseRates.count)
        var index = 0
        var sums = [Double](repeating: 0, count: lapseRates.count)
        for threshold in thresholds {
            for slope in slopes {
                for lapse in lapseRates.indices { sums[lapse] = 0 }
                for (difference, right) in zip(differences, correct) {
                    // PsychometricFunction's detection, once per answer; each lapse rate scales it.
                    let detection = PsychometricFunction(threshold: threshold, slope: slope).detection(at: difference)
                    for (lapse, rate) in lapseRates.enumerated() {
                        let p = min(PsychometricFunction.guessRate + (1 - PsychometricFunction.guessRate - rate) * detection, 1 - 1e-9)
                        sums[lapse] += right ? log(p) : log1p(-p)
                    }
                }
                for lapse in lapseRates.indices {
                    logLikelihood[index] = sums[lapse]
                    index += 1
                }
            }
        }
        let peak = logLikelihood.max() ?? 0
        let perThreshold = slopes.count * lapseRates.count
        let posterior = thresholds.indices.map { t in
            (t * perThreshold..<(t + 1) * perThreshold).reduce(0.0) { $0 + exp(logLikelihood[$1] - peak) }
        }
        let mass = posterior.reduce(0, +)
        func quantile(_ q: Double) -> Double {
            let step = 1 / Double(thresholdsPerOctave)
            var below = 0.0
            for t in thresholds.indices {
                let share = posterior[t] / mass
                if below + share >= q { return thresholds[t] * exp2(((share > 0 ? (q - below) / share : 0.5) - 0.5) * step) }
                below += share
            }
            return thresholds.last! * exp2(step / 2)
        }
        return ThresholdEstimate(threshold: quantile(0.5), low: quantile(0.025), high: quantile(0.975), answers: Double(differences.count))
    }
}
