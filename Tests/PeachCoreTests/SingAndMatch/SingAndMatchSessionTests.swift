import Foundation
import Testing
@testable import PeachCore
import PeachDoubles

@Suite("Sing & Match session")
struct SingAndMatchSessionTests {
    struct Rig {
        let session: SingAndMatchSession
        let player: MockNotePlayer
        let hearing: MockHearing
        let observer: RecordingObserver
        /// An observer beside the profile (the controller's pads): told once the match is stored.
        let pads: RecordingObserver
        let history: TrainingHistory
        let clock: MockClock
        let events: EventLog<SingAndMatchSession.Event>
    }

    @TrainingActor
    func makeRig(settings: MockSettings = MockSettings()) -> Rig {
        let player = MockNotePlayer(), hearing = MockHearing(), observer = RecordingObserver(), pads = RecordingObserver(), clock = MockClock(), history = TrainingHistory()
        let session = SingAndMatchSession(
            player: player, hearing: hearing, strategy: KazezNoteStrategy(), history: history, recorder: observer,
            settings: settings, clock: clock, random: SeededRandom(seed: 5))
        session.observe([observer, pads])
        return Rig(session: session, player: player, hearing: hearing, observer: observer, pads: pads, history: history, clock: clock, events: .of(session))
    }

    /// Plays trial `trial`'s reference to its end; returns the target the session listens for.
    func reachListening(_ rig: Rig, trial: Int = 0) async throws -> Frequency {
        #expect(await eventually { rig.player.startedCount == trial + 1 })
        #expect(!rig.hearing.isHearing)
        rig.player.started[trial].finish()
        #expect(await eventually { await rig.session.state == .listening })
        #expect(rig.hearing.isHearing)
        let challenge = try #require(await rig.session.current)
        return challenge.targetFrequency(PitchCalculator())
    }

    @Test("reference, then listening: a note held 0.7 s within the window is stored as a match by voice, first attempt as its initial offset")
    func heldMatch() async throws {
        let rig = await makeRig()
        await rig.session.start()
        let target = try await reachListening(rig)
        // Lands 25 cents sharp, corrects to 3 cents flat after 0.3 s.
        rig.hearing.sing(target, cents: { $0 < 56 ? 25 : -3 }, hops: 200, from: 0)
        #expect(await eventually { rig.observer.told(PitchMatchingRecord.self).count == 1 })
        let match = rig.observer.told(PitchMatchingRecord.self)[0]
        #expect(match.matchedBy == .voice)
        #expect(abs(match.initialCentOffset.value - 25) < 1e-6)
        #expect(abs(match.userCentError.value - (-3)) < 1e-6)
        #expect(await eventually { await rig.history.sungMatching.count == 1 })
        #expect(await eventually { rig.pads.told(PitchMatchingRecord.self) == [match] })
        #expect(await rig.history.matching.count == 0)
        // The needle: some of the events, each with the pitch then heard.
        let needles = rig.events.events.compactMap { if case let .heard(cents, _, _, _) = $0 { return cents } else { return nil } }
        #expect(needles.count >= 10 && needles.count < 200 && needles.first.map { abs($0.value - 25) < 1e-6 } == true)
        #expect(await eventually { rig.events.events.contains { if case let .completed(completed) = $0 { return completed.record == match } else { return false } } })
        // Listening ends with the match; the feedback, then the next reference.
        #expect(await eventually { !rig.hearing.isHearing })
        #expect(await eventually { rig.clock.sleeps.contains(0.4) })
        #expect(await eventually { rig.player.startedCount == 2 })
        await rig.session.stop(.stopped)
    }

    @Test("a voice range set: every target, an interval's too, lies inside it, though the note range reaches far below")
    func voiceRange() async throws {
        var settings = TrainingSettings.defaults
        settings.noteRange = NoteRange(lowest: MIDINote(36), highest: MIDINote(84))
        settings.voiceRange = NoteRange(lowest: MIDINote(55), highest: MIDINote(72))
        settings.intervals = [.unison, DirectedInterval(.perfectFifth, .up), DirectedInterval(.majorThird, .down)]
        let rig = await makeRig(settings: MockSettings(settings))
        await rig.session.start()
        for trial in 0..<12 {
            _ = try await reachListening(rig, trial: trial)
            let challenge = try #require(await rig.session.current)
            #expect((55...72).contains(challenge.targetNote.rawValue), "target \(challenge.targetNote.rawValue) outside G3–C5")
            #expect((55...72).contains(challenge.referenceNote.rawValue))
            rig.hearing.sing(challenge.targetFrequency(PitchCalculator()), cents: { _ in 0 }, hops: 200, from: UInt64(trial) * 10_000_000)
            #expect(await eventually { rig.observer.told(PitchMatchingRecord.self).count == trial + 1 })
            #expect(await eventually { !rig.hearing.isHearing })
        }
        await rig.session.stop(.stopped)
    }

    @Test("a pad press (Submit) takes the match now; before anything is heard it does nothing")
    func submitTakesNow() async throws {
        let rig = await makeRig()
        await rig.session.start()
        let target = try await reachListening(rig)
        await rig.session.apply(.submit, at: nil)
        try await Task.sleep(for: .milliseconds(50))
        #expect(rig.observer.told(PitchMatchingRecord.self).count == 0 && rig.hearing.isHearing)
        rig.hearing.sing(target, cents: { _ in 70 }, hops: 20, from: 0)
        #expect(await eventually { rig.events.events.contains { if case .heard(cents: .some, _, _, _) = $0 { return true } else { return false } } })
        // Let the session take the twenty hops before the press.
        try await Task.sleep(for: .milliseconds(50))
        await rig.session.apply(.submit, at: nil)
        #expect(await eventually { rig.observer.told(PitchMatchingRecord.self).count == 1 })
        #expect(abs(rig.observer.told(PitchMatchingRecord.self)[0].userCentError.value - 70) < 1e-6)
        await rig.session.stop(.stopped)
    }

    @Test("a stop while listening stores nothing and stops hearing; a stop during the reference too")
    func stops() async throws {
        for whileListening in [false, true] {
            let rig = await makeRig()
            await rig.session.start()
            if whileListening {
                let target = try await reachListening(rig)
                rig.hearing.sing(target, cents: { _ in 0 }, hops: 50, from: 0)
            } else {
                #expect(await eventually { rig.player.startedCount == 1 })
            }
            await rig.session.stop(.interrupted)
            #expect(await rig.session.state == .idle)
            #expect(rig.observer.told(PitchMatchingRecord.self).count == 0 && !rig.hearing.isHearing)
            for handle in rig.player.started { #expect(handle.isEnded) }
            #expect(await eventually { rig.events.stops == [.interrupted] })
        }
    }
}
