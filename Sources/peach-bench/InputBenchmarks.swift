import Foundation
import PeachAudio
import PeachCore
import PeachListening
import PeachListeningSignals
import PeachMeasurement
import PeachRealTime

/// The audio thread's cost of the input: `RealTimeEngine.process` followed by
/// `captureInput`, as the process callback runs them, with nobody listening (a flag read)
/// and with someone listening (each period copied into the ring; the reader's side drains
/// it between periods here, as the analysis thread does).
func inputCaptureCost(period: Int, listening: Bool, periods: Int = 200_000) -> (p50: Double, p99: Double, max: Double) {
    let engine = RealTimeEngine.allocate(voiceCount: 16, queueCapacity: 64, sampleRate: sampleRate)
    let left = UnsafeMutablePointer<Float>.allocate(capacity: period)
    let right = UnsafeMutablePointer<Float>.allocate(capacity: period)
    let input = UnsafeMutablePointer<Float>.allocate(capacity: period)
    let drained = UnsafeMutablePointer<Float>.allocate(capacity: period)
    defer {
        engine.deallocate()
        for buffer in [left, right, input, drained] { buffer.deallocate() }
    }
    for index in 0..<period { input[index] = Float(sin(Double(index) * 0.05)) }
    engine.input.listening.pointee.store(listening, ordering: .relaxed)
    var costs: [Double] = []
    costs.reserveCapacity(periods)
    var frame: UInt32 = 0
    for _ in 0..<periods {
        let start = now()
        engine.process(frameTime: frame, frames: period, left: left, right: right)
        _ = engine.captureInput(input, frames: period)
        costs.append(now() - start)
        frame &+= UInt32(period)
        var captured = CapturedPeriod()
        while engine.input.periods.pop(into: &captured) { _ = engine.input.samples.pop(into: drained, count: captured.count) }
    }
    costs.sort()
    return (percentile(costs, 0.5), percentile(costs, 0.99), costs.last!)
}

/// Sound to needle: a singer (a JACK client) steps a held voice up a semitone at a known
/// frame; the time from that frame (on JACK's clock) until the hearing's stream delivers
/// the first pitch within 10 cents of the new note, through the real engine, its listening
/// thread and aubio's analyser: what the session then shows at once.
func needleLatency(trials: Int) async throws -> [Double] {
    let singer = try JackPlayer(name: uniqueName("bench-singer"), seconds: 2)
    var options = AudioEngineOptions(clientName: uniqueName("bench-peach"), destinations: [])
    options.listenSources = [singer.outputPort]
    let engine = try AudioEngine(options: options)
    defer {
        engine.close()
        singer.close()
    }
    let rate = engine.sampleRate
    let hearing = JackHearing(engine: engine, makeAnalyser: { AubioInputAnalyser(options: ListeningOptions(sampleRate: rate)) })
    var latencies: [Double] = []
    for trial in 0..<trials {
        let base = 110 * pow(2, Double(trial % 24) / 12)
        var tone = HarmonicTone(timbre: .voice, frequency: base)
        tone.cents = { $0 < 0.6 ? 0 : 100 }
        tone.seed = UInt64(trial + 1)
        let events = hearing.startHearing()
        let start = UInt64(engine.currentFrame) + UInt64(rate / 10)
        let stepFrame = start + UInt64(0.6 * Double(rate))
        await singer.play(tone.samples(seconds: 1.0, sampleRate: rate), atFrame: start)
        let stepped = base * pow(2, 100.0 / 1200)
        var arrival: UInt64?
        for await event in events {
            guard case let .pitch(pitch) = event, pitch.frame >= stepFrame else { continue }
            if abs(1200 * log2(pitch.frequency.hertz / stepped)) < 10 {
                arrival = engine.microseconds(atFrame: engine.currentFrame)
                break
            }
        }
        hearing.stopHearing()
        if let arrival {
            let sounded = engine.microseconds(atFrame: UInt32(truncatingIfNeeded: stepFrame))
            latencies.append(Double(Int64(bitPattern: arrival &- sounded)) / 1000)
        }
        try await Task.sleep(nanoseconds: 300_000_000)
    }
    return latencies.sorted()
}

