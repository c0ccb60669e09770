import Foundation
import Testing
@testable import PeachCore
import PeachDoubles

@Suite("Compare Timing session")
struct CompareTimingSessionTests {
    struct Rig {
        let session: CompareTimingSession
        let clicks: MockClickPlayer
        let recorder: RecordingObserver
        let observer: RecordingObserver
        let settings: MockSettings
        let events: EventLog<CompareTimingSession.Event>
    }

    /// One repetition unless asked: the pattern played once, as the original's first trials.
    @TrainingActor
    func makeRig(
        tempo: Int = 80, history: TrainingHistory = TrainingHistory(), pattern: TimingPattern = .standard, position: Int? = nil,
        repetitions: Int = 1
    ) -> Rig {
        let clicks = MockClickPlayer(), recorder = RecordingObserver(), observer = RecordingObserver()
        var chosen = TrainingSettings(tempo: Tempo(bpm: tempo))
        chosen.timingPattern = pattern
        chosen.timingRepetitions = repetitions
        if let position { chosen.timingPosition = position }
        let settings = MockSettings(chosen)
        let session = CompareTimingSession(
            clicks: clicks, player: MockNotePlayer(), history: history, recorder: recorder,
            settings: settings, clock: MockClock(), random: SeededRandom(seed: 5))
        session.observe([observer])
        return Rig(session: session, clicks: clicks, recorder: recorder, observer: observer, settings: settings, events: .of(session))
    }

    /// Plays trial `index`'s four clicks through the third one.
    func reachThirdClick(_ rig: Rig, trial index: Int = 0) async {
        #expect(await eventually { rig.clicks.clickCount >= 4 * (index + 1) })
        rig.clicks.play(through: rig.clicks.clicks[4 * index + 2].frame)
        #expect(await eventually { await rig.session.state == .awaitingAnswer })
    }

    @Test("a trial is four sixteenths on the grid, the first accented, the third moved by whole frames: the record keeps what was played")
    func clicksOnTheGrid() async throws {
        let rig = await makeRig(tempo: 80)
        await rig.session.start()
        #expect(await eventually { rig.clicks.clickCount == 4 })
        let clicks = rig.clicks.clicks
        #expect(clicks.map(\.sound) == [.accent, .normal, .normal, .normal])
        // 0.1 s of lead, then a step of 15 · 48000 / 80 = 9000 frames.
        let start = 48_000 + UInt64(4_800)
        #expect(clicks[0].frame == start && clicks[1].frame == start + 9_000 && clicks[3].frame == start + 27_000)
        let offsetFrames = Int64(clicks[2].frame) - Int64(start + 18_000)
        #expect(offsetFrames != 0)
        // The chain's first trial: a fifth of a step (37.5 ms = 1800 frames), early or late.
        #expect(abs(offsetFrames) == 1_800)

        await reachThirdClick(rig)
        await rig.session.answer(late: offsetFrames > 0)
        #expect(await eventually { rig.recorder.stored(TimingComparisonRecord.self).count == 1 })
        let record = try #require(rig.recorder.stored(TimingComparisonRecord.self).first)
        #expect(record.offsetMs == Double(offsetFrames) * 1000 / 48_000)
        #expect(record.isCorrect && record.tempo == Tempo(bpm: 80))
        #expect(await eventually { rig.events.answers == [record] && rig.observer.told(TimingComparisonRecord.self).count == 1 })
        await rig.session.stop(.stopped)
    }

    @Test("a session resumes the chain from the latest stored answer in the tempo's band; another band's answers do not count")
    func resumesFromHistory() async throws {
        let history = await TrainingHistory()
        let day = Date(timeIntervalSince1970: 1_800_000_000)
        await history.add(TimingComparisonRecord(tempo: Tempo(bpm: 85), offsetMs: -4, isCorrect: true, timestamp: day))
        await history.add(TimingComparisonRecord(tempo: Tempo(bpm: 90), offsetMs: 6, isCorrect: false, timestamp: day + 60))
        await history.add(TimingComparisonRecord(tempo: Tempo(bpm: 130), offsetMs: 1, isCorrect: true, timestamp: day + 120))
        let rig = await makeRig(tempo: 80, history: history)
        await rig.session.start()
        #expect(await eventually { rig.clicks.clickCount == 4 })
        // 80–99 BPM's latest: 6 ms, answered wrong, so the chain widens from there (past the fast start).
        let expected = TimingChain.resumed(from: TimingComparisonRecord(tempo: Tempo(bpm: 90), offsetMs: 6, isCorrect: false, timestamp: day))
            .nextMs(KazezChain(), at: Tempo(bpm: 80))
        let clicks = rig.clicks.clicks
        let offsetFrames = Int64(clicks[2].frame) - Int64(clicks[0].frame + 18_000)
        #expect(expected > 6 && expected < 9)
        #expect(abs(Double(abs(offsetFrames)) - expected * 48) <= 0.5, "\(offsetFrames) frames against \(expected) ms")
        await rig.session.stop(.stopped)
    }

