import Foundation
import Testing
@testable import PeachCore
import PeachDoubles

@Suite("Play It Back session")
struct PlayItBackSessionTests {
    struct Rig {
        let session: PlayItBackSession
        let player: MockNotePlayer
        let clicks: MockClickPlayer
        let recorder: RecordingObserver
        let events: EventLog<PlayItBackSession.Event>
    }

    /// 120 BPM: a beat is 24000 frames; the first note 0.3 s after the clock's 48000.
    static let beat = 24_000, start = 62_400

    @TrainingActor
    func makeRig(
        scale: PhraseScale = .major, rhythm: PhraseRhythm = .quarters, keyCue: KeyCue = .chord, history: TrainingHistory = TrainingHistory(parts: [PlayItBackProfile.self]),
        hearing: MockHearing? = nil
    ) -> Rig {
        let player = MockNotePlayer(), clicks = MockClickPlayer(), recorder = RecordingObserver()
        var trainingSettings = TrainingSettings(
            noteRange: NoteRange(lowest: MIDINote(48), highest: MIDINote(84)), tempo: Tempo(bpm: 120),
            voiceRange: NoteRange(lowest: MIDINote(55), highest: MIDINote(67)))
        trainingSettings.phraseScale = scale
        trainingSettings.phraseKeyCue = keyCue
        trainingSettings.phraseRhythm = rhythm
        let settings = MockSettings(trainingSettings)
        let session = PlayItBackSession(
            clicks: clicks, player: player, history: history, recorder: recorder, settings: settings, hearing: hearing, clock: MockClock(),
            random: SeededRandom(seed: 4))
        return Rig(session: session, player: player, clicks: clicks, recorder: recorder, events: .of(session))
    }

    /// The audio clock (the clicks', which the session reckons by) at `frame`.
    func setClock(_ rig: Rig, _ frame: Int) {
        rig.clicks.clockFrame.store(UInt64(frame), ordering: .relaxed)
        rig.player.clockFrame.store(UInt64(frame), ordering: .relaxed)
    }

    /// Plays the phrase back on the keys a beat apart from `echoStart`, the clock with each
    /// note, then lets the echo's time run out; returns the record stored.
    func playEcho(_ rig: Rig, _ phrase: Phrase, from echoStart: Int) async throws -> PhraseRecord {
        for (index, note) in phrase.notes.enumerated() {
            setClock(rig, echoStart + index * Self.beat)
            await rig.session.apply(.note(note.rawValue), at: AudioTime(frame: UInt64(echoStart + index * Self.beat), sampleRate: 48_000))
        }
        setClock(rig, echoStart + phrase.length * Self.beat + 72_000)
        #expect(await eventually { rig.recorder.recorded.count == 1 })
        return try #require(rig.recorder.recorded.first?.as(PhraseRecord.self))
    }

    /// Plays the tones the session schedules, in order, from `first` until `count` have played
    /// (the last left sounding when not `finishingLast`); returns their frames.
    func playTones(_ rig: Rig, from first: Int = 0, count: Int, finishingLast: Bool = true) async -> [Int] {
        for index in first..<(first + count) {
            #expect(await eventually { rig.player.scheduledHandles.count > index }, "tone \(index) never scheduled")
            let tone = rig.player.scheduledHandles[index]
            setClock(rig, Int(tone.time.frame))
            tone.handle.begin()
            if index > 0 { rig.player.scheduledHandles[index - 1].handle.finish() }
        }
        if finishingLast { rig.player.scheduledHandles[first + count - 1].handle.finish() }
        return rig.player.scheduledHandles[first..<(first + count)].map { Int($0.time.frame) }
    }

    func phraseEvent(_ rig: Rig, _ index: Int = 0) -> (Phrase, [UInt64])? {
        rig.events.events.compactMap { if case let .heard(phrase, frames, _) = $0 { (phrase, frames) } else { nil } }.dropFirst(index).first
    }

