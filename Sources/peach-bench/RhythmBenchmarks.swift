import Foundation
import PeachAudio
import PeachCore
import PeachJack
import PeachMeasurement
import PeachRealTime

/// Cost of one period of `RealTimeEngine.process` while Fill the Gap's loop plays: clicks
/// started on their grid frames inside periods (the start-at-a-frame path), a cycle ahead,
/// each on a voice of its own, as the click player schedules them.
func clickLoopCost(period: Int, bpm: Int, periods: Int = 200_000) -> (p50: Double, p99: Double, max: Double) {
    let engine = RealTimeEngine.allocate(voiceCount: 16, queueCapacity: 64)
    let left = UnsafeMutablePointer<Float>.allocate(capacity: period)
    let right = UnsafeMutablePointer<Float>.allocate(capacity: period)
    let clicks = [ClickRenderer.render(.accent, sampleRate: sampleRate), ClickRenderer.render(.normal, sampleRate: sampleRate)]
    defer {
        engine.deallocate()
        left.deallocate()
        right.deallocate()
    }
    let grid = ClickGrid(start: UInt64(period), tempo: Tempo(bpm: bpm), sampleRate: sampleRate)
    var nextStep = 0, generation: UInt32 = 0
    var costs: [Double] = []
    costs.reserveCapacity(periods)
    var frame: UInt64 = 0
    for _ in 0..<periods {
        // Keep the steps of the coming cycle queued, the gap (every fourth "and") left out.
        while grid.frame(ofStep: nextStep) < frame + UInt64(4 * grid.framesPerStep) {
            if nextStep % 4 != 2 {
                generation &+= 1
                var command = VoiceCommand()
                command.kind = .start
                command.voice = Int32(nextStep % 8)
                command.generation = generation
                let buffer = clicks[nextStep % 4 == 0 ? 0 : 1]
                command.samples = UnsafePointer(buffer.samples)
                command.length = buffer.count
                command.rate = 1
                command.gain = 1
                command.startFrame = grid.frame(ofStep: nextStep)
                _ = engine.commands.push(command)
            }
            nextStep += 1
        }
        let start = now()
        engine.process(frameTime: UInt32(truncatingIfNeeded: frame), frames: period, left: left, right: right)
        costs.append(now() - start)
        frame += UInt64(period)
        while engine.events.pop() != nil {}
    }
    withExtendedLifetime(clicks) {}
    costs.sort()
    return (percentile(costs, 0.5), percentile(costs, 0.99), costs.last!)
}

/// From the start of the period that carries a tap (when JACK hands it to the clients) to
/// the moment Fill the Gap's `tap` line, with its offset and rating, is read from a headless
/// Peach's standard output: the path to what the musician sees, on JACK's clock. The taps
/// are sent into the gaps by a JACK client standing in for the pads.
func tapToScreen(taps count: Int) async throws -> [Double] {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("peach-bench-taps-\(getpid())").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let bpm = 100
    try "[training]\ntempo = \(bpm)\ngapPositions = [\"and\"]\n".write(toFile: folder + "/config.toml", atomically: true, encoding: .utf8)
    let recorder = try JackRecorder(name: uniqueName("bench-rec"), seconds: Double(count) * 0.6 + 10)
    let pads = try JackMIDISender(name: uniqueName("bench-pads"))
    defer {
        pads.close()
        recorder.close()
    }
    recorder.start()
    let peach = try PeachProcess([
        "fill", "--headless", "--db", folder + "/peach.sqlite", "--config", folder + "/config.toml",
        "--jack-name", uniqueName("bench-peach"), "--connect", recorder.inputPort, "--midi-connect", pads.outputPort,
    ], interactive: true)
    defer { peach.end() }
    var start: UInt64?
    let deadline = now() + 15e6
    while start == nil && now() < deadline {
        try await Task.sleep(nanoseconds: 10_000_000)
        let recording = recorder.recording()
        start = recording.segments(silence: 400).first.map { recording.frame(atIndex: $0.lowerBound) }
    }
    guard let start else { throw JackError("no click recorded: \(peach.errorOutput)") }
    let rate = recorder.sampleRate, stepFrames = 15 * rate / bpm
    func gap(_ cycle: Int) -> UInt64 { start + UInt64(4 * cycle + 2) * UInt64(15 * rate) / UInt64(bpm) }
    var latencies: [Double] = []
    let current = UInt64(recorder.client.currentFrame)
    var cycle = Int(current > start ? (current - start) / UInt64(4 * stepFrames) : 0) + 2
    for index in 0..<count {
        let frame = UInt64(Int64(gap(cycle)) + Int64(Int.random(in: -stepFrames / 4...stepFrames / 4)))
        pads.send([0x99, 38, 100], atFrame: frame)
        let isTap: (String) -> Bool = { $0.contains("\"event\":\"tap\"") }
        while peach.outputLines.filter(isTap).count <= index && now() < deadline + Double(index + 5) * 1e6 {
            try await Task.sleep(nanoseconds: 100_000)
        }
        let read = JackClient.nowMicroseconds
        guard peach.outputLines.filter(isTap).count > index else { throw JackError("tap \(index) was not reported: \(peach.errorOutput)") }
        let periodStart = frame - frame % UInt64(recorder.client.bufferSize)
        latencies.append(Double(Int64(read) - Int64(pads.client.microseconds(atFrame: UInt32(truncatingIfNeeded: periodStart)))))
        cycle += 2
        while gap(cycle) < UInt64(recorder.client.currentFrame) + UInt64(stepFrames) { cycle += 1 }
    }
    peach.send("stop")
    _ = await peach.waitForExit(timeout: 10)
    return latencies.sorted()
}

/// The rhythm benchmarks' tables, as BENCHMARKS.md keeps them.
func rhythmBenchmarks(jack: Bool) async throws {
    print("")
    print("Click loop: RealTimeEngine.process per period (release build), Fill the Gap's clicks started on their frames")
    print("| period | BPM | p50 µs | p99 µs | max µs | p99 % of period |")
    print("|---|---|---|---|---|---|")
    for period in [64, 256] {
        for bpm in [80, 200] {
            let cost = clickLoopCost(period: period, bpm: bpm)
            let periodMicros = Double(period) / Double(sampleRate) * 1e6
            print(String(format: "| %d | %d | %.2f | %.2f | %.1f | %.3f %% |", period, bpm, cost.p50, cost.p99, cost.max, cost.p99 / periodMicros * 100))
        }
    }
    guard jack else { return }
    let taps = try await tapToScreen(taps: 60)
    print("")
    print("Tap to screen: start of the period carrying a pad's tap → Fill the Gap's tap line read from headless Peach (JACK clock), \(taps.count) taps")
    print(String(format: "ms: min %.2f, p50 %.2f, p99 %.2f, max %.2f", (taps.first ?? -1) / 1e3, percentile(taps, 0.5) / 1e3, percentile(taps, 0.99) / 1e3, (taps.last ?? -1) / 1e3))
}
