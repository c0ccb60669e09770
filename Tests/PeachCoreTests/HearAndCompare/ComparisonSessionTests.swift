import Foundation
import Testing
@testable import PeachCore
import PeachDoubles

@Suite("Hear & Compare session")
struct ComparisonSessionTests {
    struct Rig {
        let session: ComparisonSession
        let player: MockNotePlayer
        let observer: RecordingObserver
        let settings: MockSettings
        let clock: MockClock
        let events: EventLog<ComparisonSession.Event>
    }

    @TrainingActor
    func makeRig(
        chain: MockChainHistory = MockChainHistory(), history: TrainingHistory? = nil, observers extra: [any TrainingObserver] = []
    ) -> Rig {
        let player = MockNotePlayer(), observer = RecordingObserver(), settings = MockSettings(), clock = MockClock()
        let session = ComparisonSession(
            player: player, strategy: KazezNoteStrategy(), history: history ?? TrainingHistory(), recorder: observer,
            settings: settings, chainHistory: chain, clock: clock, random: SeededRandom(seed: 3))
        session.observe([observer] + extra)
        return Rig(session: session, player: player, observer: observer, settings: settings, clock: clock, events: .of(session))
    }

    /// Plays the current pair up to note 2 sounding.
    func reachNote2(_ rig: Rig, pair index: Int = 0) async {
        #expect(await eventually { rig.player.pairCount > index })
        let pair = rig.player.pairs[index]
        pair.first.begin()
        pair.first.finish()
        pair.second.begin()
        #expect(await eventually { await rig.session.state == .playingNote2 })
    }

    @Test("start begins the first trial at once: note 1 and note 2 as one pair, from the settings")
    func startsImmediately() async {
        let rig = await makeRig()
        rig.settings.update { $0.noteDuration = 0.7; $0.noteGap = 0.25 }
        await rig.session.start()
        #expect(await rig.session.state == .playingNote1)
        #expect(await eventually { rig.player.pairCount == 1 })
        let pair = rig.player.pairs[0]
        #expect(pair.first.tone.duration == 0.7 && pair.second.tone.duration == 0.7 && pair.gap == 0.25)
        #expect(pair.start == nil)
        #expect(pair.first.tone.gainDecibels == 0)
        await rig.session.stop(.stopped)
    }

    @Test("answers are ignored during note 1 and the gap; Higher/Lower count from note 2's start")
    func answersFromNote2() async {
        let rig = await makeRig()
        await rig.session.start()
        #expect(await eventually { rig.player.pairCount == 1 })
        let pair = rig.player.pairs[0]
        pair.first.begin()
        await rig.session.answer(higher: true)
        pair.first.finish()
        await rig.session.answer(higher: true)
        #expect(await rig.session.state == .playingNote1)
        pair.second.begin()
        #expect(await eventually { await rig.session.state == .playingNote2 })
        #expect(rig.observer.told(ComparisonRecord.self).count == 0)
        await rig.session.stop(.stopped)
    }

    @Test("note 2 ending without an answer waits for it; the answer then shows feedback")
    func awaitingAnswer() async {
        let rig = await makeRig()
        await rig.session.start()
        await reachNote2(rig)
        rig.player.pairs[0].second.finish()
        #expect(await eventually { await rig.session.state == .awaitingAnswer })
        await rig.session.answer(higher: false)
        #expect(await eventually { await rig.session.state == .showingFeedback })
        #expect(rig.observer.told(ComparisonRecord.self).count == 1)
        #expect(await eventually { rig.events.states.prefix(4) == [.playingNote1, .playingNote2, .awaitingAnswer, .showingFeedback] })
        await rig.session.stop(.stopped)
    }

    @Test("an early answer cuts note 2 at once and skips awaitingAnswer")
    func earlyAnswer() async {
        let rig = await makeRig()
        await rig.session.start()
        await reachNote2(rig)
        await rig.session.answer(higher: true)
        #expect(await eventually { await rig.session.state == .showingFeedback })
        #expect(rig.player.pairs[0].second.stopCount == 1)
        #expect(await eventually { rig.events.states.contains(.showingFeedback) })
        #expect(!rig.events.states.contains(.awaitingAnswer))
        await rig.session.stop(.stopped)
    }

