import Foundation
import Testing
@testable import PeachCore
import PeachDoubles

@Suite("Chords session")
struct ChordsSessionTests {
    struct Rig {
        let session: ChordsSession
        let player: MockNotePlayer
        let clicks: MockClickPlayer
        let recorder: RecordingObserver
        let events: EventLog<ChordsSession.Event>
    }

    /// 120 BPM: a beat is 24000 frames; the first chord 0.3 s after the clock's 48000.
    static let beat = 24_000, start = 62_400

    @TrainingActor
    func makeRig(keyCue: KeyCue = .cadence, level: Int = 1) -> Rig {
        let player = MockNotePlayer(), clicks = MockClickPlayer(), recorder = RecordingObserver()
        var trainingSettings = TrainingSettings(noteRange: NoteRange(lowest: MIDINote(36), highest: MIDINote(84)), tempo: Tempo(bpm: 120))
        trainingSettings.chordKeyCue = keyCue
        trainingSettings.chordVocabulary = ChordVocabulary(level: level)
        let session = ChordsSession(
            clicks: clicks, player: player, history: TrainingHistory(parts: [ChordsProfile.self]), recorder: recorder,
            settings: MockSettings(trainingSettings), clock: MockClock(), random: SeededRandom(seed: 9))
        return Rig(session: session, player: player, clicks: clicks, recorder: recorder, events: .of(session))
    }

    func setClock(_ rig: Rig, _ frame: Int) {
        rig.clicks.clockFrame.store(UInt64(frame), ordering: .relaxed)
        rig.player.clockFrame.store(UInt64(frame), ordering: .relaxed)
    }

    /// The scheduled tones grouped into chords by their frame, from tone `first` on.
    func chords(_ rig: Rig, from first: Int) -> [[(handle: MockHandle, time: AudioTime)]] {
        var chords: [[(handle: MockHandle, time: AudioTime)]] = []
        for tone in rig.player.scheduledHandles.dropFirst(first) {
            if let last = chords.last?.last, last.time.frame == tone.time.frame { chords[chords.count - 1].append(tone) } else { chords.append([tone]) }
        }
        return chords
    }

