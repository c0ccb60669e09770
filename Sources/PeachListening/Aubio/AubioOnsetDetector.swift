import CAubio

/// aubio's onset detector: a spectral detection function, peak-picked, one hop a call.
/// aubio reports an onset a few hops after it happened (its peak picker looks ahead) and
/// places it at a frame of its own count, from the first sample it was fed.
///
/// State lives in the object: one detector per thread, fed in order.
final class AubioOnsetDetector {
    private let detector: OpaquePointer
    private let output: UnsafeMutablePointer<fvec_t>

    /// `method`: aubio's detection function ("hfc", "complex", "energy", "specflux", …).
    /// `silence`: hops quieter than this (RMS, dBFS) start no onset.
    /// `minimumInterval`: seconds within which a second onset is taken as the same one.
    init(method: String, window: Int, hop: Int, sampleRate: Int, threshold: Double?, silence: Double, minimumInterval: Double) {
        guard let detector = new_aubio_onset(method, UInt32(window), UInt32(hop), UInt32(sampleRate)),
              let output = new_fvec(1)
        else { fatalError("aubio refused an onset detector '\(method)' of \(window)/\(hop) at \(sampleRate) Hz") }
        self.detector = detector
        self.output = output
        if let threshold { aubio_onset_set_threshold(detector, Float(threshold)) }
        aubio_onset_set_silence(detector, Float(silence))
        aubio_onset_set_minioi_s(detector, Float(minimumInterval))
    }

    deinit {
        del_aubio_onset(detector)
        del_fvec(output)
    }

    /// Feeds one hop: the frame of an onset aubio has just confirmed (counted from the
    /// first sample this detector was fed), or nil.
    func detect(_ hop: AubioHop) -> Int? {
        aubio_onset_do(detector, hop.vector, output)
        guard output.pointee.data[0] > 0 else { return nil }
        return Int(aubio_onset_get_last(detector))
    }
}
