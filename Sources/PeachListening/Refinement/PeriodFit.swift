/// Measures the period of the newest samples to a small fraction of a sample, starting
/// from a guess (aubio's estimate, whose own precision is a few cents: BENCHMARKS.md).
///
/// The measure is the normalised squared difference between the newest stretch of signal
/// and the stretch one lag earlier, 0 for a waveform that repeats exactly at that lag, 1
/// for uncorrelated noise. It is found at whole lags and placed between them by a
/// parabola; the placement's error is then divided by comparing across several periods at
/// once (a lag of k periods, placed to the same fraction of a sample, gives the period to
/// 1/k of it). Only the newest span is read, sized to the period, so that the needle
/// follows a change within that span.
struct PeriodFit {
    /// The span measured for short periods, in samples; long ones need at least two periods.
    let shortestSpan: Int
    /// How far from the guess the period is searched, as a share of it: aubio's window is
    /// longer than the fit's span, so after a change of note its guess lags behind.
    let searchRange: Double
    /// Periods whose difference measure stays above 1 − this are not taken as the period.
    let minimumPeriodicity: Double
    let shortestPeriod: Double
    /// Off only to measure what comparing across several periods adds.
    var comparesSeveralPeriods = true

    struct Fit {
        /// In samples.
        var period: Double
        /// 1 − the normalised difference at one period: how exactly the span repeats.
        var periodicity: Double
    }

    /// The samples `fit` needs for a guessed period.
    func span(forGuess guess: Double) -> Int {
        max(shortestSpan, Int((2 * (1 + searchRange) * guess).rounded(.up)) + 4)
    }

    /// `newest`: at least `span(forGuess:)` samples, newest last. Nil when the period is not
    /// within reach of the guess or the span does not repeat well enough to be a note.
    func fit(_ newest: UnsafeBufferPointer<Float>, guess: Double) -> Fit? {
        let span = span(forGuess: guess)
        guard let base = newest.baseAddress, newest.count >= span else { return nil }
        let end = base + newest.count

        // One period: the best whole lag near the guess, then between lags.
        let lowest = max(Int((guess * (1 - searchRange)).rounded(.down)), 2)
        let highest = Int((guess * (1 + searchRange)).rounded(.up))
        let length = span - highest - 1
        guard var single = bestLag(in: lowest...highest, end: end, length: length) else { return nil }

        // An octave too low (aubio's window holding two periods as one) repeats at half
        // the lag as well: the shortest lag that repeats well is the period.
        while single.lag / 2 >= shortestPeriod {
            let half = single.lag / 2
            let around = Int((half * 0.97).rounded(.down))...Int((half * 1.03).rounded(.up))
            guard let shorter = bestLag(in: around, end: end, length: length),
                  1 - shorter.difference >= minimumPeriodicity
            else { break }
            single = shorter
        }
        let periodicity = 1 - single.difference
        guard periodicity >= minimumPeriodicity else { return nil }

        // Several periods: the same parabola over k periods places each to 1/k of its error.
        let periods = Int((Double(span) - max(single.lag, Double(span) / 4)) / single.lag)
        var period = single.lag
        if periods >= 2, comparesSeveralPeriods {
            let centre = Int((Double(periods) * single.lag).rounded())
            if let multiple = bestLag(in: centre - 2...centre + 2, end: end, length: span - centre - 3) {
                period = multiple.lag / Double(periods)
            }
        }
        return Fit(period: period, periodicity: periodicity)
    }

    /// The lag of least normalised difference within `lags` (not at either end: a minimum
    /// there lies outside), placed between whole lags by a parabola through its neighbours.
    private func bestLag(in lags: ClosedRange<Int>, end: UnsafePointer<Float>, length: Int) -> (lag: Double, difference: Double)? {
        guard lags.count >= 3, length > 0 else { return nil }
        var best = lags.lowerBound
        var differences: [Float] = []
        differences.reserveCapacity(lags.count)
        for lag in lags {
            let difference = normalisedDifference(end: end, lag: lag, length: length)
            differences.append(difference)
            if difference < differences[best - lags.lowerBound] { best = lag }
        }
        let index = best - lags.lowerBound
        guard index > 0, index < differences.count - 1 else { return nil }
        let before = Double(differences[index - 1]), at = Double(differences[index]), after = Double(differences[index + 1])
        let curvature = before - 2 * at + after
        guard curvature > 0 else { return (Double(best), at) }
        let offset = 0.5 * (before - after) / curvature
        return (Double(best) + offset, max(0, at - 0.25 * (before - after) * offset))
    }
}

/// Σ(a − b)² / Σ(a² + b²) between the newest `length` samples (b, ending at `end`) and
/// the `length` samples `lag` earlier (a). Eight lanes at a time: this loop is nearly
/// all of the fit's cost.
@inline(__always)
func normalisedDifference(end: UnsafePointer<Float>, lag: Int, length: Int) -> Float {
    let b = UnsafeRawPointer(end - length)
    let a = UnsafeRawPointer(end - length - lag)
    var difference = SIMD8<Float>(), energy = SIMD8<Float>()
    var offset = 0
    let stride = MemoryLayout<Float>.stride
    while offset + 8 <= length {
        let va = a.loadUnaligned(fromByteOffset: offset * stride, as: SIMD8<Float>.self)
        let vb = b.loadUnaligned(fromByteOffset: offset * stride, as: SIMD8<Float>.self)
        let d = va - vb
        difference += d * d
        energy += va * va + vb * vb
        offset += 8
    }
    var differenceSum = difference.sum(), energySum = energy.sum()
    while offset < length {
        let va = a.load(fromByteOffset: offset * stride, as: Float.self)
        let vb = b.load(fromByteOffset: offset * stride, as: Float.self)
        differenceSum += (va - vb) * (va - vb)
        energySum += va * va + vb * vb
        offset += 1
    }
    return energySum > 0 ? differenceSum / energySum : 1
}