func inputBenchmarks(jack: Bool) async throws {
    print("")
    print("Input capture on the audio thread: process + captureInput a period, 200 000 periods (µs)")
    print("| period | nobody listening p50 / p99 / max | listening p50 / p99 / max |")
    print("|---|---|---|")
    for period in [64, 256, 1024] {
        let off = inputCaptureCost(period: period, listening: false), on = inputCaptureCost(period: period, listening: true)
        print(String(format: "| %d | %.2f / %.2f / %.1f | %.2f / %.2f / %.1f |", period, off.p50, off.p99, off.max, on.p50, on.p99, on.max))
    }
    guard jack else { return }
    let needle = try await needleLatency(trials: 24)
    print("")
    print("Sound to needle: a semitone step sung into peach:in → the first pitch within 10 cents of it out of the hearing (JACK clock), \(needle.count) of 24 steps, 110–415 Hz")
    print(String(format: "ms: min %.1f, p50 %.1f, max %.1f", needle.first ?? -1, percentile(needle, 0.5), needle.last ?? -1))

    print("")
    print("Steady tones sung into peach:in through the engine and JackHearing (noise 30 dB below), cents from the truth")
    print("| timbre | Hz | median ¢ | worst ¢ | > 600 ¢ off |")
    print("|---|---|---|---|---|")
    for row in try await sungThroughJack() {
        print("| \(row.timbre.rawValue) | " + String(format: "%.1f | %+.2f | %+.2f | %d |", row.hertz, row.median, row.worst, row.octaveErrors))
    }
}

/// Steady tones sung into `peach:in` through the real engine and `JackHearing`: the goal's
/// three timbres across 65–1100 Hz with white noise 30 dB below, one second each; the median
/// of the pitches heard over the held part (0.15 s after the start to 0.05 s before the end)
/// against the truth, the worst single pitch there, and pitches more than 600 cents off
/// anywhere in the tone.
func sungThroughJack() async throws -> [(timbre: Timbre, hertz: Double, median: Double, worst: Double, octaveErrors: Int)] {
    let singer = try JackPlayer(name: uniqueName("bench-singer"), seconds: 2)
    var options = AudioEngineOptions(clientName: uniqueName("bench-peach"), destinations: [])
    options.listenSources = [singer.outputPort]
    let engine = try AudioEngine(options: options)
    defer {
        engine.close()
        singer.close()
    }
    let rate = engine.sampleRate
    let hearing = JackHearing(engine: engine, makeAnalyser: { AubioInputAnalyser(options: ListeningOptions(sampleRate: rate)) })
    var results: [(timbre: Timbre, hertz: Double, median: Double, worst: Double, octaveErrors: Int)] = []
    for timbre in [Timbre.voice, .bassoon, .clarinet] {
        for hertz in [65.4, 98.7, 146.2, 220.9, 331.5, 494.0, 741.3, 1098.0] {
            var tone = HarmonicTone(timbre: timbre, frequency: hertz)
            tone.seed = UInt64(hertz)
            var samples = tone.samples(seconds: 1.0, sampleRate: rate)
            var noise = SeededNoise(seed: UInt64(hertz) + 7)
            mix(noise.white(count: samples.count, rms: amplitude(dB: tone.level - 30)), into: &samples, at: 0)
            let events = hearing.startHearing()
            let start = UInt64(engine.currentFrame) + UInt64(rate / 10)
            await singer.play(samples, atFrame: start)
            var held: [Double] = [], octaveErrors = 0
            let end = start + UInt64(rate) + UInt64(rate / 5)
            for await event in events {
                guard case let .pitch(pitch) = event else {
                    if case let .noPitch(frame, _) = event, frame > end { break }
                    continue
                }
                if pitch.frame > end { break }
                let cents = 1200 * log2(pitch.frequency.hertz / hertz)
                if abs(cents) > 600 { octaveErrors += 1 }
                if pitch.frame >= start + UInt64(0.15 * Double(rate)) && pitch.frame <= start + UInt64(0.95 * Double(rate)) { held.append(cents) }
            }
            hearing.stopHearing()
            held.sort()
            let median = held.isEmpty ? .nan : held[held.count / 2]
            let worst = held.max { abs($0) < abs($1) } ?? .nan
            results.append((timbre, hertz, median, worst, octaveErrors))
        }
    }
    return results
}