    @Test("answers before the third click are not taken; from it on Lower is Early and Higher is Late, once")
    func answerWindow() async throws {
        let rig = await makeRig()
        await rig.session.start()
        #expect(await eventually { rig.clicks.clickCount == 4 })
        rig.clicks.play(through: rig.clicks.clicks[1].frame)
        await rig.session.apply(.higher, at: nil)
        try await Task.sleep(nanoseconds: 20_000_000)
        #expect(rig.recorder.stored(TimingComparisonRecord.self).count == 0)
        await reachThirdClick(rig)
        let late = Int64(rig.clicks.clicks[2].frame) > Int64(rig.clicks.clicks[1].frame) + 9_000
        await rig.session.apply(late ? .lower : .higher, at: nil)
        #expect(await eventually { rig.recorder.stored(TimingComparisonRecord.self).count == 1 })
        #expect(rig.recorder.stored(TimingComparisonRecord.self)[0].isCorrect == false)
        await rig.session.apply(.higher, at: nil)
        try await Task.sleep(nanoseconds: 20_000_000)
        #expect(rig.recorder.stored(TimingComparisonRecord.self).count == 1)
        await rig.session.stop(.stopped)
    }

    @Test("the next trial starts when the feedback ends, counted from the answer's frame, never before the fourth click's step")
    func nextTrialAfterFeedback() async throws {
        let rig = await makeRig(tempo: 80)
        rig.settings.update { $0.feedbackDuration = 0.5 }
        await rig.session.start()
        await reachThirdClick(rig)
        let third = rig.clicks.clicks[2].frame
        // Read by the next trial: a quick feedback, and the fourth click's step ends first.
        rig.settings.update { $0.feedbackDuration = 0.4 }
        await rig.session.apply(.higher, at: AudioTime(frame: third + 100, sampleRate: 48_000))
        #expect(await eventually { rig.clicks.clickCount == 8 })
        #expect(rig.clicks.clicks[4].frame == third + 100 + 24_000)

        await reachThirdClick(rig, trial: 1)
        let start = rig.clicks.clicks[4].frame
        await rig.session.apply(.lower, at: AudioTime(frame: start + 18_000 - 1_000, sampleRate: 48_000))
        #expect(await eventually { rig.clicks.clickCount == 12 })
        #expect(rig.clicks.clicks[8].frame == max(start + 17_000 + 19_200, start + 36_000))
        await rig.session.stop(.stopped)
    }

    @Test("right answers bring the offset down the chain; it never goes below 0.5 ms")
    func chainDescends() async throws {
        let rig = await makeRig(tempo: 60)
        await rig.session.start()
        var sizes: [Double] = []
        for trial in 0..<40 {
            await reachThirdClick(rig, trial: trial)
            let base = rig.clicks.clicks[4 * trial].frame
            let offset = Int64(rig.clicks.clicks[4 * trial + 2].frame) - Int64(base + 24_000)
            sizes.append(abs(Double(offset)) * 1000 / 48_000)
            await rig.session.answer(late: offset > 0)
            #expect(await eventually { rig.recorder.stored(TimingComparisonRecord.self).count == trial + 1 })
        }
        #expect(sizes[0] == 50)
        #expect(sizes.last! < 5 && sizes.allSatisfy { $0 >= 0.5 - 1e-9 })
        #expect(zip(sizes, sizes.dropFirst()).allSatisfy { $1 <= $0 })
        await rig.session.stop(.stopped)
    }

