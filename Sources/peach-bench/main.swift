import Foundation
import PeachAudio
import PeachConfig
import PeachCore
import PeachJack
import PeachMIDI
import PeachMeasurement
import PeachRealTime
import PeachStore
import PeachWiring

/// The kinds of record Peach keeps, as `peach` opens its store.
let peachKinds = DisciplineRegistry.peach.storedKinds

// Benchmarks of the audio engine. Run through scripts/bench (release build); results go
// into BENCHMARKS.md by hand, with the machine they came from.

let arguments = CommandLine.arguments.dropFirst()
let sampleRate = 48_000

// `--rhythm-only`: the rhythm profile's reading and fitting alone, no audio.
if arguments.contains("--rhythm-only") {
    try rhythmProfileBenchmarks()
    exit(0)
}

// `--rebuild`: the rebuild of a million comparisons alone, for a profiler.
if arguments.contains("--rebuild") {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("peach-bench-rebuild-\(getpid()).sqlite").path
    defer { for suffix in ["", "-wal", "-shm"] { unlink(path + suffix) } }
    let filling = try TrainingStore(path: path, kinds: peachKinds)
    try filling.insert(contentsOf: historyRecords(1_000_000))
    filling.close()
    for _ in 0..<3 {
        let start = now()
        let reader = try TrainingStore(path: path, access: .read, kinds: peachKinds)
        var rebuild = TrainingHistory.Rebuild(parts: DisciplineRegistry.peach.profileParts)
        try reader.forEachRecord { rebuild.add($0) }
        reader.close()
        print(String(format: "profile rebuild of 1 000 000 comparisons: %.2f s", (now() - start) / 1e6))
    }
    exit(0)
}

// `--store`: only the store's (commits, rebuild, export, import) and the rhythm profile's.
if arguments.contains("--store") {
    try storeBenchmarks()
    try rhythmProfileBenchmarks()
    chordsProfileBenchmarks()
    exit(0)
}

// `--chords-profile`: Chords' profile of a long history alone.
if arguments.contains("--chords-profile") {
    chordsProfileBenchmarks()
    exit(0)
}

// `--listening`: the input analysis alone, offline (pitch, onsets, response, cost).
if arguments.contains("--listening") {
    listeningBenchmarks()
    exit(0)
}

func percentile(_ sorted: [Double], _ p: Double) -> Double {
    sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * p).rounded()))]
}

func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) * 1e6 + Double(time.tv_nsec) / 1e3
}

// `--faults`: the released binary given hostile files, settings, lines and keys (a JACK
// server for the probes that train).
if arguments.contains("--faults") {
    try await faultProbes()
    exit(0)
}

// `--input`: the input's capture on the audio thread, and sound to needle through JACK.
if arguments.contains("--input") {
    try await inputBenchmarks(jack: !arguments.contains("--no-jack"))
    exit(0)
}

// `--rhythm`: only the rhythm disciplines' benchmarks (the click loop, tap to screen).
if arguments.contains("--rhythm") {
    try await rhythmBenchmarks(jack: !arguments.contains("--no-jack"))
    exit(0)
}

/// Cost of one period of `RealTimeEngine.process`, the code the JACK callback runs,
/// with `voices` sustained tones sounding (looped and retuned: the interpolating path,
/// the most expensive one).
func callbackCost(period: Int, voices: Int, periods: Int = 200_000) -> (p50: Double, p99: Double, max: Double) {
    let engine = RealTimeEngine.allocate(voiceCount: 16, queueCapacity: 64)
    let left = UnsafeMutablePointer<Float>.allocate(capacity: period)
    let right = UnsafeMutablePointer<Float>.allocate(capacity: period)
    defer {
        engine.deallocate()
        left.deallocate()
        right.deallocate()
    }
    let renderer = SineRenderer()
    var buffers: [ToneBuffer] = []
    for voice in 0..<voices {
        let buffer = try! renderer.render(Tone(frequency: Frequency(hertz: 220 * Double(voice + 1)), duration: nil), sampleRate: sampleRate)
        buffers.append(buffer)
        var command = VoiceCommand()
        command.kind = .start
        command.voice = Int32(voice)
        command.generation = 1
        command.samples = UnsafePointer(buffer.samples)
        command.length = buffer.count
        command.loopStart = buffer.loop!.start
        command.loopEnd = buffer.loop!.end
        command.rate = 1.0017
        command.gain = 1
        _ = engine.commands.push(command)
    }
    var costs: [Double] = []
    costs.reserveCapacity(periods)
    var frame: UInt32 = 0
    for _ in 0..<periods {
        let start = now()
        engine.process(frameTime: frame, frames: period, left: left, right: right)
        costs.append(now() - start)
        frame &+= UInt32(period)
        while engine.events.pop() != nil {}
    }
    withExtendedLifetime(buffers) {}
    costs.sort()
    return (percentile(costs, 0.5), percentile(costs, 0.99), costs.last!)
}

