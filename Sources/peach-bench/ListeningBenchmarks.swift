import Foundation
import PeachCore
import PeachListening
import PeachListeningSignals

/// The input analysis, offline: precision, vibrato, onsets and response on synthesised
/// signals (the same ones the tests judge), aubio alone beside the refined analyser, and
/// what the analysis costs a second of 48 kHz audio. Tables in BENCHMARKS.md's format.
func listeningBenchmarks() {
    let refined = ListeningOptions(sampleRate: 48_000)
    var aubioAlone = refined
    aubioAlone.refinesPitch = false
    aubioAlone.refinesOnsets = false
    // aubio's yinfft confidence is 0 for most notes in aubio 0.4.9, so it cannot gate: aubio's own tolerance does.
    aubioAlone.minimumConfidence = 0
    func cents(_ value: Double) -> String { value.isNaN ? "none" : String(format: "%+.2f", value) }

    print("Steady tones, 1 s with noise at −30 dB, held part 0.15 s after the start to 0.05 s before the end")
    print("| timbre | Hz | aubio: median ¢ | aubio: worst ¢ | aubio: octave errors | refined: median ¢ | refined: worst ¢ | refined: octave errors |")
    print("|---|---|---|---|---|---|---|---|")
    let before = SteadyTones.table(options: aubioAlone), after = SteadyTones.table(options: refined)
    for (a, r) in zip(before, after) {
        print("| \(a.timbre) | \(a.frequency) | \(cents(a.score.medianError)) | \(cents(a.score.worstError)) | \(a.score.octaveErrors) | \(cents(r.score.medianError)) | \(cents(r.score.worstError)) | \(r.score.octaveErrors) |")
    }

    print("")
    print("Sweep: 65–1100 Hz in steps of a third of a semitone, every timbre (\(sweepFrequencies.count * Timbre.allCases.count) tones)")
    print("| analyser | worst median ¢ | worst frame ¢ | frames > 600 ¢ off | pitches in the noise |")
    print("|---|---|---|---|---|")
    var withoutFilter = refined
    withoutFilter.fitCutoff = nil
    var onePeriod = refined
    onePeriod.comparesSeveralPeriods = false
    for (name, options) in [("aubio alone", aubioAlone), ("refined", refined), ("refined, no low-pass", withoutFilter), ("refined, one period only", onePeriod)] {
        var worstMedian = 0.0, worstFrame = 0.0, octaveErrors = 0, falsePitches = 0
        for timbre in Timbre.allCases {
            for frequency in sweepFrequencies {
                let score = SteadyTones.measure(timbre, frequency, options: options)
                if !(abs(score.medianError) <= abs(worstMedian)) { worstMedian = score.medianError }
                if !(abs(score.worstError) <= abs(worstFrame)) { worstFrame = score.worstError }
                octaveErrors += score.octaveErrors
                falsePitches += score.falsePitches
            }
        }
        print("| \(name) | \(cents(worstMedian)) | \(cents(worstFrame)) | \(octaveErrors) | \(falsePitches) |")
    }

    print("")
    print("No pitch: hops that reported one")
    print("| input | hops | aubio alone | refined |")
    print("|---|---|---|---|")
    for (name, samples) in UnpitchedInput.signals(sampleRate: 48_000) {
        let a = ListeningRun(samples, through: AubioInputAnalyser(options: aubioAlone))
        let r = ListeningRun(samples, through: AubioInputAnalyser(options: refined))
        print("| \(name) | \(r.hops) | \(a.pitches.count) | \(r.pitches.count) |")
    }

    print("")
    print("Sung tones: 5.5 Hz vibrato ±50 ¢, centre drifting +10 ¢ over 2 s, noise at −30 dB; median over nine vibrato cycles minus the true centre's")
    print("| timbre | " + SungTones.frequencies.map { "\($0) Hz" }.joined(separator: " | ") + " |")
    print("|---|" + SungTones.frequencies.map { _ in "---|" }.joined())
    for (name, options) in [("aubio alone", aubioAlone), ("refined", refined)] {
        let rows = SungTones.table(options: options)
        for timbre in Timbre.allCases {
            print("| \(timbre), \(name) | " + rows.filter { $0.timbre == timbre }.map { cents($0.centreError) }.joined(separator: " | ") + " |")
        }
    }

    print("")
    print("Onsets: 8 hits of each at −6 dBFS peak, detected − true frame in samples (48 = 1 ms)")
    print("| sound | background | aubio: error | aubio: missed/extra | refined: error | refined: missed/extra |")
    print("|---|---|---|---|---|---|")
    for background in OnsetTrial.Background.allCases {
        for kind in Percussion.allCases {
            let a = OnsetTrial.measure(kind, over: background, options: aubioAlone)
            let r = OnsetTrial.measure(kind, over: background, options: refined)
            func range(_ result: OnsetTrial.Result) -> String { "\(result.errors.min() ?? 0) … \(result.errors.max() ?? 0)" }
            print("| \(kind) | \(background) | \(range(a)) | \(a.missed)/\(a.extra) | \(range(r)) | \(r.missed)/\(r.extra) |")
        }
    }
    for background in OnsetTrial.Background.allCases {
        for timbre in Timbre.allCases {
            let a = OnsetTrial.measureSung(timbre, over: background, options: aubioAlone)
            let r = OnsetTrial.measureSung(timbre, over: background, options: refined)
            func range(_ result: OnsetTrial.Result) -> String { "\(result.errors.min() ?? 0) … \(result.errors.max() ?? 0)" }
            print("| \(timbre) notes | \(background) | \(range(a)) | \(a.missed)/\(a.extra) | \(range(r)) | \(r.missed)/\(r.extra) |")
        }
    }

    print("")
    print("Perceptual onsets: sounds rising over 0.3–50 ms into a quiet room, each where its envelope first comes within 15 dB of its maximum (from the envelope it is made with); detected − heard, samples (48 = 1 ms), and the onsets each gave")
    print("| sound | heard at, samples | aubio alone | attack search (its first sample) | perceptual onset |")
    print("|---|---|---|---|---|")
    var firstSample = refined
    firstSample.findsPerceptualOnsets = false
    let rising = OnsetTrial.risingNotes(sampleRate: refined.sampleRate) + OnsetTrial.risingClaps(sampleRate: refined.sampleRate)
    for (index, sound) in rising.enumerated() {
        let cells = [aubioAlone, firstSample, refined].map { options in
            let result = OnsetTrial.measure(sound, options: options, seed: UInt64(index + 1))
            return (result.error.map { String(format: "%+d", $0) } ?? "none") + (result.onsets == 1 ? "" : " (\(result.onsets) onsets)")
        }
        print("| \(sound.label) | \(sound.truth) | " + cells.joined(separator: " | ") + " |")
    }

    print("")
    print("aubio's onset methods, refined: hits missed and extra over the six sets above (48 hits), extra onsets in the 32 steady tones of the precision table (one each, at its start, is right)")
    print("| method | missed | extra | onsets in the steady tones | worst error, samples |")
    print("|---|---|---|---|---|")
    for method in ["energy", "hfc", "complex", "specflux", "specdiff", "kl", "mkl"] {
        var options = refined
        options.onsetMethod = method
        var missed = 0, extra = 0, worst = 0, inTones = 0
        for background in OnsetTrial.Background.allCases {
            for kind in Percussion.allCases {
                let result = OnsetTrial.measure(kind, over: background, options: options)
                missed += result.missed
                extra += result.extra
                if let error = result.worstError, abs(error) > abs(worst) { worst = error }
            }
        }
        for timbre in Timbre.allCases {
            for (index, frequency) in SteadyTones.frequencies.enumerated() {
                let samples = SteadyTones.signal(timbre, frequency, sampleRate: 48_000, seed: UInt64(index + 1)).samples
                inTones += ListeningRun(samples, through: AubioInputAnalyser(options: options)).onsets.count
            }
        }
        print("| \(method) | \(missed) | \(extra) | \(inTones) | \(worst) |")
    }

    print("")
    print("Response to a 100 ¢ step (voice), ms from the step to the event from which on every pitch is within 10 ¢; worst (median) of 4 step positions within a hop")
    let all = PitchResponse.frequencies
    print("| analyser | " + all.map { "\($0) Hz" }.joined(separator: " | ") + " |")
    print("|---|" + all.map { _ in "---|" }.joined())
    var variants: [(String, ListeningOptions)] = [("aubio alone (window 2048, hop 256)", aubioAlone)]
    for (span, hop) in [(1024, 256), (512, 256), (2048, 256), (1024, 128), (1024, 512)] {
        var options = refined
        options.shortestSpan = span
        options.hop = hop
        options.onsetWindow = 2 * hop
        variants.append(("refined, span ≥ \(span), hop \(hop)", options))
    }
    for (name, options) in variants {
        let rows = PitchResponse.table(frequencies: all, options: options)
        print("| \(name) | " + rows.map { row in row.worst.map { String(format: "%.1f (%.1f)", $0, row.median ?? .nan) } ?? "never" }.joined(separator: " | ") + " |")
    }
    print("")
    print("The same variants: steady-tone precision (sweep, voice and flute) and cost")
    print("| analyser | worst median ¢ | worst frame ¢ | CPU % of one core, sung tone |")
    print("|---|---|---|---|")
    for (name, options) in variants.dropFirst() {
        var worstMedian = 0.0, worstFrame = 0.0
        for timbre in [Timbre.voice, .flute] {
            for frequency in sweepFrequencies {
                let score = SteadyTones.measure(timbre, frequency, options: options)
                if !(abs(score.medianError) <= abs(worstMedian)) { worstMedian = score.medianError }
                if !(abs(score.worstError) <= abs(worstFrame)) { worstFrame = score.worstError }
            }
        }
        print("| \(name) | \(cents(worstMedian)) | \(cents(worstFrame)) | " + String(format: "%.2f %%", analysisLoad(sungTone(seconds: 20), options: options) * 100) + " |")
    }

    print("")
    print("Cost: thread CPU time per second of 48 kHz audio, fed in blocks of 256, 60 s each")
    print("| input | aubio alone | refined |")
    print("|---|---|---|")
    var noise = SeededNoise(seed: 9)
    var lowNote = HarmonicTone(timbre: .voice, frequency: 66.3)
    lowNote.seed = 3
    let inputs: [(String, [Float])] = [
        ("a sung tone (221.7 Hz, vibrato, noise at −30 dB)", sungTone(seconds: 60)),
        ("a low note (66.3 Hz: the widest search)", lowNote.samples(seconds: 60, sampleRate: 48_000)),
        ("white noise at −20 dBFS (no pitch)", noise.white(count: 60 * 48_000, rms: amplitude(dB: -20))),
    ]
    for (name, samples) in inputs {
        print("| \(name) | " + String(format: "%.2f %% | %.2f %%", analysisLoad(samples, options: aubioAlone) * 100, analysisLoad(samples, options: refined) * 100) + " |")
    }
}

