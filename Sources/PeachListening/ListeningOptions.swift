/// The analysis sizes and thresholds. The defaults are the ones measured in BENCHMARKS.md
/// ("Listening"): they meet the precision, response and cost goals together.
public struct ListeningOptions: Sendable {
    public var sampleRate: Int
    /// aubio's pitch window, in samples: two periods of the lowest note must fit
    /// (2048 at 48 kHz reaches down to 47 Hz).
    public var pitchWindow: Int
    /// Samples between two analyses: a pitch or `noPitch` event each hop.
    public var hop: Int
    /// aubio's onset window, in samples.
    public var onsetWindow: Int
    /// The shortest span the period fit reads, in samples: shorter follows faster, longer
    /// averages more noise.
    public var shortestSpan: Int
    /// Notes outside this range are not reported.
    public var lowestFrequency: Double = 55
    public var highestFrequency: Double = 1800
    /// Input quieter than this (RMS over the span, dBFS) gives no pitch and no onset.
    public var silence: Double = -60
    /// The periodicity a span needs to be reported as a pitch (`HeardPitch.confidence`).
    public var minimumConfidence: Double = 0.9
    /// aubio's YIN-FFT tolerance: the guess it gives the fit (its default, 0.85, lets
    /// nearly everything through; the fit's periodicity gates).
    public var aubioTolerance: Double = 0.85
    /// aubio's onset detection function.
    public var onsetMethod = "energy"
    /// aubio's peak-picking threshold; nil keeps aubio's default for the method.
    public var onsetThreshold: Double? = nil
    /// Seconds within which a second onset is taken as part of the first (a clap's tail).
    public var minimumOnsetInterval: Double = 0.05
    /// Whether aubio's pitch is refined by the period fit (off only to measure aubio alone).
    public var refinesPitch = true
    /// Whether aubio's onset frame is refined by the attack search (likewise).
    public var refinesOnsets = true
    /// Whether the attack search's frame is moved to where the sound is heard to begin, its
    /// envelope within 15 dB of its peak (`PerceptualOnset`; off only to measure).
    public var findsPerceptualOnsets = true
    /// The period fit reads the input through a low-pass at this frequency (nil: unfiltered,
    /// only to measure what the filter is for).
    public var fitCutoff: Double? = 5000
    /// Whether the fit compares across several periods as well as one (off only to measure).
    public var comparesSeveralPeriods = true

    /// Sizes scaled to the sample rate: at 44.1 and 48 kHz a 2048-sample pitch window,
    /// hops of 256 (5.3 ms at 48 kHz).
    public init(sampleRate: Int) {
        self.sampleRate = sampleRate
        let scale = max(1, Int((Double(sampleRate) / 48_000).rounded()))
        pitchWindow = 2048 * scale
        hop = 256 * scale
        onsetWindow = 512 * scale
        shortestSpan = 1024 * scale
    }
}