    /// The key's tones (`keyTones` of them, from tone `first`) and the phrase's first note
    /// played: the phrase is said as it begins to be heard. Its event, and every frame played.
    func hearPhrase(_ rig: Rig, _ index: Int = 0, from first: Int = 0, keyTones: Int) async throws -> (phrase: Phrase, heard: [UInt64], frames: [Int]) {
        let frames = await playTones(rig, from: first, count: keyTones + 1, finishingLast: false)
        #expect(await eventually { self.phraseEvent(rig, index) != nil }, "phrase \(index) never said")
        let (phrase, heard) = try #require(phraseEvent(rig, index))
        let rest = await playTones(rig, from: first + keyTones + 1, count: phrase.length - 1)
        return (phrase, heard, frames + rest)
    }

    @Test("the key (1 3 5 8 in eighths), then the phrase a beat apart, each on its frame; a note during the phrase is too early; the echo after it is judged and stored, and the next phrase is a note longer")
    func phraseThenEcho() async throws {
        let rig = await makeRig()
        await rig.session.start()
        // A note while the key sounds: said, not kept.
        #expect(await eventually { await rig.session.state == .settingKey })
        await rig.session.apply(.note(60), at: AudioTime(frame: UInt64(Self.start + Self.beat), sampleRate: 48_000))
        let (phrase, heard, frames) = try await hearPhrase(rig, keyTones: 4)
        #expect(phrase.length == LengthStaircase.Bounds.phrases.first && phrase.scale == .major)
        let key = (0..<4).map { Self.start + $0 * Self.beat / 2 }
        let notes = (0..<phrase.length).map { Self.start + 4 * Self.beat + $0 * Self.beat }
        #expect(frames == key + notes)
        // Heard where each note's rise comes within 15 dB of its peak.
        let rise = rig.player.attack.load(ordering: .relaxed)
        #expect(heard.map(Int.init) == notes.map { $0 + rise })
        let keyHertz: [Double] = rig.player.scheduledHandles.prefix(4).map(\.handle.tone.frequency.hertz)
        let keyNotes: [Int] = keyHertz.map { Int((12 * log2($0 / 440)).rounded()) + 69 }
        #expect(keyNotes == [0, 4, 7, 12].map { phrase.key.rawValue + $0 })
        #expect(await eventually { await rig.session.state == .listening })
        #expect(rig.events.events.contains { if case .tooEarly = $0 { true } else { false } })
        // The echo: a beat after the last note, a beat apart, 10 frames late on the 2nd.
        let echoStart = notes.last! + 2 * Self.beat
        for (index, note) in phrase.notes.enumerated() {
            let frame = echoStart + index * Self.beat + (index == 1 ? 10 : 0)
            setClock(rig, frame)
            await rig.session.apply(.note(note.rawValue), at: AudioTime(frame: UInt64(frame), sampleRate: 48_000))
        }
        // Quiet for a second and a half: the echo is over.
        setClock(rig, echoStart + 2 * Self.beat + 72_000)
        #expect(await eventually { rig.recorder.recorded.count == 1 })
        let record = try #require(rig.recorder.recorded.first?.as(PhraseRecord.self))
        #expect(record.played.map(\.onsetFrames) == (0..<phrase.length).map { echoStart - notes[0] + $0 * Self.beat + ($0 == 1 ? 10 : 0) })
        #expect(record.judgement.isRight && !record.sung)
        #expect(rig.player.soundedKeys.count == phrase.length + 1 && rig.player.startedCount == 0, "every key sounds as it is played, the early one too, on the keys' own voices")
        let next = try await hearPhrase(rig, 1, from: 4 + phrase.length, keyTones: 4)
        #expect(next.phrase.length == LengthStaircase.Bounds.phrases.first + 1)
        await rig.session.stop(.stopped)
    }

