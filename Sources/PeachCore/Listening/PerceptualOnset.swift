import Foundation

/// Where a sound is heard to begin: the first moment its envelope comes within 15 dB of
/// the envelope's maximum over the 50 ms after the onset found (Vos & Rasch 1981, "The
/// perceptual onset of musical tones"). A note that rises slowly is heard some way into its
/// rise, not at its first sample: a linear rise over 30 ms at 5.3 ms, over 2 ms at 0.36 ms.
/// Peach times its own notes, the notes it hears sung or played and the tests' truths by
/// this one rule, so a singer exactly in time with a phrase is measured in time.
///
/// The envelope of a pitched sound cannot be read from a window shorter than its period
/// (the energy gathers where the waveform peaks), and a window of a period smears a fast
/// rise. So the envelope is followed at a finer grain: the energy in a quarter period,
/// divided by the energy of the same part of the waveform one period later, scales the
/// envelope measured over that later period. A sound with no period (a clap, a shaker) is
/// followed over 2 ms of its energy.
public enum PerceptualOnset {
    public static let decibelsBelowMaximum = 15.0
    public static let maximumSeconds = 0.05
    /// The longest period followed (40 Hz, below a bass's low E): a lower note is followed as a
    /// sound with no period.
    static let longestPeriodSeconds = 1.0 / 40
    static let shortestPeriodSeconds = 1.0 / 1000
    /// How periodic the sound after the onset must be to be followed period by period.
    static let periodicity = 0.8
    /// How far before the onset found the envelope may still be below the threshold (a rise
    /// the onset detector found late), and how much further back the background is looked for.
    public static let reachBackSeconds = 0.05
    public static let backgroundSeconds = 0.02

    /// Where a sound rising in a straight line over `frames` is heard to begin: the envelope
    /// known, nothing to find.
    public static func frames(intoLinearRise frames: Int) -> Int {
        Int((Double(frames) * pow(10, -decibelsBelowMaximum / 20)).rounded(.up))
    }

    /// Frames needed after the onset found: the maximum's span, the envelope's reference a
    /// period on with its window (1.75 of the longest period), and a noise window.
    public static func framesAfter(sampleRate: Int) -> Int {
        Int(((maximumSeconds + 1.75 * longestPeriodSeconds) * Double(sampleRate)).rounded(.up)) + sampleRate / 500
    }

    /// Frames that must be held before the onset found.
    public static func framesBefore(sampleRate: Int) -> Int {
        Int(((reachBackSeconds + backgroundSeconds) * Double(sampleRate)).rounded(.up))
    }

