import Foundation

/// Fits the two-alternative psychometric function to binned answers and reports the
/// threshold with its 95 % interval. Bayesian on a grid: every combination of threshold
/// (0.1 … 300 cents, 16 steps an octave, a flat prior on its logarithm), slope (β 1 … 4)
/// and lapse rate (0, 1 or 3 %) is weighed by the likelihood of the answers; the threshold's
/// posterior, with slope and lapses averaged out, gives the median and the interval.
///
/// Nothing depends on how the trials were placed: any chain, an imported history or a mix
/// is just answers at differences. The log-likelihood of each grid point at each bin's
/// centre is tabulated once, so a fit is a sum over the occupied bins.
public struct ThresholdEstimator: Sendable {
    public static let shared = ThresholdEstimator()

    public static let thresholdsPerOctave = 16
    /// The prior's ends: trials play 0.1 … 100 cents (`KazezChain`), and an ear whose
    /// threshold is beyond three semitones cannot do the task at all. Up to 1000 cents, the
    /// answers of an ear near chance could not rule out thresholds no trial reaches, and its
    /// interval ran up to there: three times a careful fit's width on 0.1 … 300 cents
    /// (BENCHMARKS.md, "Rough intervals on the original chain's histories").
    public static let lowestThreshold = 0.1
    public static let highestThreshold = 300.0
    public static let slopes = [1.0, 1.4, 2.0, 2.8, 4.0]
    public static let lapseRates = [0.0, 0.01, 0.03]

    /// Grid thresholds, in cents, lowest first.
    public let thresholds: [Double]
    public let slopes: [Double]
    public let lapseRates: [Double]
    private let pointsPerThreshold: Int
    /// Per bin, per grid point: log P(correct) and log P(wrong).
    private let logCorrect: [Double]
    private let logWrong: [Double]

    public init(slopes: [Double] = Self.slopes, lapseRates: [Double] = Self.lapseRates) {
        self.slopes = slopes
        self.lapseRates = lapseRates
        let steps = Int((Double(Self.thresholdsPerOctave) * log2(Self.highestThreshold / Self.lowestThreshold)).rounded(.up))
        thresholds = (0...steps).map { Self.lowestThreshold * exp2(Double($0) / Double(Self.thresholdsPerOctave)) }
        pointsPerThreshold = slopes.count * lapseRates.count
        let points = thresholds.count * pointsPerThreshold
        var logCorrect = [Double](repeating: 0, count: AnswerHistogram.binCount * points)
        var logWrong = logCorrect
        for bin in 0..<AnswerHistogram.binCount {
            let difference = AnswerHistogram.centre(ofBin: bin)
            var index = bin * points
            for threshold in thresholds {
                for slope in slopes {
                    for lapse in lapseRates {
                        let function = PsychometricFunction(threshold: threshold, slope: slope, lapseRate: lapse)
                        // Never quite certain: a wrong answer far above the threshold is then very
                        // unlikely without lapses, but not impossible (and 0·log 0 stays finite).
                        let p = min(function.probabilityCorrect(at: difference), 1 - 1e-9)
                        logCorrect[index] = log(p)
                        logWrong[index] = log1p(-p)
                        index += 1
                    }
                }
            }
        }
        self.logCorrect = logCorrect
        self.logWrong = logWrong
    }

    /// The threshold and its 95 % interval; nil without answers.
    public func estimate(_ answers: AnswerHistogram) -> ThresholdEstimate? {
        let count = answers.answers
        guard count > 0 else { return nil }
        let points = thresholds.count * pointsPerThreshold
        var logLikelihood = [Double](repeating: 0, count: points)
        logLikelihood.withUnsafeMutableBufferPointer { sum in
            logCorrect.withUnsafeBufferPointer { lc in
                logWrong.withUnsafeBufferPointer { lw in
                    for bin in 0..<AnswerHistogram.binCount where answers.total[bin] > 0 {
                        let right = answers.correct[bin], wrong = answers.total[bin] - answers.correct[bin]
                        let base = bin * points
                        for point in 0..<points {
                            sum[point] += right * lc[base + point] + wrong * lw[base + point]
                        }
                    }
                }
            }
        }
        let peak = logLikelihood.max() ?? 0
        // The threshold's posterior: slope and lapse rate summed out.
        var posterior = [Double](repeating: 0, count: thresholds.count)
        var mass = 0.0
        for index in 0..<thresholds.count {
            var sum = 0.0
            for point in (index * pointsPerThreshold)..<((index + 1) * pointsPerThreshold) {
                sum += exp(logLikelihood[point] - peak)
            }
            posterior[index] = sum
            mass += sum
        }
        func quantile(_ q: Double) -> Double {
            // Each grid point's mass spreads evenly over its step in log threshold.
            let step = 1 / Double(Self.thresholdsPerOctave)
            var below = 0.0
            for index in 0..<thresholds.count {
                let share = posterior[index] / mass
                if below + share >= q {
                    let fraction = share > 0 ? (q - below) / share : 0.5
                    return thresholds[index] * exp2((fraction - 0.5) * step)
                }
                below += share
            }
            return thresholds[thresholds.count - 1] * exp2(step / 2)
        }
        let high = quantile(0.975)
        // An interval reaching above every difference a trial plays rests there on the prior's
        // end (300 cents), not on answers: a listener at chance at 100 cents would otherwise
        // look measured at 230 (135–300).
        return ThresholdEstimate(
            threshold: quantile(0.5), low: quantile(0.025), high: high, answers: count,
            reachesBeyondAnswers: high > ThresholdEstimate.highestBound)
    }
}
