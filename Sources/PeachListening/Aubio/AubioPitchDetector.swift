import CAubio

/// aubio's YIN-FFT pitch detector over a sliding window of `window` samples, advanced one
/// hop a call. Its estimate is the guess the period fit starts from, and the whole
/// answer when refinement is off (as measured in BENCHMARKS.md).
///
/// aubio keeps the window inside the object: one detector per thread, fed in order.
final class AubioPitchDetector {
    private let detector: OpaquePointer
    private let output: UnsafeMutablePointer<fvec_t>

    /// `silence`: RMS level of a hop (dBFS) under which aubio reports nothing.
    /// `tolerance`: YIN-FFT's threshold on its normalised difference (aubio's default 0.85);
    /// above it aubio reports nothing.
    init(window: Int, hop: Int, sampleRate: Int, silence: Double, tolerance: Double) {
        guard let detector = new_aubio_pitch("yinfft", UInt32(window), UInt32(hop), UInt32(sampleRate)),
              let output = new_fvec(1)
        else { fatalError("aubio refused a pitch detector of \(window)/\(hop) at \(sampleRate) Hz") }
        self.detector = detector
        self.output = output
        aubio_pitch_set_unit(detector, "Hz")
        aubio_pitch_set_silence(detector, Float(silence))
        aubio_pitch_set_tolerance(detector, Float(tolerance))
    }

    deinit {
        del_aubio_pitch(detector)
        del_fvec(output)
    }

    /// The window now ends with `hop`: its fundamental in hertz (nil when aubio hears none)
    /// and aubio's confidence, 0…1.
    func detect(_ hop: AubioHop) -> (hertz: Double?, confidence: Double) {
        aubio_pitch_do(detector, hop.vector, output)
        let hertz = Double(output.pointee.data[0])
        return (hertz > 0 ? hertz : nil, Double(aubio_pitch_get_confidence(detector)))
    }
}