    @Test("a stop silences the clicks and keeps nothing; a failed save stops with its reason and moves nothing")
    func stopAndFailure() async throws {
        let rig = await makeRig()
        await rig.session.start()
        await reachThirdClick(rig)
        await rig.session.stop(.stopped)
        #expect(rig.clicks.clicks.allSatisfy { $0.handle.isEnded })
        #expect(rig.recorder.stored(TimingComparisonRecord.self).count == 0)
        #expect(await eventually { rig.events.stops == [.stopped] })
        #expect(await rig.session.state == .idle)

        rig.recorder.failure = "disk full"
        await rig.session.start()
        await reachThirdClick(rig, trial: 1)
        await rig.session.answer(late: true)
        #expect(await eventually { rig.events.stops == [.stopped, .saveFailed] })
        #expect(rig.events.answers.isEmpty && rig.observer.told(TimingComparisonRecord.self).count == 0)
    }

    @Test("each pattern and each allowed position: its clicks on their steps, the first accented, only the moved one off its step; the record keeps both", arguments: TimingPattern.allCases)
    func patternsAndPositions(_ pattern: TimingPattern) async throws {
        for position in pattern.positions {
            let rig = await makeRig(tempo: 120, pattern: pattern, position: position)
            await rig.session.start()
            let count = pattern.noteCount
            #expect(await eventually { rig.clicks.clickCount == count })
            let clicks = rig.clicks.clicks
            // 0.1 s of lead, then a step of 15 · 48000 / 120 = 6000 frames.
            let start = 48_000 + UInt64(4_800)
            #expect(clicks.map(\.sound) == [.accent] + Array(repeating: .normal, count: count - 1))
            for (index, step) in pattern.soundingSteps.enumerated() where index != position - 1 {
                #expect(clicks[index].frame == start + UInt64(step) * 6_000, "\(pattern), click \(index + 1)")
            }
            let moved = clicks[position - 1].frame
            let grid = start + UInt64(pattern.soundingSteps[position - 1]) * 6_000
            let offsetFrames = Int64(moved) - Int64(grid)
            // The first trial: a fifth of a step.
            #expect(abs(offsetFrames) == 1_200, "\(pattern) position \(position)")
            rig.clicks.play(through: moved)
            #expect(await eventually { await rig.session.state == .awaitingAnswer })
            await rig.session.answer(late: offsetFrames > 0)
            #expect(await eventually { rig.recorder.stored(TimingComparisonRecord.self).count == 1 })
            let record = try #require(rig.recorder.stored(TimingComparisonRecord.self).first)
            #expect(record.pattern == pattern && record.position == position && record.isCorrect)
            #expect(record.offsetMs == Double(offsetFrames) * 1000 / 48_000)
            await rig.session.stop(.stopped)
        }
    }

    @Test("the pattern repeats beat after beat, the same each time, until the answer: the beats after the one sounding are called off, the next trial starts after it")
    func loopsUntilTheAnswer() async throws {
        let rig = await makeRig(tempo: 100, pattern: .eighthTwoSixteenths, repetitions: 20)
        rig.settings.update { $0.feedbackDuration = 0.4 }
        await rig.session.start()
        // The first beat, then two ahead once it sounds; a step is 15 · 48000 / 100 = 7200 frames, a beat 28 800.
        #expect(await eventually { rig.clicks.clickCount == 3 })
        rig.clicks.play(through: rig.clicks.clicks[0].frame)
        #expect(await eventually { rig.clicks.clickCount == 9 })
        let first = rig.clicks.clicks
        let offset = Int64(first[1].frame) - Int64(first[0].frame + 14_400)
        for beat in 1..<4 {
            // Each beat begun schedules the one two after it: the loop keeps two ahead.
            rig.clicks.play(through: rig.clicks.clicks[3 * beat].frame)
            #expect(await eventually { rig.clicks.clickCount == 3 * (beat + 3) }, "beat \(beat)")
        }
        let clicks = rig.clicks.clicks
        for beat in 0..<6 {
            let base = first[0].frame + UInt64(beat) * 28_800
            #expect(clicks[3 * beat].frame == base && clicks[3 * beat].sound == .accent)
            #expect(Int64(clicks[3 * beat + 1].frame) - Int64(base + 14_400) == offset, "the same offset in beat \(beat)")
            #expect(clicks[3 * beat + 2].frame == base + 21_600)
        }
        #expect(rig.events.loopEnds.isEmpty)
        // Answered in the fourth beat (3): the fifth and sixth, scheduled, never sound.
        let answered = clicks[9].frame + 100
        await rig.session.apply(offset > 0 ? .higher : .lower, at: AudioTime(frame: answered, sampleRate: 48_000))
        #expect(await eventually { rig.recorder.stored(TimingComparisonRecord.self).count == 1 })
        #expect(await eventually { clicks[12...17].allSatisfy { $0.handle.isEnded } })
        #expect(!clicks[11].handle.isEnded, "the beat sounding at the answer plays to its end")
        // The next trial's first beat only, while the answered beat may still ring.
        #expect(await eventually { rig.clicks.clickCount == 21 })
        // The next trial: after the feedback (19 200 frames) and after the answered beat's end.
        #expect(rig.clicks.clicks[18].frame == max(answered + 19_200, first[0].frame + 4 * 28_800))
        // A stop before the next trial's first click silences the answered beat's rest too.
        await rig.session.stop(.stopped)
        #expect(clicks[11].handle.isEnded)
    }