    /// Plays chords of `sizes` notes (every note of each begins, the chord before ends) from
    /// tone `first`, each once all its notes are scheduled; returns each chord's frame.
    func playChords(_ rig: Rig, from first: Int, sizes: [Int]) async -> [Int] {
        var frames: [Int] = []
        let count = sizes.count
        for index in 0..<count {
            #expect(await eventually { self.chords(rig, from: first).count > index && self.chords(rig, from: first)[index].count == sizes[index] },
                    "chord \(index) never scheduled whole")
            let chord = chords(rig, from: first)[index]
            setClock(rig, Int(chord[0].time.frame))
            for tone in chord { tone.handle.begin() }
            if index > 0 { for tone in chords(rig, from: first)[index - 1] { tone.handle.finish() } }
            frames.append(Int(chord[0].time.frame))
        }
        for tone in chords(rig, from: first)[count - 1] { tone.handle.finish() }
        return frames
    }

    func heardEvent(_ rig: Rig, _ index: Int = 0) -> (Progression, [UInt64])? {
        rig.events.events.compactMap { if case let .heard(progression, _, frames, _) = $0 { (progression, frames) } else { nil } }.dropFirst(index).first
    }

    func progressionEvent(_ rig: Rig, _ index: Int = 0) -> Progression? {
        rig.events.events.compactMap { if case let .progression(progression, _, _) = $0 { progression } else { nil } }.dropFirst(index).first
    }

    /// Plays every chord of `progression` back from `from`, a beat apart, then lets the echo end.
    func playBack(_ rig: Rig, _ progression: Progression, from: Int) async throws -> ProgressionRecord {
        for (index, step) in progression.steps.enumerated() {
            for note in step.notes {
                setClock(rig, from + index * Self.beat)
                await rig.session.apply(.note(note), at: AudioTime(frame: UInt64(from + index * Self.beat), sampleRate: 48_000))
            }
        }
        setClock(rig, from + progression.length * Self.beat + 72_000)
        #expect(await eventually { !rig.recorder.recorded.isEmpty })
        return try #require(rig.recorder.recorded.last?.as(ProgressionRecord.self))
    }

    @Test("the cadence (I–IV–V–I, a beat each, block chords), then the progression two beats a chord, each chord's notes on one frame; a note while it sounds is too early; played back, judged right, stored; the next progression a chord longer")
    func cadenceThenProgression() async throws {
        let rig = await makeRig()
        await rig.session.start()
        #expect(await eventually { await rig.session.state == .settingKey })
        let cadence = await playChords(rig, from: 0, sizes: [3, 3, 3, 3])
        #expect(cadence == [0, 1, 2, 3].map { Self.start + $0 * Self.beat })
        #expect(await eventually { self.progressionEvent(rig) != nil })
        let progression = try #require(progressionEvent(rig))
        #expect(progression.length == LengthStaircase.Bounds.progressions.first)
        let firstTone = chords(rig, from: 0).prefix(4).reduce(0) { $0 + $1.count }
        let frames = await playChords(rig, from: firstTone, sizes: progression.steps.map(\.notes.count))
        #expect(frames == (0..<progression.length).map { Self.start + 6 * Self.beat + 2 * $0 * Self.beat })
        #expect(chords(rig, from: firstTone).prefix(progression.length).map { $0.map { Int($0.time.frame) }.count } == progression.steps.map(\.notes.count))
        let (heard, heardFrames) = try #require(heardEvent(rig))
        // Heard where each chord's first note has risen (the mock's 43 frames).
        let rise = rig.player.attack.load(ordering: .relaxed)
        #expect(heard == progression && heardFrames.map(Int.init) == frames.map { $0 + rise }, "\(heardFrames) \(frames)")
        // While the last chord sounds: too early.
        await rig.session.apply(.note(60), at: AudioTime(frame: UInt64(frames.last!), sampleRate: 48_000))
        #expect(await eventually { rig.events.events.contains { if case .tooEarly(60) = $0 { true } else { false } } })
        #expect(await eventually { await rig.session.state == .listening })
        let echoStart = frames.last! + 2 * Self.beat
        let record = try await playBack(rig, progression, from: echoStart)
        #expect(record.judgement.isRight && record.countsForSpan && record.played.count == progression.steps.reduce(0) { $0 + $1.notes.count })
        #expect(record.played.first?.onsetFrames == echoStart - frames[0])
        let next = await eventually { self.progressionEvent(rig, 1) != nil }
        #expect(next && progressionEvent(rig, 1)?.length == progression.length + 1)
        await rig.session.stop(.stopped)
    }

    @Test("r plays the progression again without the key, the echo starts over; heard twice, it stays out of the span and the staircase keeps its length")
    func replay() async throws {
        let rig = await makeRig(keyCue: .drone)
        await rig.session.start()
        // The drone: one note, two beats before the progression.
        _ = await playChords(rig, from: 0, sizes: [1])
        #expect(await eventually { self.progressionEvent(rig) != nil })
        let progression = try #require(progressionEvent(rig))
        let frames = await playChords(rig, from: 1, sizes: progression.steps.map(\.notes.count))
        #expect(frames.first == Self.start + 2 * Self.beat)
        #expect(await eventually { await rig.session.state == .listening })
        await rig.session.apply(.replay, at: nil)
        let tones = 1 + progression.steps.reduce(0) { $0 + $1.notes.count }
        let again = await playChords(rig, from: tones, sizes: progression.steps.map(\.notes.count))
        #expect(await eventually { await rig.session.state == .listening })
        let record = try await playBack(rig, progression, from: again.last! + 2 * Self.beat)
        #expect(record.replays == 1 && !record.countsForSpan && record.judgement.isRight)
        // The replay said the progression again (event 1); the next one is event 2.
        #expect(progressionEvent(rig, 1) == progression)
        #expect(await eventually { self.progressionEvent(rig, 2) != nil })
        #expect(progressionEvent(rig, 2)?.length == progression.length, "heard twice: the staircase stays")
        await rig.session.stop(.stopped)
    }

    @Test("typed notes make no chords: said, not taken; a stop after the progression was heard keeps it for the next start, heard twice and out of the span")
    func typedAndStop() async throws {
        let rig = await makeRig(keyCue: .chord)
        await rig.session.start()
        // The broken chord: four single notes.
        _ = await playChords(rig, from: 0, sizes: [1, 1, 1, 1])
        #expect(await eventually { self.progressionEvent(rig) != nil })
        let progression = try #require(progressionEvent(rig))
        let frames = await playChords(rig, from: 4, sizes: progression.steps.map(\.notes.count))
        #expect(frames.first == Self.start + 4 * Self.beat)
        #expect(await eventually { await rig.session.state == .listening })
        await rig.session.apply(.typedNote(60), at: nil)
        #expect(await eventually { rig.events.events.contains { if case .typedNotTaken(60) = $0 { true } else { false } } })
        await rig.session.stop(.stopped)
        #expect(rig.recorder.recorded.isEmpty)
        await rig.session.start()
        let toneCount = rig.player.scheduledHandles.count
        #expect(await eventually { self.progressionEvent(rig, 1) != nil })
        #expect(progressionEvent(rig, 1) == progression, "stopping traded the progression for another")
        _ = await playChords(rig, from: toneCount, sizes: [1, 1, 1, 1])
        let again = await playChords(rig, from: toneCount + 4, sizes: progression.steps.map(\.notes.count))
        #expect(await eventually { await rig.session.state == .listening })
        let record = try await playBack(rig, progression, from: again.last! + 2 * Self.beat)
        #expect(record.replays == 1 && !record.countsForSpan && record.judgement.isRight)
        await rig.session.stop(.stopped)
    }
}
