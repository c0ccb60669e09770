import Foundation

/// The truth the perceptual onset is measured against: read from a sound's envelope as the
/// function of time it was made with, not from its samples.
public enum EnvelopeOnset {
    /// Samples from a sound's first to where `envelope` first comes within 15 dB of its
    /// maximum over the next 50 ms (Vos & Rasch 1981).
    public static func frames(of envelope: (Double) -> Double, sampleRate: Int) -> Int {
        let span = (0...(sampleRate / 20)).map { envelope(Double($0) / Double(sampleRate)) }
        let threshold = span.max()! * pow(10, -15.0 / 20)
        return span.firstIndex { $0 >= threshold }!
    }
}