    @Test("correct ⇔ (answered Higher) == (offset > 0), and only one answer a trial")
    func correctnessAndDoubleAnswers() async {
        let rig = await makeRig()
        await rig.session.start()
        await reachNote2(rig)
        let comparison = await rig.session.current!
        await rig.session.answer(higher: comparison.isTargetHigher)
        await rig.session.answer(higher: !comparison.isTargetHigher)
        #expect(await eventually { rig.observer.told(ComparisonRecord.self).count == 1 })
        #expect(rig.observer.told(ComparisonRecord.self)[0].isCorrect)
        #expect(CompletedComparison(record: rig.observer.told(ComparisonRecord.self)[0]).comparison == comparison)
        // The next trial's pair is scheduled: the second answer was seen and refused by then.
        #expect(await eventually { rig.player.pairCount == 2 })
        #expect(rig.observer.told(ComparisonRecord.self).count == 1)
        await rig.session.stop(.stopped)
    }

    @Test("the record is committed before feedback is published")
    func storeBeforeFeedback() async {
        let seenStates = EventLog<ComparisonSession.Event>()
        let probe = RecordingObserver()
        let disk = Gate()
        let rig = await makeRig(observers: [probe])
        probe.onTrial = { [session = rig.session] in
            seenStates.append(.event(.state(await session.state)))
            // A slow disk: the write finishes only when the test says so.
            await disk.wait()
        }
        await rig.session.start()
        await reachNote2(rig)
        await rig.session.answer(higher: true)
        #expect(await eventually { seenStates.states.count == 1 })
        // While the store is busy, no feedback: the state is still the answer's.
        #expect(await rig.session.state != .showingFeedback)
        disk.open()
        #expect(await eventually { await rig.session.state == .showingFeedback })
        #expect(seenStates.states == [.playingNote2])
        #expect(rig.observer.told(ComparisonRecord.self).count == 1)
        await rig.session.stop(.stopped)
    }

    @Test("feedback lasts 0.4 s: the next note 1 is scheduled 0.4 s after the answer, with no further delay")
    func nextTrialAfterFeedback() async {
        let rig = await makeRig()
        await rig.session.start()
        await reachNote2(rig)
        let answerTime = AudioTime(frame: 1_000_000, sampleRate: 48_000)
        await rig.session.answer(higher: true, at: answerTime)
        #expect(await eventually { rig.player.pairCount == 2 })
        #expect(rig.player.pairs[1].start == AudioTime(frame: 1_000_000 + 19_200, sampleRate: 48_000))
        #expect(await rig.session.state == .showingFeedback)
        // Without a time from the controller, the player's clock stands in.
        await reachNote2(rig, pair: 1)
        #expect(await rig.session.state == .playingNote2)
        await rig.session.answer(higher: true)
        #expect(await eventually { rig.player.pairCount == 3 })
        #expect(rig.player.pairs[2].start == rig.player.now().adding(seconds: 0.4))
        await rig.session.stop(.stopped)
    }

    @Test("settings are read on every trial and a change takes effect on the next one")
    func settingsEveryTrial() async {
        let rig = await makeRig()
        await rig.session.start()
        await reachNote2(rig)
        #expect(rig.settings.readCount == 1)
        rig.settings.update { $0.noteDuration = 2.5 }
        await rig.session.answer(higher: true)
        #expect(await eventually { rig.player.pairCount == 2 })
        #expect(rig.settings.readCount == 2)
        #expect(rig.player.pairs[1].first.tone.duration == 2.5)
        await rig.session.stop(.stopped)
    }

    @Test("the chain continues from the last stored comparison of the same task")
    func chainContinuation() async {
        let stored = CompletedComparison(comparison: Comparison(referenceNote: MIDINote(60), centOffset: 16), answeredHigher: true, timestamp: Date())
        let fifth = CompletedComparison(
            comparison: Comparison(referenceNote: MIDINote(60), interval: DirectedInterval(.perfectFifth), centOffset: 64), answeredHigher: true, timestamp: Date())
        let rig = await makeRig(chain: MockChainHistory(stored: [
            .unison: ChainState(last: stored, isDescending: false), DirectedInterval(.perfectFifth): ChainState(last: fifth, isDescending: false),
        ]))
        await rig.session.start()
        #expect(await eventually { rig.player.pairCount == 1 })
        rig.player.pairs[0].first.begin()
        #expect(await eventually { await rig.session.current != nil })
        #expect(abs(await rig.session.current!.centOffset.magnitude.value - 16 * (1 - TrainingSettings.defaults.kazezNarrowing * 4)) < 1e-9)
        await rig.session.stop(.stopped)
    }

