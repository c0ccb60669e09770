/// Places an onset at the start of its attack. aubio's onset frame comes from a detection
/// function sampled once a hop and a fixed allowance for its peak picker's look-ahead, so
/// it lands up to a couple of hops before or after the attack (BENCHMARKS.md). The attack
/// is found where the signal's short-term energy first rises an eighth of the way from the
/// level before it to the hit's peak; it starts at the first sample before that which
/// stands out from what sounded before (twice its loudest sample). The energy alone placed
/// a pitched note late by a part of its period: a voice's energy gathers in pulses, and the
/// first pulse may come most of a period after the note's first sample.
struct AttackSearch {
    let hop: Int
    /// The energy envelope's window, samples: long enough to smooth a clap's noise, short
    /// enough to stay within the millisecond the onset is placed to.
    let window: Int
    /// How far before the search the level of what was sounding is measured.
    let backgroundSpan: Int
    /// How far before the energy's rise its first sample is looked for: 5 ms, the period of a
    /// 200 Hz voice (a pitched note's energy gathers within its first period or two; further
    /// back a breath or a rattle would be taken for the attack).
    let firstSampleSpan: Int

    init(hop: Int, sampleRate: Int) {
        self.hop = hop
        window = max(8, sampleRate / 1500)
        backgroundSpan = sampleRate / 50
        firstSampleSpan = sampleRate / 200
    }

    /// Frames that must be held before `aubioFrame` for a search.
    var lookBehind: Int { hop + backgroundSpan + window }

    /// The frame the attack starts at; `aubioFrame` when the history does not reach or the
    /// hit does not stand out from what sounded before it.
    func attack(near aubioFrame: UInt64, in history: SampleHistory) -> UInt64 {
        let start = aubioFrame >= UInt64(lookBehind) ? aubioFrame - UInt64(lookBehind) : 0
        let length = lookBehind + 3 * hop + window
        guard let samples = history.samples(from: start, count: length) else { return aubioFrame }
        let envelope = energyEnvelope(samples)
        // The envelope's index i is the energy of the `window` samples centred on frame start + i + window/2.
        let searchStart = backgroundSpan
        let background = envelope[..<searchStart].max() ?? 0
        guard let peak = envelope[searchStart...].indices.max(by: { envelope[$0] < envelope[$1] }),
              envelope[peak] > 2 * background
        else { return aubioFrame }
        let threshold = background + 0.12 * (envelope[peak] - background)
        guard let rise = envelope[searchStart...peak].firstIndex(where: { $0 >= threshold }) else { return aubioFrame }
        return start + UInt64(firstSample(before: rise + window / 2, in: samples))
    }

    /// The attack's first sample: the earliest within `firstSampleSpan` before `rise` (and
    /// after the background's span) louder than twice the loudest sample of the background;
    /// `rise` where none is.
    private func firstSample(before rise: Int, in samples: UnsafeBufferPointer<Float>) -> Int {
        var loudest: Float = 0
        for index in 0..<min(backgroundSpan, samples.count) { loudest = max(loudest, abs(samples[index])) }
        // Digital silence before it: any sample that is not (nearly) zero.
        let level = max(2 * loudest, 1e-5)
        let from = max(backgroundSpan, rise - firstSampleSpan)
        guard from < rise else { return rise }
        for index in from..<rise where abs(samples[index]) > level { return index }
        return rise
    }

    /// Mean square over each run of `window` consecutive samples (a running sum).
    private func energyEnvelope(_ samples: UnsafeBufferPointer<Float>) -> [Float] {
        let count = samples.count - window + 1
        var envelope = [Float](repeating: 0, count: count)
        var sum: Float = 0
        for index in 0..<window { sum += samples[index] * samples[index] }
        let scale = 1 / Float(window)
        for index in 0..<count {
            envelope[index] = sum * scale
            if index + window < samples.count {
                let entering = samples[index + window], leaving = samples[index]
                sum += entering * entering - leaving * leaving
            }
        }
        return envelope
    }
}