/// From a `play` call to the first non-zero sample on the recorded output, in frames,
/// through a real JACK server (`JACK_DEFAULT_SERVER`).
func triggerLatency(trials: Int) async throws -> [Int] {
    let recorder = try JackRecorder(name: uniqueName("bench-rec"), seconds: Double(trials) * 0.4 + 2)
    let engine = try AudioEngine(options: AudioEngineOptions(clientName: uniqueName("bench-peach"), destinations: [recorder.inputPort]))
    defer {
        engine.close()
        recorder.close()
    }
    recorder.start()
    try await Task.sleep(nanoseconds: 500_000_000)
    let renderer = SineRenderer()
    var calls: [UInt64] = []
    for trial in 0..<trials {
        // Render first: the latency asked for is from the call that schedules a ready tone.
        let buffer = try renderer.render(Tone(frequency: Frequency(hertz: 1000), duration: 0.1), sampleRate: engine.sampleRate)
        try await Task.sleep(nanoseconds: UInt64.random(in: 150_000_000...250_000_000))
        calls.append(UInt64(engine.currentFrame))
        let handle = try engine.schedule(buffer)
        try await handle.ended()
        _ = trial
    }
    try await Task.sleep(nanoseconds: 100_000_000)
    let recording = recorder.recording()
    var latencies: [Int] = []
    for call in calls {
        let from = max(0, recording.index(ofFrame: call))
        // The tone's first sample is 0 (phase 0, ramp 0): its onset is one frame before the first non-zero one.
        if let first = recording.samples[from...].firstIndex(where: { $0 != 0 }) {
            latencies.append(first - 1 - from)
        }
    }
    return latencies
}

/// From the start of the period that carries a MIDI event (when JACK hands it to the
/// clients: the earliest any software can see it) to the moment the mapped control comes
/// out of `ControlReceiver`, on JACK's clock. The event is sent by a JACK client standing
/// in for the controller.
func midiLatency(events count: Int) async throws -> [Double] {
    let sender = try JackMIDISender(name: uniqueName("bench-pads"))
    let engine = try AudioEngine(options: AudioEngineOptions(clientName: uniqueName("bench-peach"), destinations: [], midiSources: [sender.outputPort]))
    defer {
        engine.close()
        sender.close()
    }
    let receiver = ControlReceiver()
    let bridge = Task.detached {
        for await midi in engine.midiInput { receiver.receive(midi.bytes, frame: midi.frame, from: "jack") }
    }
    defer { bridge.cancel() }
    var delivered = receiver.events.makeAsyncIterator()
    var latencies: [Double] = []
    for index in 0..<count {
        sender.send([0x90, UInt8(48 + index % 24), 100], offset: Int.random(in: 0..<engine.bufferSize))
        guard let event = await delivered.next(), let frame = event.frame, event.control != nil else { continue }
        let arrived = JackClient.nowMicroseconds
        // Periods start at multiples of the buffer size (the frame counter starts at 0).
        let periodStart = frame - frame % UInt64(engine.bufferSize)
        latencies.append(Double(Int64(arrived) - Int64(engine.microseconds(atFrame: UInt32(truncatingIfNeeded: periodStart)))))
        try await Task.sleep(nanoseconds: UInt64.random(in: 5_000_000...20_000_000))
    }
    return latencies.sorted()
}

func maxResidentKilobytes() -> Int {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return usage.ru_maxrss
}

func historyRecords(_ count: Int) -> [ComparisonRecord] {
    var random = SeededRandom(seed: 1)
    return (0..<count).map { index in
        let note = MIDINote(random.integer(in: 36...84))
        return ComparisonRecord(
            referenceNote: note, targetNote: note, centOffset: Cents(random.uniform(in: -100...100)), isCorrect: random.coinFlip(),
            interval: .unison, tuningSystem: .equalTemperament, timestamp: Date(timeIntervalSince1970: 1_600_000_000 + Double(index) * 30))
    }
}