    /// The original app's chain, imported: a descent answered right, then 2 cents answered
    /// near chance (every other answer right); the history and its last answer.
    func importedNearChance() async -> (history: TrainingHistory, last: CompletedComparison) {
        let history = await TrainingHistory()
        var last = CompletedComparison(comparison: Comparison(referenceNote: MIDINote(60), centOffset: 100), answeredHigher: true, timestamp: Date())
        for (index, difference) in ([100.0, 60, 36, 20, 12] + Array(repeating: 2.0, count: 60)).enumerated() {
            let right = difference > 10 || index % 2 == 0
            last = CompletedComparison(
                comparison: Comparison(referenceNote: MIDINote(60), centOffset: Cents(difference)), answeredHigher: right,
                timestamp: Date(timeIntervalSince1970: 1_750_000_000 + Double(index) * 3))
            await history.add(last.record)
        }
        return (history, last)
    }

    @Test("a chain stored far below the ear's threshold (a history the phone's chain left near chance) starts again at the estimate, with the calibrated steps; a stop before its first answer keeps that")
    func chainRestartsAtTheEstimate() async throws {
        let (history, last) = await importedNearChance()
        let estimate = try #require(await history.thresholds[.unison]?.overall())
        let stored = ChainState(last: last, isDescending: false)
        #expect(stored.nextDifference(KazezChain()).value * ChainRestart.restartRatio < estimate.threshold, "the estimate: \(estimate)")
        let rig = await makeRig(chain: MockChainHistory(stored: [.unison: stored]), history: history)
        await rig.session.start()
        await reachNote2(rig)
        #expect(abs(try #require(await rig.session.current).centOffset.magnitude.value - estimate.threshold) < 1e-9)
        // Stopped unanswered: nothing stored, and the next start plays the estimate again.
        await rig.session.stop(.stopped)
        await rig.session.start()
        await reachNote2(rig, pair: 1)
        let first = try #require(await rig.session.current)
        #expect(abs(first.centOffset.magnitude.value - estimate.threshold) < 1e-9)
        await rig.session.answer(higher: first.isTargetHigher)
        // Right: one calibrated step down, P·(1 − a√P), not the fast start's 0.6.
        await reachNote2(rig, pair: 2)
        let second = try #require(await rig.session.current)
        let p = estimate.threshold
        #expect(abs(second.centOffset.magnitude.value - p * (1 - TrainingSettings.defaults.kazezNarrowing * p.squareRoot())) < 1e-9)
        await rig.session.stop(.stopped)
    }

    @Test("a chain stored less than twice below the estimate goes on from its last answer")
    func chainNearTheEstimateGoesOn() async throws {
        let (history, _) = await importedNearChance()
        let estimate = try #require(await history.thresholds[.unison]?.overall())
        let near = estimate.threshold * 0.9
        let last = CompletedComparison(comparison: Comparison(referenceNote: MIDINote(60), centOffset: Cents(near)), answeredHigher: true, timestamp: Date())
        let rig = await makeRig(chain: MockChainHistory(stored: [.unison: ChainState(last: last, isDescending: false)]), history: history)
        await rig.session.start()
        await reachNote2(rig)
        let first = try #require(await rig.session.current)
        #expect(abs(first.centOffset.magnitude.value - near * (1 - TrainingSettings.defaults.kazezNarrowing * near.squareRoot())) < 1e-9)
        await rig.session.stop(.stopped)
    }

    @Test("an audio failure stops training quietly to idle, with its reason", arguments: [
        (AudioError.serverShutDown(reason: "gone"), StopReason.serverShutDown),
        (AudioError.outputsDisconnected, StopReason.outputsDisconnected),
        (AudioError.playbackFailed("x"), StopReason.audioError),
    ])
    func audioFailure(error: AudioError, reason: StopReason) async {
        let rig = await makeRig()
        await rig.session.start()
        #expect(await eventually { rig.player.pairCount == 1 })
        rig.player.pairs[0].first.fail(error)
        #expect(await eventually { await rig.session.state == .idle })
        #expect(await eventually { rig.events.stops == [reason] })
        #expect(rig.observer.told(ComparisonRecord.self).count == 0)
    }

    @Test("a failure to start the pair is an audio failure too")
    func failureToSchedule() async {
        let rig = await makeRig()
        rig.player.failNextRequest = .playbackFailed("no voice")
        await rig.session.start()
        #expect(await eventually { await rig.session.state == .idle })
        #expect(await eventually { rig.events.stops == [.audioError] })
    }

