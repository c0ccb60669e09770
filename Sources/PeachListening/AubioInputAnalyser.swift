import Foundation
import PeachCore

/// The input analyser: aubio's YIN-FFT pitch and its onset detector, each refined where
/// aubio alone misses the goals (the period fit, the attack search; BENCHMARKS.md).
///
/// The analysis thread pops what the process callback copied from the input port and
/// feeds it with the frame of its first sample:
///
///     let analyser = AubioInputAnalyser(sampleRate: engine.sampleRate)
///     for event in analyser.analyse(block, startingAt: frame) { … }
///
/// Blocks of any size are gathered into hops of 256 samples (at 48 kHz); each hop gives one
/// pitch or `noPitch` event. Everything here, aubio's objects included, belongs to the one
/// thread that calls `analyse` (aubio's objects keep their signal in them and have no
/// locks): make the analyser on that thread, or hand it over before it is used, never
/// share it. aubio's memory is freed when the analyser is.
public final class AubioInputAnalyser: InputAnalyser {
    public let options: ListeningOptions
    private var pitchDetector: AubioPitchDetector
    private var onsetDetector: AubioOnsetDetector
    private let hopSamples: AubioHop
    private var filled = 0
    /// The input as fed, and through the period fit's low-pass.
    private let history: SampleHistory
    private let filteredHistory: SampleHistory
    private var lowPass: LowPass
    private let periodFit: PeriodFit
    /// For low notes: aubio's guess for a pure tone below about 90 Hz lies 10–25 % high (its
    /// window holds barely two periods), beyond the fit's usual reach; the fit then looks
    /// wider around it (BENCHMARKS.md, "Low pure tones").
    private let lowNoteFit: PeriodFit
    static let lowNoteGuess = 130.0
    static let halfSemitone = pow(2, 1 / 24.0)
    private let attackSearch: AttackSearch
    /// aubio's onsets waiting for the sound after them: an onset is placed where it is heard
    /// to begin, which takes the envelope's maximum over the next 50 ms.
    private var pendingOnsets: [UInt64] = []
    private let framesAfterOnset: Int
    /// The frame aubio's detectors count from, and the one the next block should start at.
    private var aubioStart: UInt64 = 0
    private var nextFrame: UInt64?
    /// Samples in this hop that were no sound, and in all of the analysis.
    private var unusableInHop = 0
    public private(set) var unusableSamples = 0

    /// The loudest sample taken as sound: full scale is 1, and a hot signal a few times
    /// that is still sound; beyond this the sums of squares the analysis makes could
    /// overflow, so such a sample, as NaN and ±infinity, is taken as silence and said.
    public static let loudestUsableSample: Float = 64

    public init(options: ListeningOptions) {
        precondition(options.hop > 0 && options.pitchWindow >= options.hop && options.onsetWindow >= options.hop)
        self.options = options
        pitchDetector = Self.pitchDetector(options)
        onsetDetector = Self.onsetDetector(options)
        hopSamples = AubioHop(count: options.hop)
        attackSearch = AttackSearch(hop: options.hop, sampleRate: options.sampleRate)
        // An onset is placed once the attack search's span and the perceptual onset's 50 ms are heard.
        framesAfterOnset = 3 * options.hop + attackSearch.window + PerceptualOnset.framesAfter(sampleRate: options.sampleRate)
        // Back far enough for the longest span, and for an onset aubio confirms late, from
        // before its rise to the end of its wait.
        let kept = max(
            max(options.pitchWindow, 3 * options.sampleRate / Int(options.lowestFrequency)) + 16 * options.hop,
            attackSearch.lookBehind + PerceptualOnset.framesBefore(sampleRate: options.sampleRate) + framesAfterOnset + 2 * options.hop)
        history = SampleHistory(keeping: kept)
        filteredHistory = SampleHistory(keeping: kept)
        lowPass = LowPass(cutoff: options.fitCutoff, sampleRate: options.sampleRate)
        periodFit = PeriodFit(
            shortestSpan: options.shortestSpan, searchRange: 0.08, minimumPeriodicity: options.minimumConfidence,
            shortestPeriod: Double(options.sampleRate) / options.highestFrequency, comparesSeveralPeriods: options.comparesSeveralPeriods
        )
        lowNoteFit = PeriodFit(
            shortestSpan: options.shortestSpan, searchRange: 0.35, minimumPeriodicity: options.minimumConfidence,
            shortestPeriod: Double(options.sampleRate) / options.highestFrequency, comparesSeveralPeriods: options.comparesSeveralPeriods
        )
    }

    public convenience init(sampleRate: Int) {
        self.init(options: ListeningOptions(sampleRate: sampleRate))
    }

    private static func pitchDetector(_ options: ListeningOptions) -> AubioPitchDetector {
        AubioPitchDetector(
            window: options.pitchWindow, hop: options.hop, sampleRate: options.sampleRate,
            silence: options.silence, tolerance: options.aubioTolerance
        )
    }

    private static func onsetDetector(_ options: ListeningOptions) -> AubioOnsetDetector {
        AubioOnsetDetector(
            method: options.onsetMethod, window: options.onsetWindow, hop: options.hop, sampleRate: options.sampleRate,
            threshold: options.onsetThreshold, silence: options.silence, minimumInterval: options.minimumOnsetInterval
        )
    }

    public func analyse(_ block: UnsafeBufferPointer<Float>, startingAt frame: UInt64) -> [HeardEvent] {
        var events: [HeardEvent] = []
        if frame != nextFrame {
            // Onsets still waiting for their 50 ms: placed by the attack search on what was
            // heard (the gap takes the rest), before the history is forgotten.
            for pending in pendingOnsets { events.append(.onset(HeardOnset(frame: attackSearch.attack(near: pending, in: history)))) }
            restart(at: frame)
        }
        nextFrame = frame + UInt64(block.count)
        for sample in block {
            // `magnitude <= limit` is false for NaN too.
            if sample.magnitude <= Self.loudestUsableSample {
                hopSamples[filled] = sample
            } else {
                hopSamples[filled] = 0
                unusableInHop += 1
            }
            filled += 1
            if filled == options.hop {
                analyseHop(into: &events)
                filled = 0
            }
        }
        return events
    }