// Three steps a semitone over four octaves from 65 Hz (typed out: inferred, it took the
// compiler 13 s).
let sweepFrequencies: [Double] = (0...144).map { (step: Int) -> Double in 65 * exp2(Double(step) / 36) }.filter { $0 <= 1100 }

func sungTone(seconds: Double) -> [Float] {
    var tone = HarmonicTone(timbre: .voice, frequency: 221.7)
    tone.cents = { time in 50 * sin(2 * Double.pi * 5.5 * time) }
    var samples = tone.samples(seconds: seconds, sampleRate: 48_000)
    var noise = SeededNoise(seed: 4)
    for index in samples.indices { samples[index] += Float(noise.gaussian() * amplitude(dB: -48)) }
    return samples
}

/// Thread CPU seconds spent analysing, per second of audio.
func analysisLoad(_ samples: [Float], options: ListeningOptions) -> Double {
    func cpuSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
    let analyser = AubioInputAnalyser(options: options)
    var events = 0
    let start = cpuSeconds()
    samples.withUnsafeBufferPointer { buffer in
        var offset = 0
        while offset + 256 <= buffer.count {
            events += analyser.analyse(UnsafeBufferPointer(rebasing: buffer[offset..<offset + 256]), startingAt: UInt64(offset)).count
            offset += 256
        }
    }
    let spent = cpuSeconds() - start
    precondition(events > 0)
    return spent / (Double(samples.count) / Double(options.sampleRate))
}