    @Test("a store that fails stops training: no feedback, no completed answer, nothing counted, the reason said")
    func failingStoreStops() async {
        let later = RecordingObserver()
        let rig = await makeRig(observers: [later])
        await rig.session.start()
        await reachNote2(rig)
        await rig.session.answer(higher: true)
        #expect(await eventually { rig.observer.told(ComparisonRecord.self).count == 1 && later.told(ComparisonRecord.self).count == 1 })
        await reachNote2(rig, pair: 1)
        rig.observer.failure = "the disk is full"
        await rig.session.answer(higher: false)
        #expect(await eventually { rig.events.stops == [.saveFailed] })
        #expect(await rig.session.state == .idle)
        // The second answer reached no one: not the profile, not the screen, not feedback.
        #expect(rig.observer.told(ComparisonRecord.self).count == 1 && later.told(ComparisonRecord.self).count == 1)
        let completed = rig.events.events.filter { if case .completed = $0 { return true } else { return false } }
        #expect(completed.count == 1)
        #expect(rig.events.states.filter { $0 == .showingFeedback }.count == 1)
        let detail = rig.events.stopDetails
        #expect(detail == ["the disk is full"])
        // Every tone is silenced, and the session does not go on by itself.
        for pair in rig.player.pairs { #expect(pair.second.isEnded) }
        #expect(rig.player.pairCount == 2)
    }

    @Test("feedback lasts as long as the settings say, from the answer to the next note 1")
    func feedbackDurationSetting() async {
        let rig = await makeRig()
        rig.settings.update { $0.feedbackDuration = 1.5 }
        await rig.session.start()
        await reachNote2(rig)
        let answerTime = AudioTime(frame: 2_000_000, sampleRate: 48_000)
        await rig.session.answer(higher: true, at: answerTime)
        #expect(await eventually { rig.player.pairCount == 2 })
        #expect(rig.player.pairs[1].start == answerTime.adding(seconds: 1.5))
        await rig.session.stop(.stopped)
    }

    @Test("stop from every state discards the trial in progress and writes nothing partial", arguments: [
        ComparisonSession.State.playingNote1, .playingNote2, .awaitingAnswer, .showingFeedback,
    ])
    func stopFromEveryState(at state: ComparisonSession.State) async {
        let rig = await makeRig()
        await rig.session.start()
        #expect(await eventually { rig.player.pairCount == 1 })
        var expectedRecords = 0
        switch state {
        case .playingNote1:
            rig.player.pairs[0].first.begin()
        case .playingNote2:
            await reachNote2(rig)
        case .awaitingAnswer:
            await reachNote2(rig)
            rig.player.pairs[0].second.finish()
            #expect(await eventually { await rig.session.state == .awaitingAnswer })
        case .showingFeedback, .idle:
            await reachNote2(rig)
            await rig.session.answer(higher: true)
            #expect(await eventually { await rig.session.state == .showingFeedback })
            expectedRecords = 1
        }
        await rig.session.stop(.suspended)
        #expect(await rig.session.state == .idle)
        #expect(await eventually { rig.events.stops == [.suspended] })
        #expect(rig.observer.told(ComparisonRecord.self).count == expectedRecords)
        // Every tone that was scheduled is silenced.
        for pair in rig.player.pairs { #expect(pair.second.isEnded) }
        // Answers after the stop change nothing, and training never resumes by itself.
        // An answer on an idle session is refused on the session's actor, at once.
        await rig.session.answer(higher: true)
        #expect(rig.observer.told(ComparisonRecord.self).count == expectedRecords)
        #expect(await rig.session.state == .idle)
    }

    @Test("an answer is recorded, and a restart after stop")
    func bestAndRestart() async {
        let rig = await makeRig()
        await rig.session.start()
        await reachNote2(rig)
        let first = await rig.session.current!
        await rig.session.answer(higher: first.isTargetHigher)
        #expect(await eventually { rig.observer.told(ComparisonRecord.self).count == 1 })
        _ = first
        await rig.session.stop(.stopped)
        await rig.session.start()
        #expect(await rig.session.state == .playingNote1)
        await rig.session.stop(.stopped)
    }
}

extension EventLog where Event == ComparisonSession.Event {
    var states: [ComparisonSession.State] { events.compactMap { if case let .state(state) = $0 { state } else { nil } } }
}