    /// A gap in the input (or the first block): aubio's windows and the history hold
    /// another stretch of sound, so everything starts again from `frame`.
    private func restart(at frame: UInt64) {
        pitchDetector = Self.pitchDetector(options)
        onsetDetector = Self.onsetDetector(options)
        filled = 0
        unusableInHop = 0
        pendingOnsets = []
        aubioStart = frame
        history.restart(at: frame)
        filteredHistory.restart(at: frame)
        lowPass.reset()
    }

    private func analyseHop(into events: inout [HeardEvent]) {
        let hop = options.hop
        let samples = hopSamples.vector.pointee.data!
        history.append(samples, count: hop)
        withUnsafeTemporaryAllocation(of: Float.self, capacity: hop) { filtered in
            for index in 0..<hop { filtered[index] = lowPass.process(samples[index]) }
            filteredHistory.append(filtered.baseAddress!, count: hop)
        }

        // aubio marks the first loud hop after it starts as an onset: listening began in the
        // middle of a sound, which is no attack.
        if let aubioFrame = onsetDetector.detect(hopSamples), aubioFrame >= hop {
            let frame = aubioStart + UInt64(aubioFrame)
            if options.refinesOnsets && options.findsPerceptualOnsets {
                pendingOnsets.append(frame)
            } else {
                events.append(.onset(HeardOnset(frame: options.refinesOnsets ? attackSearch.attack(near: frame, in: history) : frame)))
            }
        }
        while let frame = pendingOnsets.first, history.endFrame >= frame + UInt64(framesAfterOnset) {
            pendingOnsets.removeFirst()
            events.append(.onset(HeardOnset(frame: heardOnset(near: frame))))
        }
        events.append(pitchEvent(aubio: pitchDetector.detect(hopSamples)))
        if unusableInHop > 0 {
            unusableSamples += unusableInHop
            events.append(.unusable(frame: history.endFrame, samples: unusableInHop))
            unusableInHop = 0
        }
    }

    /// Where the sound whose attack aubio found at `aubioFrame` is heard to begin: the attack
    /// search's frame, moved to the perceptual onset of what follows it.
    private func heardOnset(near aubioFrame: UInt64) -> UInt64 {
        let attack = attackSearch.attack(near: aubioFrame, in: history)
        let before = UInt64(PerceptualOnset.framesBefore(sampleRate: options.sampleRate))
        let from = max(attack >= before ? attack - before : 0, history.endFrame - UInt64(min(history.count, history.kept)))
        guard history.endFrame > attack, let samples = history.samples(from: from, count: Int(history.endFrame - from)) else { return attack }
        return from + UInt64(PerceptualOnset.index(in: samples, found: Int(attack - from), sampleRate: options.sampleRate))
    }

    private func pitchEvent(aubio: (hertz: Double?, confidence: Double)) -> HeardEvent {
        let rate = Double(options.sampleRate)
        let range = options.lowestFrequency...options.highestFrequency
        guard let guess = aubio.hertz, range.contains(guess) else {
            let span = measure(options.shortestSpan)
            return .noPitch(frame: span.centre, level: span.level)
        }
        guard options.refinesPitch else {
            let span = measure(options.pitchWindow)
            let pitch = HeardPitch(frame: span.centre, frequency: Frequency(hertz: guess), confidence: aubio.confidence, level: span.level)
            return aubio.confidence >= options.minimumConfidence ? .pitch(pitch) : .noPitch(frame: pitch.frame, level: pitch.level)
        }
        var length = periodFit.span(forGuess: rate / guess)
        var span = measure(length)
        var fit = filteredHistory.newest(length).flatMap { periodFit.fit($0, guess: rate / guess) }
        if fit == nil, guess < Self.lowNoteGuess {
            length = lowNoteFit.span(forGuess: rate / guess)
            span = measure(length)
            fit = filteredHistory.newest(length).flatMap { lowNoteFit.fit($0, guess: rate / guess) }
        }
        // The range's ends with half a semitone to spare: A1 measured a hundredth of a cent flat is A1.
        let measurable = (options.lowestFrequency / Self.halfSemitone)...(options.highestFrequency * Self.halfSemitone)
        guard let fit, measurable.contains(rate / fit.period) else { return .noPitch(frame: span.centre, level: span.level) }
        return .pitch(HeardPitch(frame: span.centre, frequency: Frequency(hertz: rate / fit.period), confidence: fit.periodicity, level: span.level))
    }

    /// The newest `length` samples (fewer at the start): their RMS level in dBFS, and the
    /// frame at the centre of their energy, which is the span's middle for a held note but
    /// lies within the note when it starts or stops inside the span (the samples that were
    /// heard are the note's, whatever the span's edges hold).
    private func measure(_ length: Int) -> (level: Double, centre: UInt64) {
        let count = min(length, history.count)
        let first = history.endFrame - UInt64(count)
        guard count > 0, let samples = history.newest(count) else { return (-.infinity, history.endFrame) }
        var energy: Float = 0, moment: Float = 0
        for (index, sample) in samples.enumerated() {
            energy += sample * sample
            moment += Float(index) * sample * sample
        }
        guard energy > 0 else { return (-.infinity, first + UInt64(count / 2)) }
        return (10 * log10(Double(energy) / Double(count)), first + UInt64((moment / energy).rounded()))
    }
}