    @Test("a stop after the phrase was heard keeps it: the next start plays the same phrase again, nothing stored, and it counts as heard twice (out of the span, the length kept); answered, the next one is new")
    func stopKeepsThePhrase() async throws {
        let rig = await makeRig()
        await rig.session.start()
        let (phrase, _, _) = try await hearPhrase(rig, keyTones: 4)
        #expect(await eventually { await rig.session.state == .listening })
        await rig.session.stop(.stopped)
        #expect(rig.recorder.recorded.isEmpty)
        await rig.session.start()
        let again = try await hearPhrase(rig, 1, from: 4 + phrase.length, keyTones: 4)
        #expect(again.phrase == phrase, "stopping traded the phrase for another")
        let echoStart = again.frames.last! + 2 * Self.beat
        let record = try await playEcho(rig, again.phrase, from: echoStart)
        #expect(record.phrase == phrase && record.judgement.isRight && record.replays == 1 && !record.countsForSpan)
        let next = try await hearPhrase(rig, 2, from: 2 * (4 + phrase.length), keyTones: 4)
        #expect(next.phrase != phrase && next.phrase.length == phrase.length, "heard twice: the staircase stays")
        await rig.session.stop(.stopped)
    }

    @Test("typed notes (no frame): timed as they arrive, the echo stored as typed and judged for its pitches alone")
    func typedEcho() async throws {
        let rig = await makeRig(rhythm: .eighths)
        await rig.session.start()
        let (phrase, _, frames) = try await hearPhrase(rig, keyTones: 4)
        #expect(await eventually { await rig.session.state == .listening })
        // Typed unevenly, a quarter of a second apart whatever the rhythm.
        var clock = frames.last! + 2 * Self.beat
        for note in phrase.notes {
            setClock(rig, clock)
            await rig.session.apply(.typedNote(note.rawValue), at: nil)
            clock += 12_000
        }
        setClock(rig, clock + 72_000)
        #expect(await eventually { rig.recorder.recorded.count == 1 })
        let record = try #require(rig.recorder.recorded.first?.as(PhraseRecord.self))
        #expect(record.typed && !record.sung && record.played.map(\.note) == phrase.notes.map(\.rawValue))
        #expect(record.judgement.isRight && !record.judgement.isTimed && record.judgement.typed)
        await rig.session.stop(.stopped)
    }

    @Test("in eighths: each note on its eighth, sounding nine tenths of it (the last a quarter's); an echo in the phrase's rhythm is right, stored with its rhythm, and the next phrase in eighths a note longer")
    func eighths() async throws {
        let rig = await makeRig(rhythm: .eighths)
        await rig.session.start()
        let (phrase, heard, frames) = try await hearPhrase(rig, keyTones: 4)
        #expect(phrase.rhythm == .eighths && phrase.eighths.contains { !$0.isMultiple(of: 2) }, "\(phrase.eighths)")
        let notes = phrase.eighths.map { Self.start + 4 * Self.beat + $0 * Self.beat / 2 }
        #expect(Array(frames.dropFirst(4)) == notes && heard.map(Int.init) == notes.map { $0 + rig.player.attack.load(ordering: .relaxed) })
        let seconds = rig.player.scheduledHandles.dropFirst(4).compactMap(\.handle.tone.duration)
        let sounding: [Double] = phrase.durations.map { (eighths: Int) -> Double in 0.9 * Double(eighths) * 0.25 }
        #expect(zip(seconds, sounding).allSatisfy { (second: Double, expected: Double) -> Bool in abs(second - expected) < 1e-9 }, "\(seconds) \(phrase.durations)")
        #expect(await eventually { await rig.session.state == .listening })
        let echoStart = notes.last! + 2 * Self.beat
        for (note, eighth) in zip(phrase.notes, phrase.eighths) {
            let frame = echoStart + eighth * Self.beat / 2
            setClock(rig, frame)
            await rig.session.apply(.note(note.rawValue), at: AudioTime(frame: UInt64(frame), sampleRate: 48_000))
        }
        setClock(rig, echoStart + phrase.eighths.last! * Self.beat / 2 + 72_000)
        #expect(await eventually { rig.recorder.recorded.count == 1 })
        let record = try #require(rig.recorder.recorded.first?.as(PhraseRecord.self))
        #expect(record.phrase.eighths == phrase.eighths && record.judgement.isRight && record.judgement.untimely.isEmpty)
        let next = try await hearPhrase(rig, 1, from: 4 + phrase.length, keyTones: 4)
        #expect(next.phrase.length == LengthStaircase.Bounds.phrases.first + 1 && next.phrase.rhythm == .eighths)
        await rig.session.stop(.stopped)
    }

