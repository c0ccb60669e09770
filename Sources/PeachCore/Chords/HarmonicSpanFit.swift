import Foundation

/// The harmonic span: the progression length played back right 75 % of the time, the call
/// span fitted to chords (`CallSpanFit`): each chord's kind its quality, its flag whether it
/// is inverted, its place its index in the progression. Checked on simulated players whose
/// errors come from another model (`scripts/simulate --chords`, BENCHMARKS.md "Chords: the
/// harmonic span").
public enum HarmonicSpanFit {
    public static let fit = CallSpanFit(kinds: ChordQuality.allCases.count, bounds: .progressions)

    /// The model fitted to `progressions`, and the span it gives; nil without progressions.
    public static func estimate(_ progressions: [ProgressionOutcome], resamples: Int = CallSpanFit.resamples) -> SpanEstimate? {
        fit.estimate(progressions.map(\.callOutcome), resamples: resamples)
    }
}

extension ProgressionOutcome {
    /// Each chord at its index.
    public var callOutcome: CallOutcome {
        CallOutcome(length: length, elements: chords.enumerated().map { place, chord in
            CallOutcome.Element(kind: chord.quality.rawValue, flag: chord.inverted, place: place, right: chord.right)
        })
    }
}