    @Test("at the cap the loop ends, said once its last click sounded; the answer is still taken")
    func loopStopsAtTheCap() async throws {
        let rig = await makeRig(tempo: 120, pattern: .twoEighths, repetitions: 3)
        await rig.session.start()
        #expect(await eventually { rig.clicks.clickCount == 2 })
        rig.clicks.play(through: rig.clicks.clicks[0].frame)
        #expect(await eventually { rig.clicks.clickCount == 6 })
        rig.clicks.play(through: rig.clicks.clicks[2].frame)
        // The third beat begun: not said before its last click.
        rig.clicks.play(through: rig.clicks.clicks[4].frame)
        try await Task.sleep(nanoseconds: 30_000_000)
        #expect(rig.events.loopEnds.isEmpty)
        rig.clicks.play(through: rig.clicks.clicks[5].frame)
        #expect(await eventually { rig.events.loopEnds == [3] })
        try await Task.sleep(nanoseconds: 30_000_000)
        #expect(rig.clicks.clickCount == 6, "three beats of two clicks, no more")
        #expect(await rig.session.state == .awaitingAnswer)
        await rig.session.answer(late: true)
        #expect(await eventually { rig.recorder.stored(TimingComparisonRecord.self).count == 1 })
        #expect(rig.events.loopEnds == [3])
        await rig.session.stop(.stopped)
    }

    @Test("the chain resumes from the pattern's own latest answer in the band, else the band's")
    func resumesByPattern() async throws {
        let history = await TrainingHistory()
        let day = Date(timeIntervalSince1970: 1_800_000_000)
        await history.add(TimingComparisonRecord(tempo: Tempo(bpm: 85), offsetMs: -20, isCorrect: true, timestamp: day, pattern: .twoEighths))
        await history.add(TimingComparisonRecord(tempo: Tempo(bpm: 90), offsetMs: 6, isCorrect: false, timestamp: day + 60))
        for (pattern, latest) in [(TimingPattern.twoEighths, 20.0), (.dottedEighthSixteenth, 6.0)] {
            let rig = await makeRig(tempo: 80, history: history, pattern: pattern)
            await rig.session.start()
            #expect(await eventually { rig.clicks.clickCount == 2 })
            let clicks = rig.clicks.clicks
            let step = UInt64(pattern.soundingSteps[1]) * 9_000
            let offsetMs = abs(Double(Int64(clicks[1].frame) - Int64(clicks[0].frame + step))) / 48
            let record = TimingComparisonRecord(tempo: Tempo(bpm: 90), offsetMs: latest, isCorrect: latest == 20, timestamp: day)
            let expected = TimingChain.resumed(from: record).nextMs(KazezChain(), at: Tempo(bpm: 80))
            #expect(abs(offsetMs - expected) <= 0.02, "\(pattern): \(offsetMs) ms against \(expected)")
            await rig.session.stop(.stopped)
        }
    }

    @Test("an audio failure while the clicks play stops training with its reason")
    func audioFailure() async throws {
        let rig = await makeRig()
        await rig.session.start()
        #expect(await eventually { rig.clicks.clickCount == 4 })
        rig.clicks.clicks[0].handle.fail(.outputsDisconnected)
        #expect(await eventually { rig.events.stops == [.outputsDisconnected] })
        #expect(await rig.session.isRunning == false)
    }
}

extension EventLog where Event == CompareTimingSession.Event {
    var states: [CompareTimingSession.State] { events.compactMap { if case let .state(state) = $0 { state } else { nil } } }
    var answers: [TimingComparisonRecord] { events.compactMap { if case let .completed(record) = $0 { record } else { nil } } }
    var loopEnds: [Int] { events.compactMap { if case let .loopEnded(repetitions) = $0 { repetitions } else { nil } } }
}
