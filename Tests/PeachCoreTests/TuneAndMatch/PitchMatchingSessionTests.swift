import Foundation
import Testing
@testable import PeachCore
import PeachDoubles

@Suite("Tune & Match session")
struct PitchMatchingSessionTests {
    struct Rig {
        let session: PitchMatchingSession
        let player: MockNotePlayer
        let observer: RecordingObserver
        let clock: MockClock
        let stops: EventLog<PitchMatchingSession.Event>
    }

    @TrainingActor
    func makeRig() -> Rig {
        let player = MockNotePlayer(), observer = RecordingObserver(), clock = MockClock()
        let session = PitchMatchingSession(
            player: player, strategy: KazezNoteStrategy(), history: TrainingHistory(), recorder: observer,
            settings: MockSettings(), clock: clock, random: SeededRandom(seed: 9))
        session.observe([observer])
        return Rig(session: session, player: player, observer: observer, clock: clock, stops: .of(session))
    }

    func reachTunable(_ rig: Rig, position: Double, trial: Int = 0) async {
        #expect(await eventually { rig.player.startedCount == trial * 2 + 1 })
        rig.player.started[trial * 2].finish()
        #expect(await eventually { await rig.session.state == .awaitingControl })
        await rig.session.moveControl(to: position)
        #expect(await eventually { rig.player.startedCount == trial * 2 + 2 })
        #expect(await eventually { await rig.session.state == .playingTunable })
    }

    @Test("reference, silence until the control moves, then the tunable note at initial + 20·v")
    func flow() async {
        let rig = await makeRig()
        await rig.session.start()
        #expect(await rig.session.state == .playingReference)
        #expect(await eventually { rig.player.startedCount == 1 })
        #expect(rig.player.started[0].tone.duration == 1.0)
        rig.player.started[0].finish()
        #expect(await eventually { await rig.session.state == .awaitingControl })
        await rig.session.submit()  // Nothing to submit yet.
        #expect(rig.player.startedCount == 1)
        await rig.session.moveControl(to: 0.5)
        #expect(await eventually { await rig.session.state == .playingTunable })
        let challenge = await rig.session.current!
        let tunable = rig.player.started[1]
        #expect(tunable.tone.duration == nil)
        #expect(tunable.tone.frequency == challenge.tunableFrequency(PitchCalculator(), control: 0.5))
        let expected = challenge.initialCentOffset.value + 10
        #expect(abs(Cents(from: challenge.targetFrequency(PitchCalculator()), to: tunable.tone.frequency).value - expected) < 1e-9)
        await rig.session.stop(.stopped)
    }

    @Test("every movement retunes the sounding note live; submit records initial + 20·v at that moment")
    func retuneAndSubmit() async {
        let rig = await makeRig()
        await rig.session.start()
        await reachTunable(rig, position: 0)
        let challenge = await rig.session.current!
        for position in [-0.3, 0.25, -0.7] { await rig.session.moveControl(to: position) }
        let tunable = rig.player.started[1]
        #expect(tunable.retunes == [-0.3, 0.25, -0.7].map { challenge.tunableFrequency(PitchCalculator(), control: $0) })
        await rig.session.submit()
        #expect(await eventually { rig.observer.told(PitchMatchingRecord.self).count == 1 })
        #expect(tunable.stopCount == 1)
        #expect(abs(rig.observer.told(PitchMatchingRecord.self)[0].userCentError.value - (challenge.initialCentOffset.value - 14)) < 1e-9)
        #expect(await eventually { rig.clock.sleeps.contains(0.4) })
        // The next trial follows.
        #expect(await eventually { rig.player.startedCount == 3 })
        await rig.session.stop(.stopped)
    }

    @Test("stop from every state records nothing of the trial in progress", arguments: [
        PitchMatchingSession.State.playingReference, .awaitingControl, .playingTunable,
    ])
    func stopFromEveryState(at state: PitchMatchingSession.State) async {
        let rig = await makeRig()
        await rig.session.start()
        #expect(await eventually { rig.player.startedCount == 1 })
        if state != .playingReference {
            rig.player.started[0].finish()
            #expect(await eventually { await rig.session.state == .awaitingControl })
        }
        if state == .playingTunable {
            await rig.session.moveControl(to: 0.1)
            #expect(await eventually { await rig.session.state == .playingTunable })
        }
        await rig.session.stop(.interrupted)
        #expect(await rig.session.state == .idle)
        #expect(rig.observer.told(PitchMatchingRecord.self).count == 0)
        for handle in rig.player.started { #expect(handle.isEnded) }
        #expect(await eventually { rig.stops.stops == [.interrupted] })
    }

    @Test("an audio failure stops to idle with its reason")
    func audioFailure() async {
        let rig = await makeRig()
        await rig.session.start()
        await reachTunable(rig, position: 0.2)
        rig.player.started[1].fail(.outputsDisconnected)
        #expect(await eventually { await rig.session.state == .idle })
        #expect(await eventually { rig.stops.stops == [.outputsDisconnected] })
        #expect(rig.observer.told(PitchMatchingRecord.self).count == 0)
    }
}