    @Test("the outputs' latency of now: a connection made while the key sounds moves where the phrase is heard, the frames said and the echo's onsets with it")
    func latencyOfNow() async throws {
        let rig = await makeRig()
        rig.clicks.reportedLatency = StudioLatency(playbackFrames: 100, captureFrames: 0, sampleRate: 48_000)
        await rig.session.start()
        #expect(await eventually { rig.player.scheduledHandles.count >= 4 })
        // The key's chord sounds; a slower path is connected meanwhile.
        _ = await playTones(rig, count: 2, finishingLast: false)
        rig.clicks.reportedLatency = StudioLatency(playbackFrames: 900, captureFrames: 0, sampleRate: 48_000)
        let (phrase, heard, frames) = try await hearPhrase(rig, from: 2, keyTones: 2)
        let notes = Array(frames.dropFirst(2))
        #expect(heard.map(Int.init) == notes.map { $0 + 900 + rig.player.attack.load(ordering: .relaxed) }, "heard with the latency when the phrase is heard")
        #expect(await eventually { await rig.session.state == .listening })
        // Played a beat apart, two beats after the last note was heard: stored from where the first was heard.
        let echoStart = notes.last! + 900 + 2 * Self.beat
        let record = try await playEcho(rig, phrase, from: echoStart)
        #expect(record.played.map(\.onsetFrames) == phrase.notes.indices.map { echoStart + $0 * Self.beat - (notes[0] + 900) })
        await rig.session.stop(.stopped)
    }

    @Test("a drone sets the key: the key note an octave below, alone for two beats, then under the phrase until its last note begins")
    func droneSetsTheKey() async throws {
        let rig = await makeRig(keyCue: .drone)
        await rig.session.start()
        let (phrase, heard, frames) = try await hearPhrase(rig, keyTones: 1)
        let notes = (0..<phrase.length).map { Self.start + 2 * Self.beat + $0 * Self.beat }
        #expect(frames == [Self.start] + notes)
        #expect(heard.map(Int.init) == notes.map { $0 + rig.player.attack.load(ordering: .relaxed) })
        let drone = try #require(rig.player.scheduledHandles.first?.handle.tone)
        #expect(Int((12 * log2(drone.frequency.hertz / 440)).rounded()) + 69 == phrase.key.rawValue - 12)
        let droneEnd = try Double(Self.start) + #require(drone.duration) * 48_000
        #expect(abs(droneEnd - Double(notes.last!)) < 1, "the drone ends as the phrase's last note begins: \(droneEnd) \(notes.last!)")
        #expect(await eventually { await rig.session.state == .listening })
        await rig.session.stop(.stopped)
    }