func storeBenchmarks() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("peach-bench-\(getpid())").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }

    // Commit latency: one record, one transaction, as a session writes it (WAL, synchronous = FULL).
    let store = try TrainingStore(path: folder + "/commit.sqlite", kinds: peachKinds)
    var latencies: [Double] = []
    for record in historyRecords(2000) {
        let start = now()
        try store.insert(record)
        latencies.append(now() - start)
    }
    store.close()
    latencies.sort()
    print("")
    print("Store, in \(folder)")
    print(String(format: "commit of one record: p50 %.0f µs, p99 %.0f µs, max %.0f µs (2000 commits)", percentile(latencies, 0.5), percentile(latencies, 0.99), latencies.last!))

    for count in [100_000, 1_000_000] {
        let path = folder + "/history-\(count).sqlite"
        let filling = try TrainingStore(path: path, kinds: peachKinds)
        try filling.insert(contentsOf: historyRecords(count))
        filling.close()
        let rssBefore = maxResidentKilobytes()
        var start = now()
        let reader = try TrainingStore(path: path, kinds: peachKinds)
        var rebuild = TrainingHistory.Rebuild(parts: DisciplineRegistry.peach.profileParts)
        try reader.forEachRecord { rebuild.add($0) }
        let seconds = (now() - start) / 1e6
        reader.close()
        print(String(format: "profile rebuild (open, stream, profile + thresholds + trend + timeline) of %d records: %.2f s, max RSS grew %d MB",
                     count, seconds, (maxResidentKilobytes() - rssBefore) / 1024))
        start = now()
        let snapshot = rebuild.snapshot(range: NoteRange(lowest: MIDINote(36), highest: MIDINote(84)))
        print(String(format: "profile snapshot (every fit the screens and report show: %d tasks, %d days) of %d records: %.2f s",
                     snapshot.tasks.count, snapshot.tasks.first?.days.count ?? 0, count, (now() - start) / 1e6))
    }

    let exportStore = try TrainingStore(path: folder + "/history-100000.sqlite", kinds: peachKinds)
    var csv = ""
    var start = now()
    try exportStore.exportCSV { csv += $0 }
    print(String(format: "export of 100 000 rows: %.2f s (%d MB of CSV)", (now() - start) / 1e6, csv.utf8.count / 1_000_000))
    exportStore.close()
    let importStore = try TrainingStore(path: folder + "/import.sqlite", kinds: peachKinds)
    start = now()
    let summary = try importStore.importCSV(csv, mode: .replace)
    print(String(format: "import of 100 000 rows: %.2f s (%@)", (now() - start) / 1e6, summary.description))

    // Peach's own backup of the million-record history, and its restore into a new file.
    let history = try TrainingStore(path: folder + "/history-1000000.sqlite", access: .read, kinds: peachKinds)
    start = now()
    _ = try history.backup(toNewFile: folder + "/history.backup")
    let backupSeconds = (now() - start) / 1e6
    let backup = try TrainingStore(path: folder + "/history.backup", access: .read, kinds: peachKinds)
    let restored = try TrainingStore(path: folder + "/restored.sqlite", kinds: peachKinds)
    start = now()
    let restoredSummary = try restored.restore(from: backup, mode: .replace)
    print(String(format: "backup of 1 000 000 records: %.2f s; restore (replace, one transaction): %.2f s (%d records)",
                 backupSeconds, (now() - start) / 1e6, restoredSummary.imported))
    for store in [history, backup, restored] { store.close() }
    importStore.close()
}

print("Callback cost: RealTimeEngine.process per period (release build), voices sustained and retuned")
print("| period | voices | p50 µs | p99 µs | max µs | p99 % of period |")
print("|---|---|---|---|---|---|")
for period in [64, 256] {
    for voices in [1, 2, 4] {
        let cost = callbackCost(period: period, voices: voices)
        let periodMicros = Double(period) / Double(sampleRate) * 1e6
        print(String(format: "| %d | %d | %.2f | %.2f | %.1f | %.3f %% |", period, voices, cost.p50, cost.p99, cost.max, cost.p99 / periodMicros * 100))
    }
}

