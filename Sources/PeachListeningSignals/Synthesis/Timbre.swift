import Foundation

/// The harmonic spectra the pitch tests sing and play: what makes trackers fail is where
/// the energy sits, not how natural the sound is.
public enum Timbre: String, CaseIterable, Sendable {
    /// Every harmonic at 1/n: a bright voice or a bowed string.
    case voice
    /// A fundamental 20 dB below the 2nd and 3rd harmonics, as a bassoon's low notes:
    /// the octave trap (the loudest repetition is at half the period).
    case bassoon
    /// Odd harmonics only (at 1/n), as a clarinet's chalumeau.
    case clarinet
    /// Nearly a sine (2nd harmonic −10 dB, 3rd −20 dB), as a flute or a sung "oo": not in
    /// the goal's list, but where a windowed autocorrelation's bias shows most.
    case flute
    /// A string plucked at a fifth of its length (harmonic n at sin(nπ/5)/n², every fifth
    /// missing): for the onset goals, not among the pitch goals' timbres.
    case pluckedString

    /// The pitch goals' timbres.
    public static var allCases: [Timbre] { [.voice, .bassoon, .clarinet, .flute] }

    /// Relative amplitude of harmonic `n` (1 is the fundamental).
    public func amplitude(ofHarmonic n: Int) -> Double {
        switch self {
        case .voice: 1 / Double(n)
        case .bassoon: n == 1 ? 0.1 : (n <= 3 ? 1 : 2.5 / Double(n))
        case .clarinet: n % 2 == 1 ? 1 / Double(n) : 0
        case .flute: n <= 3 ? [1, 0.316, 0.1][n - 1] : 0
        case .pluckedString: abs(sin(Double(n) * Double.pi / 5)) / Double(n * n)
        }
    }
}
