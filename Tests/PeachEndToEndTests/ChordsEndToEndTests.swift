import Foundation
import PeachCore
import PeachDoubles
import PeachMeasurement
import PeachStore
import Testing

/// Chords as a keyboard player plays them back, headless: each chord of the progression
/// checked on the recorded output, the echo sent as MIDI at chosen frames by a client of the
/// test's own, each way of playing it judged as said; and a robot that tries to win without
/// hearing (playing along, mashing keys, the whole scale) wins nothing.
@Suite("Chords, end to end", .serialized)
struct ChordsEndToEndTests {
    typealias Studio = HeadlessTrainingTests.Studio
    static func integers(_ value: Any?) -> [Int] { PlayItBackEndToEndTests.integers(value) }
    static func number(_ value: Any?) -> Double { HeadlessTrainingTests.number(value) }

    /// One progression as the `progression` line says it: each chord's notes, and where it is heard.
    struct Heard {
        var chords: [[Int]]
        var frames: [Int]
        var keyPitchClass: Int
        var keyMode: String
    }

    static func progression(_ studio: Studio, _ index: Int) async throws -> Heard {
        let line = try #require(await studio.waitForEvent(index, timeout: 20) { $0["event"] as? String == "progression" },
                                "progression \(index) never came; stderr: \(studio.peach.errorOutput)")
        let chords = (line["chords"] as? [[String: Any]] ?? [])
        let heard = Heard(
            chords: chords.map { integers($0["notes"]) }, frames: integers(line["heardFrames"]),
            keyPitchClass: Int(number(line["keyPitchClass"])), keyMode: line["keyMode"] as? String ?? "?")
        try #require(!heard.chords.isEmpty && heard.chords.count == heard.frames.count && chords.map { Int(number($0["heardFrame"])) } == heard.frames, "\(line)")
        return heard
    }

    static func verdicts(_ trial: [String: Any]) -> [String] { (trial["chords"] as? [[String: Any]] ?? []).map { $0["verdict"] as? String ?? "?" } }

    /// Every chord of the trial wrong, one verdict for each of its `length` chords.
    static func allWrong(_ trial: [String: Any]) -> Bool {
        let verdicts = verdicts(trial)
        return verdicts.count == Int(number(trial["length"])) && !verdicts.isEmpty && verdicts.allSatisfy { $0 == "wrong" }
    }

    /// The onsets of every note played back, as the records stored them (read after Peach stopped).
    static func storedOnsets(_ studio: Studio) throws -> [Int] {
        let store = try TrainingStore(path: studio.database, access: .read)
        defer { store.close() }
        let records: [ProgressionRecord] = try store.records()
        return records.flatMap { $0.played.map(\.onsetFrames) }
    }
    static func extras(_ trial: [String: Any]) -> [[Int]] { (trial["extras"] as? [[String: Any]] ?? []).map { integers($0["notes"]) } }

    /// Each chord of the progression heard at its frame: its notes' sound starts `sineRise`
    /// before it, to the frame (the line adds a note's rise and the playback latency). Not the
    /// perceived onset PlayItBack's test checks as well: a chord of sines beats, and the 15 dB
    /// rule finds it anywhere from its first frame to 40 ms in (measured: most within 2 frames
    /// of the first, some 335–1817 frames in), a property of the test signal, not of its timing.
    static func expectHeard(_ heard: Heard, playback: Int, in studio: Studio, _ context: String) async throws {
        try await studio.settle()
        let recording = studio.recorder.recording()
        let starts = recording.segments(silence: 400).map { Int(recording.frame(atIndex: $0.lowerBound)) }
        for frame in heard.frames.map({ $0 - playback }) {
            #expect(starts.contains { abs($0 + PlayItBackEndToEndTests.sineRise - frame) <= 1 },
                    "\(context): no chord starts \(PlayItBackEndToEndTests.sineRise) frames before \(frame)")
        }
    }

    /// How an echo is played: the notes of each chord, each at a frame.
    enum Echo {
        /// Every chord as Peach voiced it.
        case exact
        /// The first chord rolled within the window (0, 30 and 60 ms), the second 40 ms late.
        case rolledInAndSecondLate
        /// The second chord left out.
        case secondMissing
        /// The first chord's top note a semitone higher.
        case wrongChord
        /// The first chord's bass an octave up: the same notes over another bass.
        case wrongBass
        /// The first chord's top note 120 ms after the others: beyond the window, two chords.
        case rolledBeyond
        /// Every chord right, then one more.
        case extraChord
    }

    /// The notes and frames (played, before any capture latency) of `echo` of `heard`, from
    /// `start`, in the progression's rhythm (two beats a chord).
    static func plan(_ echo: Echo, _ heard: Heard, start: Int, beat: Int, rate: Int) -> [(note: Int, frame: Int)] {
        var plan: [(note: Int, frame: Int)] = []
        for (index, notes) in heard.chords.enumerated() {
            let at = start + index * 2 * beat
            var chord = notes.map { (note: $0, frame: at) }
            if index == 0 {
                switch echo {
                case .exact, .extraChord, .secondMissing: break
                case .rolledInAndSecondLate: chord = notes.enumerated().map { ($0.element, at + $0.offset * rate * 30 / 1000) }
                case .wrongChord: chord[chord.count - 1].note += 1
                case .wrongBass: chord[0].note += 12
                case .rolledBeyond: chord[chord.count - 1].frame += rate * 120 / 1000
                }
            }
            if index == 1, echo == .rolledInAndSecondLate { chord = chord.map { ($0.note, $0.frame + rate * 40 / 1000) } }
            if index == 1, echo == .secondMissing { continue }
            plan += chord
        }
        if echo == .extraChord {
            plan += heard.chords.last!.map { (note: $0 + 2, frame: start + heard.chords.count * 2 * beat) }
        }
        return plan
    }

    @Test("at 64 frames a period: an exact echo right; the first chord rolled within the window and the second 40 ms late, right, that chord 40 ms off its place on the echo's own grid; the second left out, missing; a wrong chord, a wrong bass, a chord rolled beyond the window (a wrong chord and an extra) and a chord too many, each judged as said; every chord of the progression on its frame; every note reported and stored at the frame it was played, with the chord it joined")
    func judgedChordByChord() async throws {
        try await ServerAccess.exclusive {
            let server = try PrivateJackServer(period: 64)
            defer { server.stop() }
            let bpm = 180, rate = 48_000, beat = 60 * rate / bpm
            let echoes: [Echo] = [.exact, .rolledInAndSecondLate, .secondMissing, .wrongChord, .wrongBass, .rolledBeyond, .extraChord]
            let studio = try Studio(
                mode: "chords", seconds: Double(echoes.count) * 6 + 6, training: "tempo = \(bpm)\nnoteRangeMin = 48\nnoteRangeMax = 84\nchordLevel = 1",
                serverName: server.name)
            defer { studio.close() }
            var trials: [[String: Any]] = [], expectedOnsets: [Int] = []
            for (index, echo) in echoes.enumerated() {
                let heard = try await Self.progression(studio, index)
                // A beat after the last chord's end (it sounds 1.8 beats).
                let plan = Self.plan(echo, heard, start: heard.frames.last! + 3 * beat, beat: beat, rate: rate)
                for played in plan { studio.controller.send([0x90, UInt8(played.note), 100], atFrame: UInt64(played.frame)) }
                let trial = try #require(await studio.waitForEvent(index, timeout: 20, HeadlessTrainingTests.isTrial),
                                         "no verdict for progression \(index); events: \(studio.peach.jsonEvents.suffix(5))")
                trials.append(trial)
                try await Self.expectHeard(heard, playback: 0, in: studio, "progression \(index), 64 frames")
                // Stored in the order played (a note's frame, its sound's rise added, from the first chord heard).
                expectedOnsets += plan.sorted { $0.frame < $1.frame }.map { $0.frame + PlayItBackEndToEndTests.sineRise - heard.frames[0] }
            }
            let playedLines = studio.peach.jsonEvents.filter { $0["event"] as? String == "played" }
            let played = playedLines.map { Int(Self.number($0["onsetFrames"])) }
            #expect(played.sorted() == expectedOnsets.sorted(), "every note reported at the frame it was played")
            // Each echo's lines from its index 0: the second's rolled chord is its first chord, the late one its second.
            var chordsJoined: [[Int]] = []
            for line in playedLines {
                if Int(Self.number(line["index"])) == 0 { chordsJoined.append([]) }
                chordsJoined[chordsJoined.count - 1].append(Int(Self.number(line["chord"])))
            }
            #expect(chordsJoined.indices.contains(1) && chordsJoined[1] == [0, 0, 0, 1, 1, 1, 2, 2, 2], "\(chordsJoined)")
            #expect(trials.map { Int(Self.number($0["length"])) } == [2, 3, 4, 1, 1, 1, 1], "the staircase: +1 after right, −3 after wrong, never below 1")
            #expect(trials.map { $0["right"] as? Bool } == [true, true, false, false, false, false, false])
            // Timed by each chord's first note on the echo's own grid (its beat the median gap, the
            // progression's beat a vote): the 2nd chord 40 ms late, the others on their places.
            let offsets = (trials[1]["chords"] as? [[String: Any]] ?? []).map { Self.number($0["offsetMs"]) }
            #expect(trials[1]["timed"] as? Bool == true && offsets.count == 3 && abs(offsets[1] - 40) < 0.03 && abs(offsets[0]) < 0.03 && abs(offsets[2]) < 0.03, "\(trials[1])")
            #expect(Self.verdicts(trials[2]) == ["right", "missing", "right", "right"] && Self.extras(trials[2]).isEmpty, "\(trials[2])")
            let wrong = try #require((trials[3]["chords"] as? [[String: Any]])?.first)
            #expect(wrong["verdict"] as? String == "wrong" && (wrong["extra"] as? [String])?.count == 1 && (wrong["missing"] as? [String])?.count == 1, "\(wrong)")
            let bass = try #require((trials[4]["chords"] as? [[String: Any]])?.first)
            #expect(bass["verdict"] as? String == "wrong" && bass["bass"] is String && (bass["missing"] as? [String]) == [] && (bass["extra"] as? [String]) == [], "\(bass)")
            #expect(Self.verdicts(trials[5]) == ["wrong"] && Self.extras(trials[5]).count == 1, "rolled beyond the window: two chords, \(trials[5])")
            #expect(Self.verdicts(trials[6]) == ["right"] && Self.extras(trials[6]).count == 1, "\(trials[6])")
            studio.peach.send("stop")
            #expect(await studio.peach.waitForExit(timeout: 10)?.status == 0, "\(studio.peach.errorOutput)")
            #expect(try Self.storedOnsets(studio).sorted() == expectedOnsets.sorted(), "every note stored at the frame it was played")
        }
    }

    @Test("at 1024 frames a period, with a playback latency declared on the recorder's input and a capture latency on the keyboard's output: each chord on its frame; a robot playing along while the chords sound is left out and said, mashing two octaves of keys and playing every note of the scale at once each judged wrong, an exact echo right; every note reported and stored at the frame it was played")
    func cheatsWinNothing() async throws {
        try await ServerAccess.exclusive {
            let server = try PrivateJackServer(period: 1024)
            defer { server.stop() }
            let playback = 300, capture = 120, bpm = 180, rate = 48_000, beat = 60 * rate / bpm
            let studio = try Studio(
                mode: "chords", seconds: 30, training: "tempo = \(bpm)\nnoteRangeMin = 48\nnoteRangeMax = 84\nchordLevel = 1",
                serverName: server.name, playbackLatency: playback, captureLatency: capture)
            defer { studio.close() }
            var expectedOnsets: [Int] = []
            func send(_ plan: [(note: Int, frame: Int)], heard: Heard) {
                for played in plan { studio.controller.send([0x90, UInt8(played.note), 100], atFrame: UInt64(played.frame + capture)) }
                expectedOnsets += plan.map { $0.frame + PlayItBackEndToEndTests.sineRise - heard.frames[0] }
            }
            // Playing along: each chord's notes half a beat into it (the keys' sounds then leave its
            // onset to be heard alone); then a fist of 25 keys for each chord.
            // Only where that frame is still ahead (the line may come late on a loaded machine: a
            // key sent for a frame gone by arrives when it can, not where the robot meant it).
            let first = try await Self.progression(studio, 0)
            let soonest = Int(studio.controller.client.currentFrame) + 4 * 1024
            var alongside = 0
            for (notes, frame) in zip(first.chords, first.frames) where frame + beat / 2 + capture > soonest {
                for note in notes { studio.controller.send([0x90, UInt8(note), 100], atFrame: UInt64(frame + beat / 2 + capture)) }
                alongside += notes.count
            }
            try #require(alongside > 0, "the progression's line came after its last chord")
            let start = first.frames.last! + 3 * beat
            let lowest = first.chords.flatMap { $0 }.min()!
            send(first.chords.indices.flatMap { index in (lowest...(lowest + 24)).map { (note: $0, frame: start + index * beat) } }, heard: first)
            let mashed = try #require(await studio.waitForEvent(0, timeout: 20, HeadlessTrainingTests.isTrial), "\(studio.peach.jsonEvents.suffix(5))")
            try await Self.expectHeard(first, playback: playback, in: studio, "progression 0, 1024 frames")
            #expect(studio.count { $0["event"] as? String == "tooEarly" } == alongside, "every note played along said")
            #expect(mashed["right"] as? Bool == false && Self.allWrong(mashed), "\(mashed)")

            // Every note of the key's scale at once, from the chord's bass up an octave.
            let second = try await Self.progression(studio, 1)
            let steps = second.keyMode == "major" ? [0, 2, 4, 5, 7, 9, 11] : [0, 2, 3, 5, 7, 8, 10]
            let scale = Set(steps.map { (second.keyPitchClass + $0) % 12 })
            let secondStart = second.frames.last! + 3 * beat
            send(second.chords.indices.flatMap { index in
                let bass = second.chords[index][0]
                return (bass...(bass + 11)).filter { scale.contains($0 % 12) }.map { (note: $0, frame: secondStart + index * beat) }
            }, heard: second)
            let scaled = try #require(await studio.waitForEvent(1, timeout: 20, HeadlessTrainingTests.isTrial), "\(studio.peach.jsonEvents.suffix(5))")
            try await Self.expectHeard(second, playback: playback, in: studio, "progression 1, 1024 frames")
            #expect(scaled["right"] as? Bool == false && Self.allWrong(scaled), "\(scaled)")

            // Heard and played back: right.
            let third = try await Self.progression(studio, 2)
            send(Self.plan(.exact, third, start: third.frames.last! + 3 * beat, beat: beat, rate: rate), heard: third)
            let exact = try #require(await studio.waitForEvent(2, timeout: 20, HeadlessTrainingTests.isTrial), "\(studio.peach.jsonEvents.suffix(5))")
            try await Self.expectHeard(third, playback: playback, in: studio, "progression 2, 1024 frames")
            #expect(exact["right"] as? Bool == true, "\(exact)")
            let played = studio.peach.jsonEvents.filter { $0["event"] as? String == "played" }.map { Int(Self.number($0["onsetFrames"])) }
            #expect(played.sorted() == expectedOnsets.sorted(), "every note reported at the frame it was played (capture latency off)")
            studio.peach.send("stop")
            #expect(await studio.peach.waitForExit(timeout: 10)?.status == 0, "\(studio.peach.errorOutput)")
            #expect(try Self.storedOnsets(studio).sorted() == expectedOnsets.sorted(), "every note stored at the frame it was played")
        }
    }
}