func soundFontBenchmarks() throws {
    guard let path = SoundFontLibrary.discover(configured: []).first else {
        print("\nSoundFont: none installed, skipped")
        return
    }
    let rssBefore = maxResidentKilobytes()
    var start = now()
    let font = try SoundFontRenderer(fontPath: path, sampleRate: sampleRate)
    let loadMilliseconds = (now() - start) / 1000
    let rssGrowth = (maxResidentKilobytes() - rssBefore) / 1024
    var renders: [Double] = []
    var random = SeededRandom(seed: 8)
    for _ in 0..<50 {
        let frequency = PitchCalculator().frequency(of: MIDINote(random.integer(in: 36...84)), detunedBy: Cents(random.uniform(in: -50...50)))
        start = now()
        _ = try font.render(Tone(frequency: frequency, duration: 1.0), bank: 0, program: 0)
        renders.append((now() - start) / 1000)
    }
    renders.sort()
    print("")
    print("SoundFont \(path) (\(font.font.presets.count) melodic presets)")
    print(String(format: "font load: %.0f ms, peak memory grew %d MB", loadMilliseconds, rssGrowth))
    print(String(format: "render of a 1 s piano note (+0.3 s release): p50 %.1f ms, max %.1f ms (50 notes)", percentile(renders, 0.5), renders.last!))
}

/// From launching `peach compare --headless` on a database of 100 000 comparisons to its
/// first note sounding (the `playingNote1` state comes when note 1's first frame is played):
/// opening the store, rebuilding the profile and thresholds, joining JACK, rendering.
func startupToFirstNote(runs: Int) async throws -> [Double] {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("peach-bench-start-\(getpid())").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/history.sqlite"
    let filling = try TrainingStore(path: path, kinds: peachKinds)
    try filling.insert(contentsOf: historyRecords(100_000))
    filling.close()
    // The defaults, whatever the machine's own config says.
    _ = FileManager.default.createFile(atPath: folder + "/none.toml", contents: Data())
    var seconds: [Double] = []
    for _ in 0..<runs {
        let start = now()
        let peach = try PeachProcess(["compare", "--headless", "--no-connect", "--db", path, "--config", folder + "/none.toml"], interactive: true)
        while !peach.outputLines.contains(where: { $0.contains("playingNote1") }) && peach.process.isRunning && now() - start < 20e6 {
            try await Task.sleep(nanoseconds: 1_000_000)
        }
        seconds.append((now() - start) / 1e6)
        peach.send("stop")
        _ = await peach.waitForExit(timeout: 10)
    }
    return seconds.sorted()
}

/// The config reader on files far larger than anyone writes: time must grow with the
/// size, not its square (a stray generator or a paste can make such a file).
func configBenchmarks() throws {
    print("")
    print("Config file: PeachConfiguration.parse of a [training] table plus N string keys, median of 5")
    print("| keys | size | median s |")
    print("|---|---|---|")
    for keys in [10_000, 80_000, 500_000] {
        let text = "[training]\nnoteDuration = 1.0\n[extra]\n" + (0..<keys).map { "key\($0) = \"value \($0)\"" }.joined(separator: "\n") + "\n"
        let bytes = Array(text.utf8)
        var times: [Double] = []
        for _ in 0..<5 {
            let start = now()
            let parsed = try PeachConfiguration.parse(bytes, file: "bench.toml")
            times.append((now() - start) / 1e6)
            precondition(parsed.settings.noteDuration == 1.0)
        }
        times.sort()
        print(String(format: "| %d | %.1f MB | %.3f |", keys, Double(bytes.count) / 1e6, percentile(times, 0.5)))
    }
}

try await rhythmBenchmarks(jack: !arguments.contains("--no-jack"))
try configBenchmarks()
try soundFontBenchmarks()
try storeBenchmarks()
try rhythmProfileBenchmarks()

if !arguments.contains("--no-jack") {
    let startup = try await startupToFirstNote(runs: 7)
    print("")
    print("Start to first note: launch of peach compare --headless on 100 000 comparisons → note 1 sounding, \(startup.count) runs")
    print(String(format: "seconds: min %.2f, median %.2f, max %.2f", startup.first ?? -1, percentile(startup, 0.5), startup.last ?? -1))

    let latencies = try await triggerLatency(trials: 40).sorted()
    let asDouble = latencies.map(Double.init)
    print("")
    print("Trigger latency: play call → first non-zero recorded sample (JACK dummy, 48 kHz), \(latencies.count) trials")
    print(String(format: "frames: min %d, p50 %.0f, p99 %.0f, max %d", latencies.first ?? -1, percentile(asDouble, 0.5), percentile(asDouble, 0.99), latencies.last ?? -1))

    let midi = try await midiLatency(events: 300)
    print("")
    print("MIDI latency: start of the period carrying the event → control out of ControlReceiver (JACK clock), \(midi.count) events")
    print(String(format: "µs: min %.0f, p50 %.0f, p99 %.0f, max %.0f", midi.first ?? -1, percentile(midi, 0.5), percentile(midi, 0.99), midi.last ?? -1))
}
