import Foundation

/// Fits Compare Timing's answers: a listener hears the moved click displaced by its offset
/// minus their bias, and tells the direction of what they hear right with a Weibull
/// probability of its size (the psychometric function of Hear & Compare, threshold at 75 %).
/// Bayesian on a grid, as the pitch fit is: threshold 0.25 … 256 ms (8 steps an octave,
/// flat on its logarithm), bias −24 … +24 ms (½ ms steps, flat), slope and lapse rate
/// summed out; the marginals give each value's median and 95 % interval.
///
/// Early and late clicks both inform the bias, so the fit needs both: the placement draws
/// each trial's direction at random.
public struct TimingEstimator: Sendable {
    public static let shared = TimingEstimator()

    public static let thresholdsPerOctave = 8
    public static let lowestThreshold = 0.25
    public static let highestThreshold = 256.0
    public static let biasStep = 0.5
    public static let largestBias = 24.0
    public static let slopes = [1.4, 2.0, 2.8]
    public static let lapseRates = [0.0, 0.02]

    public let thresholds: [Double]
    public let biases: [Double]

    public init() {
        let steps = Int((Double(Self.thresholdsPerOctave) * log2(Self.highestThreshold / Self.lowestThreshold)).rounded())
        thresholds = (0...steps).map { Self.lowestThreshold * exp2(Double($0) / Double(Self.thresholdsPerOctave)) }
        let biasSteps = Int((Self.largestBias / Self.biasStep).rounded())
        biases = (-biasSteps...biasSteps).map { Double($0) * Self.biasStep }
    }

    /// The threshold and the bias with their intervals; nil without answers.
    public func estimate(_ answers: TimingAnswers) -> TimingEstimate? {
        let count = answers.answers
        guard count > 0 else { return nil }
        let occupied = answers.total.indices.filter { answers.total[$0] > 0 }
        let lateCounts = occupied.map { answers.late[$0] }, earlyCounts = occupied.map { answers.total[$0] - answers.late[$0] }
        // Per bias and bin: log |heard offset| and whether it is heard late, computed once.
        var logHeard = [Double](), heardLate = [Bool]()
        for bias in biases {
            for index in occupied {
                let heard = TimingAnswers.centre(ofIndex: index) - bias
                logHeard.append(log(max(abs(heard), 1e-6)))
                heardLate.append(heard >= 0)
            }
        }
        let combinations = Self.slopes.flatMap { slope in Self.lapseRates.map { (slope, $0) } }
        var sums = [Double](repeating: 0, count: combinations.count)
        // Per grid point (threshold, bias), the likelihood summed over slopes and lapses.
        var logLikelihood = [Double](repeating: -.infinity, count: thresholds.count * biases.count)
        let bins = occupied.count
        for (t, threshold) in thresholds.enumerated() {
            let logThreshold = log(threshold)
            for b in biases.indices {
                for (k, (slope, lapse)) in combinations.enumerated() {
                    var sum = 0.0
                    for i in 0..<bins {
                        // The Weibull detection of what is heard, as PsychometricFunction has it.
                        let detection = -expm1(-M_LN2 * exp(slope * (logHeard[b * bins + i] - logThreshold)))
                        let told = min(max(0.5 + (0.5 - lapse) * detection, 1e-9), 1 - 1e-9)
                        let late = heardLate[b * bins + i] ? told : 1 - told
                        sum += lateCounts[i] * log(late) + earlyCounts[i] * log1p(-late)
                    }
                    sums[k] = sum
                }
                let best = sums.max()!
                logLikelihood[t * biases.count + b] = best + log(sums.reduce(0) { $0 + exp($1 - best) })
            }
        }
        let peak = logLikelihood.max() ?? 0
        var byThreshold = [Double](repeating: 0, count: thresholds.count)
        var byBias = [Double](repeating: 0, count: biases.count)
        for t in thresholds.indices {
            for b in biases.indices {
                let weight = exp(logLikelihood[t * biases.count + b] - peak)
                byThreshold[t] += weight
                byBias[b] += weight
            }
        }
        let threshold = ThresholdEstimate(
            threshold: Self.logQuantile(0.5, byThreshold, thresholds), low: Self.logQuantile(0.025, byThreshold, thresholds),
            high: Self.logQuantile(0.975, byThreshold, thresholds), answers: count)
        let lateAnswers = answers.late.reduce(0, +)
        let side: TimingEstimate.Side? = lateAnswers == 0 ? .early : lateAnswers == count ? .late : nil
        return TimingEstimate(
            threshold: threshold, biasMs: Self.linearQuantile(0.5, byBias, biases),
            biasLow: Self.linearQuantile(0.025, byBias, biases), biasHigh: Self.linearQuantile(0.975, byBias, biases),
            allAnswered: side, largestBias: Self.largestBias)
    }

    /// A quantile of a posterior on a logarithmic grid, each point's mass spread over its step.
    static func logQuantile(_ q: Double, _ mass: [Double], _ grid: [Double]) -> Double {
        let step = 1 / Double(thresholdsPerOctave)
        return quantile(q, mass) { index, fraction in grid[index] * exp2((fraction - 0.5) * step) }
    }

    /// A quantile of a posterior on an even grid, each point's mass spread over its step.
    static func linearQuantile(_ q: Double, _ mass: [Double], _ grid: [Double]) -> Double {
        quantile(q, mass) { index, fraction in grid[index] + (fraction - 0.5) * biasStep }
    }

    private static func quantile(_ q: Double, _ mass: [Double], at: (Int, Double) -> Double) -> Double {
        let total = mass.reduce(0, +)
        var below = 0.0
        for index in mass.indices {
            let share = mass[index] / total
            if below + share >= q { return at(index, share > 0 ? (q - below) / share : 0.5) }
            below += share
        }
        return at(mass.count - 1, 1)
    }
}