    /// The index in `samples` where the sound whose onset was found at `found` is heard to
    /// begin. Samples before `found` (up to `framesBefore`) are searched and the ones
    /// before them taken as the background; the maximum is taken within 50 ms after
    /// `found`, or as far as `samples` reach. `found` itself when nothing there stands out
    /// from the background (silence, or a note no louder than the one before it).
    public static func index(in samples: UnsafeBufferPointer<Float>, found: Int, sampleRate: Int) -> Int {
        let rate = Double(sampleRate)
        guard found >= 0, found < samples.count else { return found }
        let squares = PrefixSquares(samples)
        let searchFrom = max(0, found - Int(reachBackSeconds * rate))
        let period = Self.period(in: samples, after: found, sampleRate: sampleRate)
        let noiseWindow = sampleRate / 500
        let window = period.map { max(sampleRate / 2000, $0 / 4) } ?? noiseWindow
        let maximumEnd = min(samples.count, found + Int(maximumSeconds * rate))

        // The background: the quietest 5 ms before the onset found (the noise floor, a drone's
        // level, the gap after the note before). None held (a note rendered from its first
        // sample): silence.
        let quietSpan = max(1, sampleRate / 200)
        let backgroundFrom = max(0, searchFrom - Int(backgroundSeconds * rate))
        var background = 0.0, quietest: Int?
        var start = backgroundFrom
        while start + quietSpan <= found {
            let energy = squares.mean(start, start + quietSpan)
            if quietest == nil || energy < background { (background, quietest) = (energy, start) }
            start += max(1, quietSpan / 4)
        }

        // The envelope's square at `t`, the background's energy taken off.
        func centred(_ t: Int, _ length: Int) -> Double {
            let from = max(0, t - length / 2), to = min(samples.count, from + length)
            return to > from ? max(0, squares.mean(from, to) - background) : 0
        }
        // Each sample times the one a period later, summed: how alike the waveform and its next period are.
        var products = [Double](repeating: 0, count: samples.count + 1)
        if let period {
            for index in 0..<(samples.count - period) {
                products[index + 1] = products[index] + Double(samples[index]) * Double(samples[index + period])
            }
        }
        /// Whether the sound around `t` repeats a period later: the period is the new sound's,
        /// not a drone's under a clap, and the sound goes on (a stick's ring has died a period on).
        func repeats(_ t: Int, _ period: Int) -> Bool {
            let from = max(0, t - window / 2), to = from + window
            guard to + period <= samples.count else { return false }
            let here = squares.mean(from, to), there = squares.mean(from + period, to + period)
            let product = (products[to] - products[from]) / Double(window)
            return here > 0 && there > 0 && product >= 0.7 * (here * there).squareRoot()
        }
        func envelope(_ t: Int) -> Double {
            guard let period, t + period + max(period, window) / 2 < samples.count, repeats(t, period) else { return centred(t, noiseWindow) }
            let later = centred(t + period, window)
            guard later > 0 else { return centred(t, period) }
            return centred(t + period, period) * centred(t, window) / later
        }
        // The maximum over a period (or the noise window), where the envelope is steady enough to read.
        let steadyLength = period ?? window
        var peak = found, peakEnergy = -1.0
        for t in found..<max(found + 1, maximumEnd) {
            let energy = centred(t, steadyLength)
            if energy > peakEnergy { (peak, peakEnergy) = (t, energy) }
        }
        // The sound must stand out from what sounded before (its energy, the background's
        // taken off, above the background's): over a note as loud, the envelope's dips are
        // no rise, and the attack search's frame is kept.
        guard peakEnergy > 0, peakEnergy > background else { return found }
        let threshold = peakEnergy * pow(10, -decibelsBelowMaximum / 10)
        // Followed back from the maximum to where it last lay below the threshold.
        var crossing = peak
        while crossing > searchFrom, envelope(crossing - 1) >= threshold { crossing -= 1 }

        // Nothing is heard before the sound's first sample: a window of the envelope that
        // straddles a fast rise comes within 15 dB a little early. The first sample stands
        // out: it is louder than twice the background's loudest (a drone's peaks, the noise's).
        var loudest: Float = 0
        if let quietest {
            for index in quietest..<(quietest + quietSpan) { loudest = max(loudest, abs(samples[index])) }
        }
        let level = max(2 * loudest, 1e-5)
        let lookFrom = max(searchFrom, crossing - max(window, noiseWindow))
        if let first = (lookFrom..<max(lookFrom, peak)).first(where: { abs(samples[$0]) > level }) {
            crossing = max(crossing, first)
        }
        return crossing
    }

    /// The period of the sound after `found`, in samples, when it has one: the shortest lag
    /// whose normalised correlation over 20 ms, from 10 ms after the onset, comes within a
    /// tenth of the best.
    static func period(in samples: UnsafeBufferPointer<Float>, after found: Int, sampleRate: Int) -> Int? {
        let rate = Double(sampleRate)
        let shortest = Int(shortestPeriodSeconds * rate), longest = Int(longestPeriodSeconds * rate)
        let from = found + sampleRate / 100, length = sampleRate / 50
        guard from + length + longest < samples.count else { return nil }
        var correlations = [Double](repeating: 0, count: longest + 1)
        var energyHere = 0.0
        for n in from..<(from + length) { energyHere += Double(samples[n]) * Double(samples[n]) }
        guard energyHere > 0 else { return nil }
        var energyThere = 0.0
        for n in (from + shortest)..<(from + shortest + length) { energyThere += Double(samples[n]) * Double(samples[n]) }
        for lag in shortest...longest {
            var sum = 0.0
            for n in from..<(from + length) { sum += Double(samples[n]) * Double(samples[n + lag]) }
            correlations[lag] = energyThere > 0 ? sum / (energyHere * energyThere).squareRoot() : 0
            let leaving = Double(samples[from + lag]), entering = Double(samples[from + lag + length])
            energyThere += entering * entering - leaving * leaving
        }
        // Past the lags where the waveform still resembles itself (a low tone a millisecond on).
        guard let dip = (shortest...longest).first(where: { correlations[$0] < 0.5 }),
              let best = correlations[dip...].max(), best >= periodicity,
              var lag = (dip...longest).first(where: { correlations[$0] >= 0.9 * best })
        else { return nil }
        // The first peak that comes within a tenth of the best: a period, not a multiple of it.
        while lag < longest, correlations[lag + 1] > correlations[lag] { lag += 1 }
        return lag
    }
}

/// Running sums of squares, for the mean square of any span in constant time.
private struct PrefixSquares {
    private var sums: [Double]

    init(_ samples: UnsafeBufferPointer<Float>) {
        sums = [Double](repeating: 0, count: samples.count + 1)
        for (index, sample) in samples.enumerated() { sums[index + 1] = sums[index] + Double(sample) * Double(sample) }
    }

    func mean(_ from: Int, _ to: Int) -> Double { (sums[to] - sums[from]) / Double(to - from) }
}
