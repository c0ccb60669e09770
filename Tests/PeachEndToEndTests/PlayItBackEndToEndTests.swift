import Foundation
import PeachListeningSignals
import PeachMeasurement
import Testing

/// Play It Back as a keyboard player plays it, headless: each phrase note checked on the
/// recorded output, the echo sent as MIDI at chosen frames by a client of the test's own.
@Suite("Play It Back, end to end", .serialized)
struct PlayItBackEndToEndTests {
    typealias Studio = HeadlessTrainingTests.Studio

    static func integers(_ value: Any?) -> [Int] { (value as? [Any] ?? []).map { Int(HeadlessTrainingTests.number($0)) } }

    /// What the echo of one phrase does: the notes it plays (by the phrase's, with a change),
    /// each at its beat plus an offset in frames.
    enum Echo {
        case late(index: Int, frames: Int), wrongFirstAndExtra, missingLast
    }

    /// Runs `echoes` in turn on a private server of `period` frames; checks each phrase note
    /// on the recording and each echo note's stored onset; returns the `trial` lines.
    func run(period: Int, bpm: Int, echoes: [Echo], playback: Int = 0, capture: Int = 0) async throws -> [[String: Any]] {
        let server = try PrivateJackServer(period: period)
        defer { server.stop() }
        let studio = try Studio(
            mode: "echo", seconds: Double(echoes.count) * 8 + 6, training: "tempo = \(bpm)\nnoteRangeMin = 60\nnoteRangeMax = 84\nphraseScale = \"major\"",
            serverName: server.name, playbackLatency: playback == 0 ? nil : playback, captureLatency: capture == 0 ? nil : capture)
        defer { studio.close() }
        let rate = 48_000, beat = 60 * rate / bpm
        var trials: [[String: Any]] = []
        var expectedOnsets: [[Int]] = []
        for (index, echo) in echoes.enumerated() {
            let phrase = try #require(await studio.waitForEvent(index, timeout: 15) { $0["event"] as? String == "phrase" },
                                      "phrase \(index) never came; stderr: \(studio.peach.errorOutput)")
            let notes = Self.integers(phrase["notes"]), heard = Self.integers(phrase["heardFrames"])
            try #require(notes.count == heard.count && !notes.isEmpty)
            // The echo: a beat and a half after the phrase's last note was heard, a beat apart.
            let start = heard.last! + beat + beat / 2
            var plan: [(note: Int, frame: Int)] = notes.enumerated().map { ($0.element, start + $0.offset * beat) }
            switch echo {
            case let .late(i, frames): plan[i].frame += frames
            case .wrongFirstAndExtra:
                plan[0].note = notes[0] + 1
                plan.insert((127, plan[1].frame + beat / 2), at: 2)
            case .missingLast: plan.removeLast()
            }
            // Sent where the controller's declared capture latency makes them played at the chosen frames.
            for played in plan { studio.controller.send([0x90, UInt8(played.note), 100], atFrame: UInt64(played.frame + capture)) }
            let trial = try #require(await studio.waitForEvent(index, timeout: 20, HeadlessTrainingTests.isTrial),
                                     "no verdict for phrase \(index); events: \(studio.peach.jsonEvents.suffix(5))")
            trials.append(trial)
            try await studio.settle()
            Self.expectHeard(heard.map { $0 - playback }, in: studio.recorder.recording(), "phrase \(index), period \(period)")
            // A key is heard as far into its sound as a phrase note (the same sine).
            expectedOnsets.append(plan.map { $0.frame + Self.sineRise - heard[0] })
        }
        // Each echo note as stored and reported: exactly the frames it was played at (its sound's rise added), from the phrase's first heard note.
        let played = studio.peach.jsonEvents.filter { $0["event"] as? String == "played" }.map { Int(HeadlessTrainingTests.number($0["onsetFrames"])) }
        #expect(played == expectedOnsets.flatMap { $0 }, "at \(period) frames a period")
        return trials
    }

    /// Where Peach's sine is heard to begin: 43 frames into its 5 ms ramp, read from the
    /// envelope it is specified with.
    static let sineRise = EnvelopeOnset.frames(of: { min(1, $0 / 0.005) }, sampleRate: 48_000)

    /// Every note heard at its frame said: the recorded tone's first sample `sineRise` before
    /// it, to the frame, and where the recording comes within 15 dB of its peak (`PerceptualOnset`
    /// on the recording) within a millisecond of it. The recorder hears at its port.
    static func expectHeard(_ frames: [Int], in recording: Recording, _ context: String) {
        let starts = recording.segments(silence: 400).map { Int(recording.frame(atIndex: $0.lowerBound)) }
        let perceived = recording.perceivedOnsets(silence: 400).map { Int(recording.frame(atIndex: $0)) }
        for frame in frames {
            #expect(starts.contains { abs($0 + sineRise - frame) <= 1 }, "\(context): no tone starts \(sineRise) frames before \(frame)")
            #expect(perceived.contains { abs($0 - frame) <= 48 }, "\(context): no tone heard within 1 ms of \(frame)")
        }
    }

    static func verdicts(_ trial: [String: Any]) -> [String] { (trial["notes"] as? [[String: Any]] ?? []).map { $0["verdict"] as? String ?? "?" } }
    static func offsets(_ trial: [String: Any]) -> [Double] { (trial["notes"] as? [[String: Any]] ?? []).map { HeadlessTrainingTests.number($0["offsetMs"]) } }

    @Test("at 64 frames a period: an echo 40 ms late on its 2nd note (right, that note named; the others exact), then a wrong note with an extra one, then a missing one, each named; every phrase note on its frame; every echo note stored at the frame it was played")
    func judgedNoteByNote() async throws {
        try await ServerAccess.exclusive {
            let trials = try await run(period: 64, bpm: 180, echoes: [.late(index: 1, frames: 1920), .wrongFirstAndExtra, .missingLast])
            #expect(trials.map { Int(HeadlessTrainingTests.number($0["length"])) } == [3, 4, 2], "the staircase: +1 after right, −3 after wrong")
            #expect(trials.map { $0["right"] as? Bool } == [true, false, false])
            let late = Self.offsets(trials[0])
            #expect(abs(late[1] - 40) < 0.03 && abs(late[0]) < 0.03 && abs(late[2]) < 0.03, "\(late)")
            #expect(Self.integers(trials[1]["extras"]) == [127] && Self.verdicts(trials[1]) == ["wrong", "right", "right", "right"], "\(trials[1])")
            #expect(Self.offsets(trials[1]).dropFirst().allSatisfy { abs($0) < 0.03 }, "exact beside the wrong and the extra: \(trials[1])")
            #expect(Self.verdicts(trials[2]) == ["right", "missing"] && Self.integers(trials[2]["extras"]).isEmpty)
        }
    }

    @Test("a storm of keys (40 a second, each held 50 ms) through the key's chord, the phrase and the echo stops nothing: the phrase is judged and the next one played, no 'stopped' line, exit 0")
    func keyStorm() async throws {
        try await ServerAccess.exclusive {
            // A slow tempo: each key sounds half a beat, so that twenty sound at once.
            let bpm = 60, rate = 48_000, beat = 60 * rate / bpm
            let studio = try Studio(mode: "echo", seconds: 25, training: "tempo = \(bpm)\nnoteRangeMin = 60\nnoteRangeMax = 84\nphraseScale = \"major\"")
            defer { studio.close() }
            // From the key's chord (as it begins) for nine beats: the chord, the phrase and the
            // echo; a key every 25 ms, each let go 50 ms later, up and down the keyboard.
            let settingKey = await studio.waitForEvent(0, timeout: 15) { $0["event"] as? String == "state" && $0["state"] as? String == "settingKey" }
            try #require(settingKey != nil, "the key never sounded; stderr: \(studio.peach.errorOutput)")
            let from = Int(studio.controller.client.currentFrame) + rate / 10
            var frame = from, key = 0
            while frame < from + 9 * beat {
                let note = UInt8(48 + key % 37)
                studio.controller.send([0x90, note, 100], atFrame: UInt64(frame))
                studio.controller.send([0x80, note, 0], atFrame: UInt64(frame + rate / 20))
                frame += rate / 40
                key += 1
            }
            let trial = try #require(await studio.waitForEvent(0, timeout: 25, HeadlessTrainingTests.isTrial),
                                     "no verdict; events: \(studio.peach.jsonEvents.suffix(4)); stderr: \(studio.peach.errorOutput)")
            #expect(trial["right"] as? Bool == false, "\(trial)")
            #expect(await studio.waitForEvent(1, timeout: 15) { $0["event"] as? String == "phrase" } != nil, "the next phrase never came")
            #expect(studio.count { $0["event"] as? String == "tooEarly" } > 0, "keys during the phrase are said")
            #expect(studio.count { $0["event"] as? String == "stopped" } == 0, "\(studio.peach.jsonEvents.filter { $0["event"] as? String == "stopped" })")
            studio.peach.send("stop")
            #expect(await studio.peach.waitForExit(timeout: 10)?.status == 0, "\(studio.peach.errorOutput)")
        }
    }

    @Test("at 1024 frames a period, with a playback latency declared on the recorder's input, a capture latency on the keyboard's output and another on the singer's, phrases in eighths: the phrase on its frames; a keyed echo stored at the frames it was played, a note 40 ms early named; a sung echo (voice-like tones 12 cents sharp, one note wrong) each note at its onset within 1 ms and its pitch within 1 cent, the wrong one named, the phrase from the singer's range; hostile samples said and taken as silence")
    func latenciesAndVoice() async throws {
        try await ServerAccess.exclusive {
            let server = try PrivateJackServer(period: 1024)
            defer { server.stop() }
            let playback = 300, keysCapture = 120, voiceCapture = 200, bpm = 100, rate = 48_000, beat = 60 * rate / bpm
            let singer = try JackPlayer(name: uniqueName("singer"), serverName: server.name, seconds: 8, captureLatency: voiceCapture)
            defer { singer.close() }
            let studio = try Studio(
                mode: "echo", seconds: 40, training: "tempo = \(bpm)\nnoteRangeMin = 36\nnoteRangeMax = 96\nvoiceLowest = 55\nvoiceHighest = 72\nphraseRhythm = \"eighths\"",
                arguments: ["--listen", singer.outputPort], serverName: server.name, playbackLatency: playback, captureLatency: keysCapture)
            defer { studio.close() }
            func phrase(_ index: Int) async throws -> (notes: [Int], heard: [Int]) {
                let phrase = try #require(await studio.waitForEvent(index, timeout: 15) { $0["event"] as? String == "phrase" },
                                          "phrase \(index) never came; stderr: \(studio.peach.errorOutput)")
                let notes = Self.integers(phrase["notes"]), heard = Self.integers(phrase["heardFrames"])
                #expect(notes.allSatisfy { (55...72).contains($0) }, "with the input connected, phrases lie in the voice's range: \(notes)")
                // In eighths: each note heard on its eighth of the beat.
                let eighths = Self.integers(phrase["eighths"])
                #expect(phrase["rhythm"] as? String == "eighths" && eighths.contains { !$0.isMultiple(of: 2) }, "\(phrase)")
                #expect(heard.map { $0 - heard[0] } == eighths.map { $0 * beat / 2 }, "\(heard) \(eighths)")
                return (notes, heard)
            }
            func onFrames(_ heard: [Int]) async throws {
                try await studio.settle()
                // Heard `playback` frames after the recorder's port has it.
                Self.expectHeard(heard.map { $0 - playback }, in: studio.recorder.recording(), "at 1024 frames a period")
            }

            // On the keys: a beat and a half after the last note began, in the phrase's rhythm, the 3rd 40 ms early.
            let (keyed, keyedHeard) = try await phrase(0)
            let start = keyedHeard.last! + beat + beat / 2
            let keyedFrames = keyed.indices.map { start + keyedHeard[$0] - keyedHeard[0] - ($0 == 2 ? 1920 : 0) }
            for (note, frame) in zip(keyed, keyedFrames) { studio.controller.send([0x90, UInt8(note), 100], atFrame: UInt64(frame + keysCapture)) }
            let first = try #require(await studio.waitForEvent(0, timeout: 20, HeadlessTrainingTests.isTrial), "\(studio.peach.jsonEvents.suffix(5))")
            try await onFrames(keyedHeard)
            #expect(first["right"] as? Bool == true, "\(first)")
            #expect(abs(Self.offsets(first)[2] + 40) < 0.03 && abs(Self.offsets(first)[0]) < 0.03, "\(first)")

            // Sung: 12 cents sharp, in the phrase's rhythm, each note 0.6 of its length (the rest a breath),
            // two beats after the last note began; the 2nd wrong.
            var (notes, heard) = try await phrase(1)
            notes[1] += notes[1] == 72 ? -1 : 1
            let sungStart = heard.last! + 2 * beat
            let places = heard.map { $0 - heard[0] }, lengths = zip(places, places.dropFirst()).map { $1 - $0 } + [beat]
            var signal = [Float](repeating: 0, count: places.last! + beat + rate / 2)
            var sungRises: [Int] = []
            for (position, note) in notes.enumerated() {
                var tone = HarmonicTone(timbre: .voice, frequency: 440 * pow(2, (Double(note) - 69 + 0.12) / 12))
                tone.seed = UInt64(position + 1)
                // Vowels swelling over 30 ms (and one sharp attack, a consonant's): each heard where
                // its envelope comes within 15 dB of its peak, 8 ms into the swell.
                tone.attack = position == 0 ? 0.001 : 0.03
                tone.rise = .raisedCosine
                sungRises.append(EnvelopeOnset.frames(of: tone.envelope(at:), sampleRate: rate))
                mix(tone.samples(seconds: 0.6 * Double(lengths[position]) / Double(rate), sampleRate: rate), into: &signal, at: places[position])
            }
            // Played at the chosen frames: the singer's port sends them `voiceCapture` frames after they were sung.
            await singer.play(signal, atFrame: UInt64(sungStart + voiceCapture))
            let second = try #require(await studio.waitForEvent(1, timeout: 25, HeadlessTrainingTests.isTrial), "\(studio.peach.jsonEvents.suffix(6))")
            try await onFrames(heard)
            #expect(second["right"] as? Bool == false && Self.verdicts(second)[1] == "wrong", "\(second)")
            let played = studio.peach.jsonEvents.filter { $0["event"] as? String == "played" }
            #expect(played.prefix(keyed.count).map { Int(HeadlessTrainingTests.number($0["onsetFrames"])) } == keyedFrames.map { $0 + Self.sineRise - keyedHeard[0] })
            let sung = Array(played.dropFirst(keyed.count))
            let expected = zip(places, sungRises).map { sungStart + $0 + $1 - heard[0] }
            let errors = zip(sung.map { Int(HeadlessTrainingTests.number($0["onsetFrames"])) }, expected).map { $0 - $1 }
            print("sung echo: onset errors \(errors) frames")
            // Within a millisecond either way of where each is heard to begin.
            #expect(sung.count == notes.count && errors.allSatisfy { abs($0) <= rate / 1000 }, "\(errors)")
            let cents = sung.map { HeadlessTrainingTests.number($0["cents"]) }
            print("sung echo: cents \(cents)")
            #expect(cents.allSatisfy { abs($0 - 12) < 1 }, "\(cents)")

            // A broken source while the third phrase waits for its echo: ±inf, NaN and huge samples
            // are said (a warning), taken as silence (no note), and Peach stops cleanly after them.
            let (_, third) = try await phrase(2)
            var hostile: [Float] = []
            for value in [Float.infinity, -Float.infinity, Float.nan, 3e38, 1e18] { hostile += [Float](repeating: value, count: rate / 4) }
            await singer.play(hostile, atFrame: UInt64(third.last! + 2 * beat))
            let warning = await studio.waitForEvent(0, timeout: 15) { $0["event"] as? String == "warning" && $0["unusableSamples"] != nil }
            #expect(warning != nil, "no warning for samples that are no sound: \(studio.peach.errorOutput)")
            try await studio.pause(1)
            #expect(studio.count { $0["event"] as? String == "played" } == played.count, "a note heard in samples that are no sound")
            studio.peach.send("stop")
            #expect(await studio.peach.waitForExit(timeout: 10)?.status == 0, "\(studio.peach.errorOutput)")
        }
    }
}