    @Test("chromatic: no key, the phrase at once; r during the echo plays it again and starts the echo over; the staircase resumes from the history")
    func chromaticReplayAndResume() async throws {
        let history = await TrainingHistory(parts: [PlayItBackProfile.self])
        let earlier = PhraseRecord(
            phrase: Phrase(key: MIDINote(60), scale: .chromatic, notes: (60...65).map(MIDINote.init), tempo: Tempo(bpm: 120)),
            played: (60...65).enumerated().map { PlayedNote(note: $0.element, onsetFrames: $0.offset * 24_000) }, sampleRate: 48_000, timestamp: Date())
        await history.add(earlier)
        let rig = await makeRig(scale: .chromatic, history: history)
        await rig.session.start()
        let (phrase, _, _) = try await hearPhrase(rig, keyTones: 0)
        #expect(phrase.length == 7, "six right last time: the seventh note now")
        #expect(rig.player.scheduledHandles.first.map { Int($0.time.frame) } == Self.start, "no key: the phrase at once")
        #expect(await eventually { await rig.session.state == .listening })
        let early = Self.start + 8 * Self.beat
        setClock(rig, early)
        await rig.session.apply(.note(phrase.notes[0].rawValue), at: AudioTime(frame: UInt64(early), sampleRate: 48_000))
        await rig.session.apply(.replay, at: nil)
        let (again, heard, _) = try await hearPhrase(rig, 1, from: phrase.length, keyTones: 0)
        #expect(again == phrase, "the same phrase")
        #expect(await eventually { await rig.session.state == .listening })
        // The whole echo after the replay: the note played before it is gone.
        let echoStart = Int(heard.last!) + 2 * Self.beat
        let record = try await playEcho(rig, phrase, from: echoStart)
        #expect(record.played.count == phrase.length && record.judgement.isRight, "\(record.played)")
        // Heard twice: stored as such, out of the span, and the length stays.
        #expect(record.replays == 1 && !record.countsForSpan)
        let next = try await hearPhrase(rig, 2, from: 2 * phrase.length, keyTones: 0)
        #expect(next.phrase.length == phrase.length)
        await rig.session.stop(.stopped)
    }

    @Test("sung: with the input connected the phrase lies in the voice's range; each note cut from what the input hears after the last note, timed less the capture latency, with its cents; a key after the voice took the echo counts for nothing")
    func sung() async throws {
        let hearing = MockHearing()
        hearing.captureLatencyFrames = 100
        let rig = await makeRig(hearing: hearing)
        await rig.session.start()
        let (phrase, heard, _) = try await hearPhrase(rig, keyTones: 4)
        #expect(phrase.notes.allSatisfy { (55...67).contains($0.rawValue) }, "\(phrase.notes)")
        #expect(await eventually { await rig.session.state == .listening && hearing.isHearing })
        // The phrase's own last note in the microphone, while it still sounds: not the echo.
        hearing.hear(.onset(HeardOnset(frame: heard.last! + 100)))
        let start = Int(heard.last!) + 2 * Self.beat
        for (index, note) in phrase.notes.enumerated() {
            let onset = start + index * Self.beat + 100
            hearing.hear(.onset(HeardOnset(frame: UInt64(onset))))
            let hertz = 440 * pow(2, (Double(note.rawValue) - 69 + 0.1) / 12)
            for hop in 0..<40 { hearing.hear(.pitch(HeardPitch(frame: UInt64(onset + 400 + hop * 256), frequency: Frequency(hertz: hertz), confidence: 0.9, level: -20))) }
            for hop in 0..<20 { hearing.hear(.noPitch(frame: UInt64(onset + 400 + (40 + hop) * 256), level: -70)) }
            if index == 0 {
                #expect(await eventually { rig.events.events.contains { if case .played = $0 { true } else { false } } })
                await rig.session.apply(.note(30), at: AudioTime(frame: UInt64(onset + 5_000), sampleRate: 48_000))
            }
        }
        #expect(await eventually { rig.events.events.filter { if case .played = $0 { true } else { false } }.count == phrase.length })
        setClock(rig, start + phrase.length * Self.beat + 96_000)
        #expect(await eventually { rig.recorder.recorded.count == 1 })
        let record = try #require(rig.recorder.recorded.first?.as(PhraseRecord.self))
        #expect(record.sung && record.judgement.isRight, "\(record.played)")
        #expect(record.played.map(\.onsetFrames) == phrase.notes.indices.map { start + $0 * Self.beat - Int(heard[0]) })
        #expect(record.played.allSatisfy { abs(($0.cents ?? 0) - 10) < 0.01 })
        #expect(await eventually { !hearing.isHearing }, "the input is let go once the echo is over")
        await rig.session.stop(.stopped)
    }
}
